// Le Petit Bistro's menu: a Paris bistro, prices in euro cents.
import { dish } from '../menu';
import type { MenuSpec } from '../types';

export const freebistroMenu: MenuSpec = {
  groups: {
    garniture: {
      name: 'Choisissez votre garniture',
      min: 1,
      max: 1,
      required: true,
      options: [
        ['Frites maison', 0],
        ['Salade verte', 0],
        ['Purée', 0],
        ['Haricots verts', 150],
      ],
    },
    cuisson: {
      name: 'Cuisson',
      min: 1,
      max: 1,
      required: true,
      options: [
        ['Bleu', 0],
        ['Saignant', 0],
        ['À point', 0],
        ['Bien cuit', 0],
      ],
    },
    supplements: {
      name: 'Suppléments',
      min: 0,
      max: 3,
      required: false,
      options: [
        ['Œuf', 150],
        ['Lardons', 200],
        ['Chèvre', 250],
        ['Sauce au poivre', 200],
      ],
    },
  },
  categories: [
    {
      name: 'Entrées',
      dishes: [
        dish('Soupe à l’oignon', 'Gratinée au comté', 900),
        dish('Escargots de Bourgogne', 'Six escargots, beurre persillé', 1200, {
          sizes: [
            ['Six', 1200],
            ['Douze', 2100],
          ],
        }),
        dish('Œuf mayonnaise', 'Le classique des bistrots', 650, { was: 800 }),
        dish('Terrine de campagne', 'Cornichons et pain grillé', 950),
        dish('Poireaux vinaigrette', 'Poireaux tièdes, noisettes', 850),
        dish('Foie gras maison', 'Chutney de figues, brioche', 1800, { stock: 3 }),
        dish('Salade de chèvre chaud', 'Toasts de chèvre, miel, noix', 1150),
      ],
    },
    {
      name: 'Plats',
      dishes: [
        dish('Steak frites', 'Entrecôte 250 g, frites maison', 2400, {
          groups: ['cuisson', 'supplements'],
        }),
        dish('Bœuf bourguignon', 'Mijoté au vin rouge, carottes', 2200, { groups: ['garniture'] }),
        dish('Confit de canard', 'Pommes sarladaises', 2300, { was: 2600 }),
        dish('Poulet rôti', 'Jus corsé, purée maison', 1900, { groups: ['garniture'] }),
        dish('Sole meunière', 'Beurre noisette, citron', 3200, { stock: 2 }),
        dish('Blanquette de veau', 'Riz pilaf', 2100),
        dish('Croque-monsieur', 'Jambon, béchamel, comté', 1400, {
          groups: ['garniture', 'supplements'],
        }),
      ],
    },
    {
      name: 'Salades',
      dishes: [
        dish('Salade niçoise', 'Thon, œuf, olives, anchois', 1500),
        dish('Salade lyonnaise', 'Lardons, croûtons, œuf poché', 1450, { groups: ['supplements'] }),
        dish('Salade César', 'Poulet grillé, parmesan', 1500, { was: 1700 }),
        dish('Salade de lentilles', 'Lentilles vertes du Puy, échalotes', 1200),
        dish('Assiette végétarienne', 'Légumes de saison rôtis', 1350),
        dish('Tartare de saumon', 'Avocat, citron vert', 1650, {
          sizes: [
            ['Entrée', 1650],
            ['Plat', 2200],
          ],
        }),
      ],
    },
    {
      name: 'Fromages',
      dishes: [
        dish('Plateau de fromages', 'Trois fromages affinés', 1200, {
          sizes: [
            ['Trois fromages', 1200],
            ['Cinq fromages', 1800],
          ],
        }),
        dish('Camembert rôti', 'Au miel et romarin', 1300),
        dish('Comté 24 mois', 'Confiture de cerises noires', 900),
        dish('Chèvre frais', 'Herbes et huile d’olive', 800),
        dish('Roquefort', 'Poire pochée', 950, { stock: 4 }),
        dish('Brillat-savarin', 'Truffé', 1100),
      ],
    },
    {
      name: 'Desserts',
      dishes: [
        dish('Crème brûlée', 'Vanille de Madagascar', 800),
        dish('Mousse au chocolat', 'Chocolat noir 70 %', 750, { was: 850 }),
        dish('Tarte Tatin', 'Crème fraîche d’Isigny', 900),
        dish('Profiteroles', 'Sauce chocolat chaude', 950),
        dish('Île flottante', 'Crème anglaise, pralin', 750),
        dish('Café gourmand', 'Expresso et trois mignardises', 1000, { stock: 5 }),
        dish('Sorbets', 'Trois boules de saison', 700, {
          sizes: [
            ['Deux boules', 550],
            ['Trois boules', 700],
          ],
        }),
      ],
    },
    {
      name: 'Boissons',
      dishes: [
        dish('Expresso', 'Torréfaction parisienne', 250),
        dish('Café crème', 'Lait entier', 450, {
          sizes: [
            ['Petit', 350],
            ['Grand', 450],
          ],
        }),
        dish('Citronnade maison', 'Citron, menthe', 550),
        dish('Jus d’orange pressé', 'Oranges fraîches', 600),
        dish('Eau pétillante', 'Bouteille 50 cl', 450),
        dish('Chocolat chaud', 'À l’ancienne', 550),
        dish('Verre de vin rouge', 'Côtes-du-Rhône', 700, {
          sizes: [
            ['12 cl', 700],
            ['Pichet 46 cl', 2200],
          ],
        }),
      ],
    },
  ],
};
