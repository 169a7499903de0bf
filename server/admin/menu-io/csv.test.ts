import { describe, expect, it } from 'vitest';
import { parseMenuCsv } from './csv';
import { CSV_COLUMNS } from './csv-columns';
import { writeMenuCsv } from './csv-write';
import { JSON_FORMAT, JSON_FORMAT_VERSION } from './format';
import type { ImportIssue, MenuDocument } from './format';

const sheet = (...lines: string[]): string => `${lines.join('\r\n')}\r\n`;

function menuOf(text: string): MenuDocument {
  const result = parseMenuCsv(text);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.menu;
}

function issuesOf(text: string): ImportIssue[] {
  const result = parseMenuCsv(text);
  if (result.ok) throw new Error('expected the file to be refused');
  return result.issues;
}

describe('parseMenuCsv', () => {
  it('reads a minimal sheet, filling every default', () => {
    const menu = menuOf(sheet('category,product,price', 'Drinks,Lemonade,3.50'));
    expect(menu).toEqual({
      format: JSON_FORMAT,
      version: JSON_FORMAT_VERSION,
      modifier_groups: [],
      categories: [
        {
          name: 'Drinks',
          visible: true,
          products: [
            {
              name: 'Lemonade',
              description: '',
              visible: true,
              stock_enabled: false,
              images: [],
              modifier_groups: [],
              variants: [
                {
                  name: null,
                  price: 350,
                  original_price: null,
                  selected: true,
                  stock: 100,
                  stock_starts_empty: false,
                },
              ],
            },
          ],
        },
      ],
    });
  });

  it('reads semicolons, comma decimals, a BOM, and quoted values with separators and line breaks', () => {
    const menu = menuOf(
      '\uFEFFcategory;product;description;price;original_price\n' +
        'Pizzas;"Margherita; classic";"Tomato, mozzarella\nand ""fresh"" basil";9,5;12\n',
    );
    const product = menu.categories[0]?.products[0];
    expect(product?.name).toBe('Margherita; classic');
    expect(product?.description).toBe('Tomato, mozzarella\nand "fresh" basil');
    expect(product?.variants[0]).toMatchObject({ price: 950, original_price: 1200 });
  });

  it('counts rows as a spreadsheet shows them: a multi-line value is one row', () => {
    const issues = issuesOf(
      sheet(
        'category,product,description,price',
        'A,One,"line 1\nline 2\nline 3",1',
        'A,Two,,oops',
      ),
    );
    expect(issues).toEqual([
      { row: 3, column: 'price', message: expect.stringMatching(/12\.50/) as string },
    ]);
  });

  it('keeps a blank row in the numbering and skips it', () => {
    const issues = issuesOf(sheet('category,product,price', 'A,One,1', '', 'A,Two,'));
    expect(issues).toEqual([{ row: 4, column: 'price', message: 'is required' }]);
  });

  it('groups consecutive rows of one product into its variants, product details from the first', () => {
    const menu = menuOf(
      sheet(
        'category,category_visible,product,product_visible,description,variant,price,selected,stock,images',
        'Pizzas,no,Margherita,no,Classic,Small,8,,5,https://cdn.example/a.jpg | /media/b.jpg',
        'Pizzas,,Margherita,,,Large,12,yes,7,',
        'Drinks,,Water,,,,1,,,',
        'Pizzas,,Calzone,,,,10,,,',
      ),
    );
    expect(menu.categories.map((c) => [c.name, c.visible])).toEqual([
      ['Pizzas', false],
      ['Drinks', true],
    ]);
    const [margherita, calzone] = menu.categories[0]?.products ?? [];
    expect(margherita).toMatchObject({
      name: 'Margherita',
      visible: false,
      description: 'Classic',
      images: ['https://cdn.example/a.jpg', '/media/b.jpg'],
    });
    expect(margherita?.variants.map((v) => [v.name, v.price, v.selected, v.stock])).toEqual([
      ['Small', 800, false, 5],
      ['Large', 1200, true, 7],
    ]);
    expect(calzone?.name).toBe('Calzone');
  });

  it('reads modifier groups from their option rows and links them by name', () => {
    const menu = menuOf(
      sheet(
        'category,product,price,modifier_groups,group,group_min,group_max,group_required,option,option_price',
        'Burgers,Classic,10,Sides | Sauces,,,,,,',
        ',,,,Sides,1,1,yes,Fries,0',
        ',,,,Sides,,,,Salad,1.50',
        ',,,,Sauces,0,3,no,Ketchup,',
      ),
    );
    expect(menu.modifier_groups).toEqual([
      {
        name: 'Sides',
        min: 1,
        max: 1,
        required: true,
        options: [
          { name: 'Fries', price: 0 },
          { name: 'Salad', price: 150 },
        ],
      },
      { name: 'Sauces', min: 0, max: 3, required: false, options: [{ name: 'Ketchup', price: 0 }] },
    ]);
    expect(menu.categories[0]?.products[0]?.modifier_groups).toEqual(['Sides', 'Sauces']);
  });

  it('keeps an empty category given on a row of its own', () => {
    const menu = menuOf(sheet('category,product,price', 'Soon,,', 'Drinks,Water,1'));
    expect(menu.categories.map((c) => [c.name, c.products.length])).toEqual([
      ['Soon', 0],
      ['Drinks', 1],
    ]);
  });

  it('reports header problems on row 1', () => {
    expect(issuesOf(sheet('category,prodcut,price,price', 'A,B,1'))).toEqual([
      {
        row: 1,
        column: 'prodcut',
        code: 'unknown_column',
        message: expect.stringContaining("'prodcut' is not a column") as string,
      },
      { row: 1, column: 'price', code: 'duplicate_column', message: 'is given twice' },
      {
        row: 1,
        column: 'product',
        code: 'missing_column',
        message: expect.stringContaining('required column') as string,
      },
    ]);
  });

  // Issue [16/21] item 12: the rows under an unknown column are not "in a column with no name".
  it('names an unknown column once, and says nothing of the values under it', () => {
    const issues = issuesOf(
      sheet(
        'category,product,price,colour',
        'Pizzas,Margherita,9.50,red',
        'Pizzas,Calzone,11,blue',
      ),
    );
    expect(issues).toEqual([
      {
        row: 1,
        column: 'colour',
        code: 'unknown_column',
        message: expect.stringContaining("'colour' is not a column of the menu file") as string,
      },
    ]);
  });

  it('still reports a value under a header cell left empty', () => {
    expect(issuesOf(sheet('category,product,price,', 'Pizzas,Margherita,9.50,red'))).toEqual([
      { row: 2, message: expect.stringContaining('column 4, which has no name') as string },
    ]);
  });

  it('reports each bad cell with its row and column', () => {
    const issues = issuesOf(
      sheet(
        'category,product,product_visible,variant,price,stock,images',
        'A,One,maybe,,1,,',
        'A,Two,,,1,-4,',
        'A,Three,,,1,,ftp://nope',
        ',Four,,,1,,',
      ),
    );
    expect(issues).toEqual([
      {
        row: 2,
        column: 'product_visible',
        message: expect.stringContaining('yes or no') as string,
      },
      { row: 3, column: 'stock', message: expect.stringContaining('whole number') as string },
      { row: 5, column: 'category', message: expect.stringContaining('required') as string },
    ]);
    expect(issuesOf(sheet('category,product,price,images', 'A,Three,1,ftp://nope'))).toEqual([
      { row: 2, column: 'images', message: expect.stringContaining('http(s) URL') as string },
    ]);
  });

  it("places the menu's rules on the variant's, product's and option's own rows", () => {
    const issues = issuesOf(
      sheet(
        'category,product,variant,price,modifier_groups,group,option,option_price',
        'A,Soup,,5,Toppings,,,',
        'A,Soup,,6,,,,',
        'A,Tea,,2,Missing,,,',
        ',,,,,Toppings,Bread,1',
        ',,,,,Toppings,Bread,2',
      ),
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        { row: 6, column: 'option', message: 'must differ from the other options' },
        { row: 2, column: 'variant', message: 'is required when there are several variants' },
        { row: 3, column: 'variant', message: 'is required when there are several variants' },
        {
          row: 4,
          column: 'modifier_groups',
          message: expect.stringContaining("'Missing'") as string,
        },
      ]),
    );
    expect(issues).toHaveLength(4);
  });

  it('refuses a row that is both a product and an option, and conflicting product details', () => {
    expect(
      issuesOf(sheet('category,product,price,group,option', 'A,B,1,G,O')).map((i) => i.row),
    ).toEqual([2]);
    expect(
      issuesOf(sheet('category,product,description,variant,price', 'A,B,One,S,1', 'A,B,Two,L,2')),
    ).toEqual([
      { row: 3, column: 'description', message: expect.stringContaining('row 2') as string },
    ]);
  });

  it("takes a product's images and groups from any one of its rows, and refuses two lists", () => {
    const menu = menuOf(
      sheet(
        'category,product,variant,price,images,modifier_groups',
        'A,B,S,1,,',
        'A,B,M,2,/media/x.jpg | /media/y.jpg,',
        'A,B,L,3,/media/x.jpg /media/y.jpg,',
      ),
    );
    expect(menu.categories[0]?.products[0]?.images).toEqual(['/media/x.jpg', '/media/y.jpg']);
    expect(
      issuesOf(
        sheet(
          'category,product,variant,price,images,modifier_groups,group,option',
          'A,B,S,1,/media/x.jpg,Sauces',
          'A,B,M,2,/media/z.jpg,Sauces | Sides',
          ',,,,,,Sauces,Ketchup',
          ',,,,,,Sides,Fries',
        ),
      ),
    ).toEqual([
      { row: 3, column: 'images', message: expect.stringContaining('row 2') as string },
      { row: 3, column: 'modifier_groups', message: expect.stringContaining('row 2') as string },
    ]);
  });

  it('refuses an empty file, an unclosed quote and a file with no category', () => {
    expect(issuesOf('')).toEqual([{ message: 'The file is empty' }]);
    expect(issuesOf(sheet('category,product,price', 'A,"B,1')).map((i) => i.row)).toContain(2);
    expect(issuesOf(sheet('category,product,price'))).toEqual([
      { message: expect.stringContaining('no category') as string },
    ]);
  });
});

