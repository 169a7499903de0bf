// Sabor Paulista's menu: a Brazilian lanchonete, prices in centavos.
import { dish } from '../menu';
import type { MenuSpec } from '../types';

export const saborMenu: MenuSpec = {
  groups: {
    acompanhamento: {
      name: 'Escolha o acompanhamento',
      min: 1,
      max: 1,
      required: true,
      options: [
        ['Arroz e feijão', 0],
        ['Batata frita', 0],
        ['Salada', 0],
        ['Farofa', 0],
        ['Mandioca frita', 300],
      ],
    },
    adicionais: {
      name: 'Adicionais',
      min: 0,
      max: 3,
      required: false,
      options: [
        ['Bacon', 400],
        ['Ovo', 250],
        ['Queijo extra', 350],
        ['Catupiry', 400],
        ['Calabresa', 400],
      ],
    },
    ponto: {
      name: 'Ponto da carne',
      min: 1,
      max: 1,
      required: true,
      options: [
        ['Mal passada', 0],
        ['Ao ponto', 0],
        ['Bem passada', 0],
      ],
    },
    acai: {
      name: 'Complementos do açaí',
      min: 0,
      max: 4,
      required: false,
      options: [
        ['Granola', 200],
        ['Banana', 150],
        ['Leite condensado', 200],
        ['Morango', 300],
        ['Paçoca', 200],
      ],
    },
  },
  categories: [
    {
      name: 'Entradas',
      dishes: [
        dish('Coxinha', 'Massa crocante recheada com frango desfiado e catupiry', 800, {
          sizes: [
            ['Unidade', 800],
            ['Porção com 6', 3900],
          ],
        }),
        dish('Pão de Queijo', 'Porção com 8 unidades quentinhas', 1800, { was: 2200 }),
        dish('Pastel de Carne', 'Pastel de feira com carne moída temperada', 1200),
        dish('Bolinho de Bacalhau', 'Porção com 6 bolinhos', 3400, { stock: 4 }),
        dish('Mandioca Frita', 'Mandioca crocante com molho da casa', 2400),
        dish('Torresmo', 'Torresmo pururuca com limão', 2600),
        dish('Caldinho de Feijão', 'Caldo de feijão com bacon e cebolinha', 1400),
      ],
    },
    {
      name: 'Lanches',
      dishes: [
        dish('X-Burger', 'Hambúrguer artesanal, queijo, alface e tomate', 2800, {
          groups: ['ponto', 'adicionais'],
        }),
        dish('X-Tudo', 'Hambúrguer, presunto, ovo, bacon, queijo, milho e batata palha', 3600, {
          groups: ['ponto', 'adicionais'],
          was: 3900,
        }),
        dish('Bauru', 'Rosbife, queijo derretido, tomate e picles', 3200),
        dish('Misto Quente', 'Presunto e queijo na chapa', 1600, { groups: ['adicionais'] }),
        dish('Sanduíche de Mortadela', 'Mortadela fatiada fina, pão francês', 3000, { stock: 3 }),
        dish('Beirute', 'Rosbife, queijo, ovo e salada no pão sírio', 3400),
        dish('Cachorro-Quente Paulista', 'Salsicha, purê, vinagrete, milho e batata palha', 2200, {
          groups: ['adicionais'],
        }),
      ],
    },
    {
      name: 'Pratos',
      dishes: [
        dish('Feijoada Completa', 'Feijoada com arroz, couve, farofa, laranja e torresmo', 5900, {
          sizes: [
            ['Individual', 5900],
            ['Para dois', 9900],
          ],
        }),
        dish('Picanha na Chapa', 'Picanha grelhada com vinagrete', 7900, {
          groups: ['ponto', 'acompanhamento'],
        }),
        dish('Frango à Parmegiana', 'Filé de frango empanado, molho de tomate e queijo', 4800, {
          groups: ['acompanhamento'],
        }),
        dish('Moqueca de Peixe', 'Peixe, leite de coco, dendê e pimentões', 6800, { stock: 2 }),
        dish('Escondidinho de Carne Seca', 'Purê de mandioca gratinado', 4200, { was: 4800 }),
        dish('Virado à Paulista', 'Bisteca, tutu de feijão, couve, ovo e banana', 4600),
        dish('Strogonoff de Frango', 'Com arroz e batata palha', 3900),
      ],
    },
    {
      name: 'Pizzas',
      dishes: [
        dish('Pizza Margherita', 'Molho de tomate, muçarela e manjericão', 4900, {
          sizes: [
            ['Broto', 4900],
            ['Grande', 6900],
          ],
        }),
        dish('Pizza Calabresa', 'Calabresa fatiada, cebola e azeitonas', 5200, {
          sizes: [
            ['Broto', 5200],
            ['Grande', 7200],
          ],
        }),
        dish('Pizza Portuguesa', 'Presunto, ovo, cebola, ervilha e muçarela', 5500, {
          sizes: [
            ['Broto', 5500],
            ['Grande', 7600],
          ],
        }),
        dish('Pizza Frango com Catupiry', 'Frango desfiado e catupiry original', 5600, {
          was: 6200,
        }),
        dish('Pizza Quatro Queijos', 'Muçarela, provolone, parmesão e gorgonzola', 5800),
        dish('Pizza de Chocolate', 'Chocolate ao leite e granulado', 4600),
      ],
    },
    {
      name: 'Açaí e Sobremesas',
      dishes: [
        dish('Açaí na Tigela', 'Açaí batido na hora', 1800, {
          sizes: [
            ['300 ml', 1800],
            ['500 ml', 2600],
          ],
          groups: ['acai'],
        }),
        dish('Brigadeiro', 'Brigadeiro gourmet', 500, {
          sizes: [
            ['Unidade', 500],
            ['Caixa com 6', 2700],
          ],
        }),
        dish('Pudim de Leite', 'Pudim de leite condensado com calda de caramelo', 1400),
        dish('Quindim', 'Doce de gema e coco', 1000, { stock: 5 }),
        dish('Romeu e Julieta', 'Queijo minas com goiabada cascão', 1200),
        dish('Bolo de Cenoura', 'Com cobertura de chocolate', 1100, { was: 1300 }),
      ],
    },
    {
      name: 'Bebidas',
      dishes: [
        dish('Caldo de Cana', 'Garapa geladinha com limão', 900, {
          sizes: [
            ['300 ml', 900],
            ['500 ml', 1300],
          ],
        }),
        dish('Guaraná', 'Lata 350 ml', 700),
        dish('Suco de Laranja', 'Natural, feito na hora', 1000, {
          sizes: [
            ['300 ml', 1000],
            ['500 ml', 1400],
          ],
        }),
        dish('Suco de Maracujá', 'Natural, com ou sem açúcar', 1100),
        dish('Café Coado', 'Café especial coado na hora', 600),
        dish('Água de Coco', 'Coco verde gelado', 900),
        dish('Caipirinha sem Álcool', 'Limão, açúcar e água com gás', 1500),
      ],
    },
  ],
};
