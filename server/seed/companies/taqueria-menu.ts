// Taquería El Güero's menu: Mexico City street food, prices in centavos.
import { dish } from '../menu';
import type { MenuSpec } from '../types';

export const taqueriaMenu: MenuSpec = {
  groups: {
    salsa: {
      name: 'Elige tu salsa',
      min: 1,
      max: 1,
      required: true,
      options: [
        ['Salsa verde', 0],
        ['Salsa roja', 0],
        ['Salsa de habanero', 0],
        ['Sin salsa', 0],
      ],
    },
    tortilla: {
      name: 'Tortilla',
      min: 1,
      max: 1,
      required: true,
      options: [
        ['Maíz', 0],
        ['Harina', 500],
        ['Nopal', 700],
      ],
    },
    extras: {
      name: 'Extras',
      min: 0,
      max: 3,
      required: false,
      options: [
        ['Queso', 1500],
        ['Aguacate', 2000],
        ['Cebollitas asadas', 1000],
        ['Chicharrón', 1500],
        ['Piña', 800],
      ],
    },
  },
  categories: [
    {
      name: 'Tacos',
      dishes: [
        dish('Tacos al Pastor', 'Cerdo adobado al trompo con piña, cebolla y cilantro', 8500, {
          sizes: [
            ['Orden de 3', 8500],
            ['Orden de 5', 13500],
          ],
          groups: ['tortilla', 'salsa', 'extras'],
        }),
        dish('Tacos de Suadero', 'Suadero confitado, cebolla y cilantro', 8500, {
          groups: ['tortilla', 'salsa'],
        }),
        dish('Tacos de Bistec', 'Bistec de res a la plancha', 9000, {
          groups: ['tortilla', 'salsa', 'extras'],
          was: 10500,
        }),
        dish('Tacos de Carnitas', 'Carnitas estilo Michoacán', 9500, {
          groups: ['tortilla', 'salsa'],
        }),
        dish('Tacos de Tripa', 'Tripa dorada y crujiente', 9500, { stock: 3 }),
        dish('Tacos de Barbacoa', 'Barbacoa de borrego, consomé aparte', 11000, {
          groups: ['salsa'],
        }),
        dish('Tacos de Pescado', 'Pescado capeado estilo Ensenada, col y crema', 10500),
        dish('Tacos de Canasta', 'Papa, chicharrón y frijol, orden de 4', 6000, { was: 7000 }),
      ],
    },
    {
      name: 'Quesadillas y Gringas',
      dishes: [
        dish('Quesadilla de Queso', 'Tortilla de maíz con queso Oaxaca', 4500, {
          groups: ['tortilla'],
        }),
        dish('Quesadilla de Flor de Calabaza', 'Flor de calabaza, epazote y queso', 5500),
        dish('Quesadilla de Huitlacoche', 'Huitlacoche guisado con queso', 6000, { stock: 2 }),
        dish('Gringa al Pastor', 'Tortilla de harina, pastor y queso gratinado', 7500, {
          groups: ['salsa', 'extras'],
        }),
        dish('Volcán de Bistec', 'Tostada con queso fundido y bistec', 5000),
        dish('Costra de Queso', 'Queso dorado en la plancha relleno de pastor', 7000),
      ],
    },
    {
      name: 'Tortas',
      dishes: [
        dish('Torta Cubana', 'Milanesa, jamón, salchicha, queso de puerco y más', 12000, {
          was: 13500,
        }),
        dish('Torta de Milanesa', 'Milanesa de res, aguacate, jitomate y frijoles', 9500, {
          groups: ['extras'],
        }),
        dish('Torta Ahogada', 'Carnitas bañadas en salsa de jitomate y chile de árbol', 10000),
        dish('Torta de Pastor', 'Pastor, piña, aguacate y queso', 9500, { groups: ['extras'] }),
        dish('Guajolota', 'Tamal dentro de un bolillo', 4500, { stock: 5 }),
        dish('Pambazo', 'Pan bañado en guajillo, papa con chorizo', 7000),
      ],
    },
    {
      name: 'Platillos',
      dishes: [
        dish('Enchiladas Verdes', 'Tres enchiladas de pollo, crema y queso', 13000, {
          sizes: [
            ['Orden', 13000],
            ['Media orden', 8000],
          ],
        }),
        dish('Chilaquiles', 'Totopos en salsa verde o roja, crema, queso y cebolla', 11000, {
          groups: ['salsa', 'extras'],
        }),
        dish('Pozole Rojo', 'Pozole de cerdo con tostadas y guarnición', 14000, {
          sizes: [
            ['Chico', 11000],
            ['Grande', 14000],
          ],
        }),
        dish('Mole Poblano', 'Pierna de pollo en mole con arroz', 15500),
        dish('Sopa de Tortilla', 'Caldo de jitomate, tortilla frita, aguacate y chicharrón', 8500),
        dish('Chile Relleno', 'Chile poblano capeado relleno de queso', 12000, { was: 13500 }),
      ],
    },
    {
      name: 'Antojitos',
      dishes: [
        dish('Guacamole con Totopos', 'Aguacate, jitomate, cebolla, cilantro y limón', 9000),
        dish('Elote Preparado', 'Mayonesa, queso cotija, chile piquín y limón', 4500),
        dish('Esquites', 'Granos de elote con epazote', 4000, {
          sizes: [
            ['Chico', 4000],
            ['Grande', 6000],
          ],
        }),
        dish('Sopes', 'Dos sopes con frijol, carne, lechuga y crema', 7000, { groups: ['extras'] }),
        dish('Tlacoyo', 'Masa azul rellena de frijol, nopales y queso', 5500),
        dish('Flautas', 'Cuatro flautas de pollo con crema y queso', 8000),
      ],
    },
    {
      name: 'Postres',
      dishes: [
        dish('Churros', 'Cinco churros con azúcar y canela', 5000),
        dish('Flan Napolitano', 'Flan casero con caramelo', 4500),
        dish('Arroz con Leche', 'Con canela y pasas', 4000, { stock: 4 }),
        dish('Pastel de Tres Leches', 'Rebanada con fresas', 6000),
      ],
    },
    {
      name: 'Bebidas',
      dishes: [
        dish('Agua de Horchata', 'Agua fresca de arroz con canela', 3500, {
          sizes: [
            ['Medio litro', 3500],
            ['Litro', 5500],
          ],
        }),
        dish('Agua de Jamaica', 'Agua fresca de flor de jamaica', 3500, {
          sizes: [
            ['Medio litro', 3500],
            ['Litro', 5500],
          ],
        }),
        dish('Agua de Tamarindo', 'Agua fresca de tamarindo', 3500),
        dish('Refresco de Vidrio', 'Coca-Cola, Jarritos o Sidral', 3000),
        dish('Café de Olla', 'Café con piloncillo y canela', 3000),
        dish('Champurrado', 'Atole de chocolate', 3500, { was: 4000 }),
      ],
    },
  ],
};
