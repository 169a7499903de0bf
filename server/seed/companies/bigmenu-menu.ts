// Big Menu Diner's menu: exactly 300 products in 12 categories of 25, generated from fixed word
// lists (no randomness: every seed, run and machine gets the same names, prices and ids), for the
// benchmarks (`npm run bench`) and the tests that need a large real menu. Prices in US cents.
import { dish } from '../menu';
import type { DishOptions, DishSpec, MenuSpec } from '../types';

export const BIGMENU_PRODUCTS = 300;
const PER_CATEGORY = 25;

/** Each category: its name, five styles and five bases (5 × 5 = 25 distinct dishes). */
const CATEGORIES: [name: string, styles: string[], bases: string[], noun: string][] = [
  [
    'Breakfast',
    ['Classic', 'Country', 'Sunrise', 'Farmhouse', 'Lumberjack'],
    ['Pancakes', 'Omelette', 'Waffles', 'Hash', 'Scramble'],
    'with maple butter and fresh fruit',
  ],
  [
    'Burgers',
    ['Diner', 'Smokehouse', 'Double', 'Prairie', 'Harbor'],
    ['Burger', 'Cheeseburger', 'Melt', 'Slider Trio', 'Stack'],
    'on a toasted brioche bun with pickles',
  ],
  [
    'Sandwiches',
    ['Deli', 'Grilled', 'Pressed', 'Club', 'Garden'],
    ['Turkey Sandwich', 'Reuben', 'BLT', 'Panini', 'Wrap'],
    'on bread baked this morning',
  ],
  [
    'Salads',
    ['Market', 'Harvest', 'Cobb', 'Greek', 'Citrus'],
    ['Salad', 'Bowl', 'Greens', 'Slaw', 'Grain Salad'],
    'with house vinaigrette on the side',
  ],
  [
    'Soups',
    ['Tomato', 'Chicken', 'Lentil', 'Clam', 'Mushroom'],
    ['Soup', 'Chowder', 'Bisque', 'Stew', 'Broth'],
    'served with a warm roll',
  ],
  [
    'Pasta',
    ['Baked', 'Creamy', 'Spicy', 'Pesto', 'Meatball'],
    ['Penne', 'Spaghetti', 'Rigatoni', 'Lasagna', 'Mac and Cheese'],
    'finished with parmesan and basil',
  ],
  [
    'Pizza',
    ['Margherita', 'Pepperoni', 'Veggie', 'Four Cheese', 'Hawaiian'],
    ['Pizza', 'Flatbread', 'Calzone', 'Pan Pizza', 'Stromboli'],
    'from the stone oven',
  ],
  [
    'Grill',
    ['Flame', 'Hickory', 'Herb', 'Pepper', 'Bourbon'],
    ['Steak', 'Chicken', 'Pork Chop', 'Salmon', 'Ribs'],
    'with two sides of your choice',
  ],
  [
    'Sides',
    ['Crispy', 'Loaded', 'Seasoned', 'Garlic', 'Truffle'],
    ['Fries', 'Onion Rings', 'Tots', 'Mashed Potatoes', 'Corn'],
    'a generous portion to share',
  ],
  [
    'Desserts',
    ['Chocolate', 'Vanilla', 'Strawberry', 'Caramel', 'Lemon'],
    ['Cake', 'Pie', 'Sundae', 'Cheesecake', 'Brownie'],
    'made in house every day',
  ],
  [
    'Shakes',
    ['Cookie', 'Peanut Butter', 'Banana', 'Mocha', 'Cherry'],
    ['Shake', 'Malt', 'Float', 'Smoothie', 'Frappe'],
    'blended thick with whipped cream',
  ],
  [
    'Drinks',
    ['Iced', 'Fresh', 'Sparkling', 'Hot', 'Sweet'],
    ['Tea', 'Lemonade', 'Coffee', 'Soda', 'Juice'],
    'refills welcome',
  ],
];

/** Deterministic options by position: sizes, modifier groups, discounts and low stock. */
function optionsFor(index: number, price: number, category: string): DishOptions {
  const options: DishOptions = {};
  if (index % 10 === 3)
    options.sizes = [
      ['Regular', price],
      ['Large', price + 250],
    ];
  if (category === 'Burgers' || category === 'Grill') {
    if (index % 5 === 0) options.groups = ['side', 'extras'];
    else if (index % 5 === 1) options.groups = ['extras'];
  } else if (index % 17 === 5) options.groups = ['extras'];
  if (index % 13 === 7) options.was = price + 200;
  if (index % 50 === 11) options.stock = 3;
  return options;
}

function generate(): MenuSpec['categories'] {
  return CATEGORIES.map(([name, styles, bases, noun], c) => {
    const dishes: DishSpec[] = [];
    for (let k = 0; k < PER_CATEGORY; k += 1) {
      const index = c * PER_CATEGORY + k;
      const style = styles[k % styles.length]!;
      const base = bases[Math.floor(k / styles.length)]!;
      // 3.50 to 24.25, in steps of 25 cents.
      const price = 350 + ((index * 137) % 80) * 25;
      dishes.push(
        dish(
          `${style} ${base}`,
          `${style} ${base.toLowerCase()}, ${noun}. Item ${index + 1}.`,
          price,
          optionsFor(index, price, name),
        ),
      );
    }
    return { name, dishes };
  });
}

export const bigmenuMenu: MenuSpec = {
  groups: {
    side: {
      name: 'Choose your side',
      min: 1,
      max: 1,
      required: true,
      options: [
        ['Fries', 0],
        ['Side salad', 0],
        ['Coleslaw', 0],
        ['Onion rings', 150],
      ],
    },
    extras: {
      name: 'Extras',
      min: 0,
      max: 3,
      required: false,
      options: [
        ['Bacon', 200],
        ['Cheddar', 100],
        ['Avocado', 250],
        ['Fried egg', 150],
      ],
    },
  },
  categories: generate(),
};
