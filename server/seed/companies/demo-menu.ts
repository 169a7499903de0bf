// Demo Bistro's menu: an American bistro, prices in US cents.
import { dish } from '../menu';
import type { MenuSpec } from '../types';

export const demoMenu: MenuSpec = {
  groups: {
    side: {
      name: 'Choose your side',
      min: 1,
      max: 1,
      required: true,
      options: [
        ['Fries', 0],
        ['Side salad', 0],
        ['Sweet potato fries', 150],
        ['Onion rings', 200],
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
        ['Jalapeños', 75],
      ],
    },
    doneness: {
      name: 'Cooking point',
      min: 1,
      max: 1,
      required: true,
      options: [
        ['Rare', 0],
        ['Medium rare', 0],
        ['Medium', 0],
        ['Well done', 0],
      ],
    },
    sauces: {
      name: 'Dipping sauces',
      min: 0,
      max: 2,
      required: false,
      options: [
        ['Ranch', 50],
        ['BBQ', 50],
        ['Honey mustard', 50],
        ['Buffalo', 50],
      ],
    },
    toppings: {
      name: 'Extra toppings',
      min: 0,
      max: 5,
      required: false,
      options: [
        ['Pepperoni', 200],
        ['Mushrooms', 150],
        ['Black olives', 100],
        ['Bell peppers', 100],
        ['Extra mozzarella', 200],
      ],
    },
    milk: {
      name: 'Milk',
      min: 1,
      max: 1,
      required: true,
      options: [
        ['Whole milk', 0],
        ['Oat milk', 75],
        ['Almond milk', 75],
      ],
    },
  },
  categories: [
    {
      name: 'Starters',
      dishes: [
        dish('Buffalo Wings', 'Crispy wings tossed in buffalo sauce, celery sticks', 1199, {
          sizes: [
            ['6 pieces', 1199],
            ['12 pieces', 1999],
          ],
          groups: ['sauces'],
        }),
        dish(
          'Loaded Nachos',
          'Tortilla chips, cheddar, black beans, pico de gallo, sour cream',
          1099,
          { groups: ['extras'] },
        ),
        dish('Mozzarella Sticks', 'Six golden sticks with marinara', 899, { was: 1099 }),
        dish('Tomato Soup', 'Slow-roasted tomatoes, basil, a swirl of cream', 699, {
          sizes: [
            ['Cup', 699],
            ['Bowl', 999],
          ],
        }),
        dish('Crab Cakes', 'Two Maryland-style crab cakes, remoulade', 1499, { stock: 3 }),
        dish('Garlic Bread', 'Toasted baguette, garlic butter, parsley', 599),
      ],
    },
    {
      name: 'Burgers',
      dishes: [
        dish('Classic Burger', 'Angus beef, lettuce, tomato, pickles, house sauce', 1399, {
          groups: ['doneness', 'side', 'extras'],
        }),
        dish('Bacon Cheeseburger', 'Angus beef, smoked bacon, aged cheddar', 1599, {
          groups: ['doneness', 'side', 'extras'],
          was: 1799,
        }),
        dish('Mushroom Swiss Burger', 'Sautéed mushrooms, Swiss cheese, truffle mayo', 1549, {
          groups: ['doneness', 'side'],
        }),
        dish('Crispy Chicken Sandwich', 'Buttermilk fried chicken, slaw, spicy mayo', 1349, {
          groups: ['side', 'extras'],
        }),
        dish('Veggie Burger', 'Black bean patty, avocado, chipotle aioli', 1299, {
          groups: ['side', 'extras'],
        }),
        dish('Double Smash Burger', 'Two smashed patties, American cheese, onions', 1699, {
          groups: ['side', 'extras'],
          stock: 5,
        }),
        dish('BBQ Pulled Pork Sandwich', 'Slow-smoked pork, BBQ sauce, pickled onions', 1449, {
          groups: ['side'],
        }),
      ],
    },
    {
      name: 'Pizzas',
      dishes: [
        dish('Margherita', 'San Marzano tomatoes, fresh mozzarella, basil', 1299, {
          sizes: [
            ['Small 10"', 1299],
            ['Medium 12"', 1599],
            ['Large 14"', 1899],
          ],
          groups: ['toppings'],
        }),
        dish('Pepperoni Pizza', 'Double pepperoni, mozzarella, oregano', 1399, {
          sizes: [
            ['Small 10"', 1399],
            ['Medium 12"', 1699],
            ['Large 14"', 1999],
          ],
          groups: ['toppings'],
        }),
        dish('BBQ Chicken Pizza', 'Grilled chicken, red onion, cilantro, BBQ base', 1499, {
          sizes: [
            ['Small 10"', 1499],
            ['Large 14"', 2099],
          ],
          was: 1699,
        }),
        dish('Four Cheese Pizza', 'Mozzarella, gorgonzola, parmesan, fontina', 1449, {
          sizes: [
            ['Small 10"', 1449],
            ['Large 14"', 1999],
          ],
        }),
        dish('Veggie Supreme', 'Peppers, mushrooms, olives, onions, tomatoes', 1399, {
          groups: ['toppings'],
        }),
        dish('Truffle Mushroom Pizza', 'Wild mushrooms, truffle oil, ricotta', 1799, { stock: 2 }),
      ],
    },
    {
      name: 'Salads & Bowls',
      dishes: [
        dish('Caesar Salad', 'Romaine, parmesan, croutons, Caesar dressing', 1099, {
          groups: ['extras'],
        }),
        dish('Cobb Salad', 'Chicken, bacon, egg, avocado, blue cheese', 1399),
        dish('Greek Salad', 'Tomato, cucumber, feta, olives, red onion', 1049),
        dish('Quinoa Power Bowl', 'Quinoa, roasted vegetables, chickpeas, tahini', 1249, {
          was: 1449,
        }),
        dish('Poke Bowl', 'Ahi tuna, rice, edamame, mango, sesame', 1599, { stock: 4 }),
        dish('Kale & Apple Salad', 'Kale, apple, walnuts, cranberries, cider vinaigrette', 1149),
      ],
    },
    {
      name: 'Mains',
      dishes: [
        dish('Ribeye Steak', '12 oz ribeye, garlic butter, mashed potatoes', 3299, {
          groups: ['doneness', 'side'],
        }),
        dish('Grilled Salmon', 'Atlantic salmon, lemon butter, asparagus', 2499, {
          groups: ['side'],
        }),
        dish('Fish & Chips', 'Beer-battered cod, fries, tartar sauce', 1799),
        dish('Chicken Parmesan', 'Breaded chicken, marinara, mozzarella, spaghetti', 1899, {
          was: 2099,
        }),
        dish('Mac & Cheese', 'Three cheeses, toasted breadcrumbs', 1199, { groups: ['extras'] }),
        dish('Shrimp Tacos', 'Three tacos, chipotle slaw, lime', 1549),
        dish('Baby Back Ribs', 'Half rack, BBQ glaze, coleslaw', 2299, {
          sizes: [
            ['Half rack', 2299],
            ['Full rack', 3499],
          ],
          stock: 1,
        }),
      ],
    },
    {
      name: 'Desserts',
      dishes: [
        dish('New York Cheesecake', 'Graham crust, strawberry compote', 799),
        dish('Chocolate Lava Cake', 'Warm molten center, vanilla ice cream', 899, { stock: 5 }),
        dish('Apple Pie', 'Warm slice, cinnamon, à la mode', 749, { was: 899 }),
        dish('Brownie Sundae', 'Fudge brownie, two scoops, hot fudge', 849),
        dish('Ice Cream Scoop', 'Vanilla, chocolate or strawberry', 399, {
          sizes: [
            ['One scoop', 399],
            ['Two scoops', 649],
          ],
        }),
      ],
    },
    {
      name: 'Drinks',
      dishes: [
        dish('Fresh Lemonade', 'Squeezed to order, mint', 399, {
          sizes: [
            ['Regular', 399],
            ['Large', 549],
          ],
        }),
        dish('Iced Tea', 'Black tea, lemon', 299, {
          sizes: [
            ['Regular', 299],
            ['Large', 449],
          ],
        }),
        dish('Latte', 'Double espresso, steamed milk', 449, {
          groups: ['milk'],
          sizes: [
            ['12 oz', 449],
            ['16 oz', 549],
          ],
        }),
        dish('Cappuccino', 'Espresso, foamed milk, cocoa dusting', 429, { groups: ['milk'] }),
        dish('Craft Root Beer', 'Small-batch root beer', 349),
        dish('Sparkling Water', 'San Pellegrino, 500 ml', 299),
        dish('Milkshake', 'Vanilla, chocolate or strawberry, whipped cream', 649, { was: 749 }),
      ],
    },
  ],
};
