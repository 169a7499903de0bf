// WhatsBurger's menu: Colombian fast food. COP has no visible decimals but money is still in
// minor units, so $18.900 is 1_890_000.
import { dish } from '../menu';
import type { MenuSpec } from '../types';

const cop = (pesos: number) => pesos * 100;

export const whatsburgerMenu: MenuSpec = {
  groups: {
    acompanante: {
      name: 'Escoge tu acompañante',
      min: 1,
      max: 1,
      required: true,
      options: [
        ['Papas a la francesa', 0],
        ['Papas en cascos', 0],
        ['Aros de cebolla', cop(3000)],
        ['Yuca frita', cop(2000)],
      ],
    },
    adiciones: {
      name: 'Adiciones',
      min: 0,
      max: 3,
      required: false,
      options: [
        ['Tocineta', cop(3500)],
        ['Queso cheddar', cop(2500)],
        ['Huevo', cop(2000)],
        ['Maduro', cop(2500)],
        ['Jalapeños', cop(1500)],
      ],
    },
    salsas: {
      name: 'Salsas',
      min: 0,
      max: 4,
      required: false,
      options: [
        ['Salsa de piña', 0],
        ['Salsa rosada', 0],
        ['Salsa de ajo', 0],
        ['BBQ', 0],
        ['Salsa de la casa', cop(1000)],
      ],
    },
  },
  categories: [
    {
      name: 'Hamburguesas',
      dishes: [
        dish('WhatsBurger Clásica', 'Carne de res 150 g, queso, lechuga, tomate', cop(18900), {
          groups: ['acompanante', 'adiciones', 'salsas'],
        }),
        dish('Doble Queso', 'Doble carne, doble cheddar', cop(25900), {
          groups: ['acompanante', 'adiciones'],
          was: cop(28900),
        }),
        dish('La Paisa', 'Carne, chicharrón, maduro, huevo y hogao', cop(27900), {
          groups: ['acompanante'],
        }),
        dish('Burger BBQ', 'Carne, tocineta, aros de cebolla, BBQ', cop(24900), {
          groups: ['acompanante', 'adiciones'],
        }),
        dish('Pollo Crispy', 'Pechuga apanada, coleslaw, salsa de ajo', cop(21900), {
          groups: ['acompanante', 'salsas'],
        }),
        dish('Veggie Burger', 'Medallón de garbanzo, aguacate', cop(20900), { stock: 4 }),
        dish('Burger Costeña', 'Carne, queso costeño, suero y patacón', cop(26900), { stock: 2 }),
      ],
    },
    {
      name: 'Perros Calientes',
      dishes: [
        dish('Perro Sencillo', 'Salchicha americana, papita ripio, salsas', cop(12900), {
          groups: ['salsas'],
        }),
        dish('Perro Suizo', 'Salchicha suiza, queso gratinado, tocineta', cop(16900), {
          groups: ['salsas', 'adiciones'],
        }),
        dish('Perro Hawaiano', 'Salchicha, piña, jamón y queso', cop(15900), { was: cop(17900) }),
        dish('Perro Ranchero', 'Salchicha ranchera, maíz tierno, huevos de codorniz', cop(17900)),
        dish('Choriperro', 'Chorizo santarrosano, guacamole', cop(16900)),
        dish('Perro Mexicano', 'Jalapeños, nachos, guacamole', cop(16500)),
      ],
    },
    {
      name: 'Salchipapas',
      dishes: [
        dish('Salchipapa Sencilla', 'Papas, salchicha y salsas', cop(13900), {
          sizes: [
            ['Personal', cop(13900)],
            ['Para compartir', cop(24900)],
          ],
        }),
        dish('Salchipapa Mixta', 'Papas, salchicha, pollo y carne desmechada', cop(22900), {
          groups: ['salsas'],
        }),
        dish('Salchipapa Gratinada', 'Con queso mozzarella gratinado', cop(18900), {
          was: cop(20900),
        }),
        dish('Picada Costeña', 'Chorizo, butifarra, patacón, yuca', cop(34900), {
          sizes: [
            ['Para dos', cop(34900)],
            ['Para cuatro', cop(59900)],
          ],
        }),
        dish('Papas Locas', 'Papas, maíz, tocineta, queso, salsas', cop(19900)),
        dish('Salchipollo', 'Papas y nuggets de pollo', cop(17900), { stock: 5 }),
      ],
    },
    {
      name: 'Alitas',
      dishes: [
        dish('Alitas BBQ', 'Alitas bañadas en BBQ ahumada', cop(21900), {
          sizes: [
            ['8 alitas', cop(21900)],
            ['16 alitas', cop(39900)],
          ],
        }),
        dish('Alitas Picantes', 'Salsa búfalo, apio', cop(21900), {
          sizes: [
            ['8 alitas', cop(21900)],
            ['16 alitas', cop(39900)],
          ],
        }),
        dish('Alitas Miel Mostaza', 'Dulces y suaves', cop(21900)),
        dish('Alitas al Limón', 'Limón y pimienta', cop(21900), { was: cop(23900) }),
        dish('Combo Alitas', '12 alitas, papas y gaseosa', cop(36900), { groups: ['salsas'] }),
      ],
    },
    {
      name: 'Acompañantes',
      dishes: [
        dish('Papas a la Francesa', 'Porción crocante', cop(7900), {
          sizes: [
            ['Pequeña', cop(7900)],
            ['Grande', cop(10900)],
          ],
        }),
        dish('Aros de Cebolla', 'Apanados en cerveza', cop(9900)),
        dish('Patacones', 'Con hogao y queso', cop(11900)),
        dish('Yuca Frita', 'Con suero costeño', cop(8900)),
        dish('Nuggets', '8 nuggets de pollo', cop(12900), { groups: ['salsas'] }),
        dish('Mazorca Desgranada', 'Maíz, queso, tocineta', cop(15900), { stock: 3 }),
      ],
    },
    {
      name: 'Malteadas y Postres',
      dishes: [
        dish('Malteada de Vainilla', 'Helado de vainilla, crema chantilly', cop(12900)),
        dish('Malteada de Arequipe', 'Con arequipe y galleta', cop(13900), { was: cop(14900) }),
        dish('Malteada de Oreo', 'Galletas Oreo trituradas', cop(13900)),
        dish('Brownie con Helado', 'Brownie caliente y helado', cop(11900)),
        dish('Postre de Natas', 'Receta de la abuela', cop(8900)),
      ],
    },
    {
      name: 'Bebidas',
      dishes: [
        dish('Gaseosa', 'Coca-Cola, Colombiana o Manzana Postobón', cop(5500), {
          sizes: [
            ['350 ml', cop(5500)],
            ['1,5 L', cop(9900)],
          ],
        }),
        dish('Limonada de Coco', 'Limonada cremosa de coco', cop(9900)),
        dish('Jugo Natural', 'Mora, lulo, maracuyá o mango', cop(7900), {
          sizes: [
            ['En agua', cop(7900)],
            ['En leche', cop(8900)],
          ],
        }),
        dish('Agua', 'Agua sin gas 600 ml', cop(4000)),
        dish('Cerveza Sin Alcohol', 'Botella 330 ml', cop(6900)),
      ],
    },
  ],
};