describe('writeMenuCsv', () => {
  const menu: MenuDocument = {
    format: JSON_FORMAT,
    version: JSON_FORMAT_VERSION,
    modifier_groups: [
      {
        name: 'Salsas',
        min: 0,
        max: 2,
        required: false,
        options: [
          { name: 'Verde, picante', price: 0 },
          { name: 'Roja "fuerte"', price: 50 },
        ],
      },
    ],
    categories: [
      { name: 'Próximamente', visible: false, products: [] },
      {
        name: 'مشروبات',
        visible: true,
        products: [
          {
            name: 'Té; frío',
            description: 'Línea 1\nLínea 2, con coma',
            visible: false,
            stock_enabled: true,
            images: ['https://cdn.example/t.jpg', '/media/x.png'],
            modifier_groups: ['Salsas'],
            variants: [
              {
                name: 'Chico',
                price: 1250,
                original_price: 1500,
                selected: false,
                stock: 3,
                stock_starts_empty: true,
              },
              {
                name: 'Grande',
                price: 2000,
                original_price: null,
                selected: true,
                stock: 0,
                stock_starts_empty: false,
              },
            ],
          },
        ],
      },
    ],
  };

  it('writes a header of every column, then reads back to the same menu', () => {
    const text = writeMenuCsv(menu, true);
    expect(text.startsWith(`\uFEFF${CSV_COLUMNS.join(',')}\r\n`)).toBe(true);
    expect(menuOf(text)).toEqual(menu);
    expect(writeMenuCsv(menuOf(text), true)).toBe(text);
  });

  // Issue [16/21] item 12: empty means no discount, and only empty is written for none.
  it('reads an original price not above the price as no discount, and writes it empty', () => {
    const read = menuOf(
      sheet(
        'category,product,variant,price,original_price',
        'Pizzas,Margherita,Small,9.50,9.50',
        'Pizzas,Margherita,Large,13.50,15.00',
      ),
    );
    const variants = read.categories[0]?.products[0]?.variants;
    expect(variants?.map((v) => v.original_price)).toEqual([null, 1500]);
    const written = writeMenuCsv(read, true).split('\r\n');
    expect(written[1]).toContain(',Small,9.50,,');
    expect(written[2]).toContain(',Large,13.50,15.00,');
  });

  it('writes prices as the currency shows them', () => {
    const whole = writeMenuCsv(menu, false);
    expect(whole).toContain(',12.50,15,');
    expect(writeMenuCsv(menu, true)).toContain(',12.50,15.00,');
    expect(menuOf(whole)).toEqual(menu);
  });
});
