// The rules an imported menu must meet, whatever file it came in: the back office's own rules for
// each category, product, variant and modifier group (categories.ts, src/domain/menu-rules.ts), so
// an imported menu is one the editors can open and save, plus what ties the file together (names
// that must be distinct, modifier groups a product names must exist). Problems name the entity by
// its path in the document and the field; csv.ts turns that into a row and a column.
import {
  MENU_LIMITS,
  descriptionProblem,
  groupProblems,
  nameProblem,
  priceProblem,
  productNameProblem,
  variantProblems,
} from '../../../src/domain/menu-rules';
import { categoryNameProblem } from '../categories';
import { MAX_CATEGORIES, MAX_MODIFIER_GROUPS, MAX_PRODUCTS } from './format';
import type { MenuDocument, MenuProduct } from './format';

export interface MenuProblem {
  /** The entity: '' (the file), 'categories.0', 'categories.0.products.1.variants.2', … */
  at: string;
  /** The entity's field ('price', 'options.1.name'), or null for the entity itself. */
  field: string | null;
  message: string;
}

export const MAX_IMAGE_URL = 2048;

/** An image is an http(s) URL or a path on this server ('/media/…'). */
export function imageUrlProblem(url: string): string | null {
  if (url.length > MAX_IMAGE_URL) return `must be at most ${MAX_IMAGE_URL} characters`;
  if (/\s/.test(url)) return 'must not contain spaces';
  if (url.startsWith('/') && !url.startsWith('//')) return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return null;
  } catch {
    // Not a URL: said below.
  }
  return 'must be an http(s) URL or a path starting with /';
}

function productProblems(
  product: MenuProduct,
  at: string,
  groupNames: ReadonlySet<string>,
): MenuProblem[] {
  const problems: MenuProblem[] = [];
  const push = (field: string | null, message: string | null) => {
    if (message) problems.push({ at, field, message });
  };
  push('name', productNameProblem(product.name));
  push('description', descriptionProblem(product.description));
  if (product.images.length > MENU_LIMITS.imagesPerProduct)
    push('images', `at most ${MENU_LIMITS.imagesPerProduct} images`);
  product.images.forEach((url, index) => {
    const problem = imageUrlProblem(url);
    if (problem) push(`images.${index}`, `image ${index + 1} ${problem}`);
  });
  if (product.modifier_groups.length > MENU_LIMITS.groupsPerProduct)
    push('modifier_groups', `at most ${MENU_LIMITS.groupsPerProduct} modifier groups`);
  const linked = new Set<string>();
  product.modifier_groups.forEach((name, index) => {
    if (!groupNames.has(name))
      push(`modifier_groups.${index}`, `no modifier group is named '${name}' in this file`);
    else if (linked.has(name)) push(`modifier_groups.${index}`, `'${name}' is listed twice`);
    linked.add(name);
  });
  // The seed and older menus store original_price equal to the price ("no discount"), which the
  // editor's rule refuses for a new one; an import keeps such menus as they are, so an original
  // price at or below the price is checked only as an amount.
  const drafts = product.variants.map((v, index) => {
    if (v.original_price === null || v.original_price > v.price) return v;
    const problem = priceProblem(v.original_price);
    if (problem)
      problems.push({ at: `${at}.variants.${index}`, field: 'original_price', message: problem });
    return { ...v, original_price: null };
  });
  for (const problem of variantProblems(drafts))
    problems.push(
      problem.field === 'variants'
        ? { at, field: 'variants', message: problem.message }
        : {
            // 'variants.2.price' → the variant's own entity and its field.
            at: `${at}.${problem.field.split('.').slice(0, 2).join('.')}`,
            field: problem.field.split('.').slice(2).join('.'),
            message: problem.message,
          },
    );
  if (product.variants.filter((v) => v.selected).length > 1)
    push('variants', 'only one variant may be the selected one');
  return problems;
}

/** Every problem of the menu, in file order (groups first, then categories). */
export function menuProblems(menu: MenuDocument): MenuProblem[] {
  const problems: MenuProblem[] = [];
  const groupNames = new Set<string>();
  if (menu.modifier_groups.length > MAX_MODIFIER_GROUPS)
    problems.push({
      at: '',
      field: 'modifier_groups',
      message: `at most ${MAX_MODIFIER_GROUPS} modifier groups`,
    });
  menu.modifier_groups.forEach((group, index) => {
    const at = `modifier_groups.${index}`;
    const name = nameProblem(group.name, MENU_LIMITS.groupName);
    if (name) problems.push({ at, field: 'name', message: name });
    else if (groupNames.has(group.name))
      problems.push({
        at,
        field: 'name',
        message: `another modifier group is named '${group.name}'`,
      });
    groupNames.add(group.name);
    for (const problem of groupProblems(group))
      problems.push({ at, field: problem.field, message: problem.message });
  });

  if (menu.categories.length === 0)
    problems.push({
      at: '',
      field: null,
      message: 'the file holds no category: nothing to import',
    });
  if (menu.categories.length > MAX_CATEGORIES)
    problems.push({ at: '', field: 'categories', message: `at most ${MAX_CATEGORIES} categories` });
  const productCount = menu.categories.reduce((sum, c) => sum + c.products.length, 0);
  if (productCount > MAX_PRODUCTS)
    problems.push({ at: '', field: 'categories', message: `at most ${MAX_PRODUCTS} products` });
  const categoryNames = new Set<string>();
  menu.categories.forEach((category, index) => {
    const at = `categories.${index}`;
    const name = categoryNameProblem(category.name);
    if (name) problems.push({ at, field: 'name', message: name });
    else if (categoryNames.has(category.name))
      problems.push({ at, field: 'name', message: `another category is named '${category.name}'` });
    categoryNames.add(category.name);
    category.products.forEach((product, p) =>
      problems.push(...productProblems(product, `${at}.products.${p}`, groupNames)),
    );
  });
  return problems;
}

/**
 * The menu as stored: the first variant is the selected one when none is, and an original price
 * not above the price is no discount (null), so an export writes it as an empty cell.
 */
export function normaliseMenu(menu: MenuDocument): MenuDocument {
  return {
    ...menu,
    categories: menu.categories.map((category) => ({
      ...category,
      products: category.products.map((product) => {
        const none = !product.variants.some((v) => v.selected);
        return {
          ...product,
          variants: product.variants.map((v, i) => ({
            ...v,
            selected: v.selected || (none && i === 0),
            original_price:
              v.original_price !== null && v.original_price > v.price ? v.original_price : null,
          })),
        };
      }),
    })),
  };
}
