// The demo gazetteer's streets in the Americas: demo (New York), sabor (São Paulo), taqueria
// (Ciudad de México) and whatsburger (Bogotá). cities.ts says how streets are drawn.
import type { DemoCity } from './cities';

export const AMERICAS: readonly DemoCity[] = [
  {
    key: 'nyc',
    name: 'New York',
    countryCode: 'US',
    centre: { latitude: 40.7128, longitude: -74.006 },
    style: 'number street',
    streets: [
      {
        name: 'Broadway',
        anchors: [
          [40.7055, -74.0135, 1],
          [40.7185, -74.0026, 400],
          [40.7359, -73.9911, 900],
          [40.7505, -73.9878, 1350],
        ],
      },
      {
        name: 'Chambers Street',
        anchors: [
          [40.7155, -74.0131, 1],
          [40.7138, -74.0036, 150],
        ],
      },
      {
        name: 'Canal Street',
        anchors: [
          [40.7145, -73.9915, 1],
          [40.7209, -74.005, 300],
          [40.7238, -74.011, 500],
        ],
      },
      {
        name: 'Bleecker Street',
        anchors: [
          [40.7253, -73.9925, 1],
          [40.7348, -74.0066, 400],
        ],
      },
      {
        name: 'Fifth Avenue',
        anchors: [
          [40.7316, -73.997, 1],
          [40.7484, -73.9857, 350],
          [40.7644, -73.9733, 750],
        ],
      },
      {
        name: 'Water Street',
        anchors: [
          [40.7033, -74.0115, 1],
          [40.7083, -74.002, 300],
        ],
      },
      {
        name: 'Flatbush Avenue',
        locality: 'Brooklyn',
        anchors: [
          [40.688, -73.981, 1],
          [40.672, -73.969, 600],
          [40.6325, -73.947, 1800],
        ],
      },
      {
        name: 'Steinway Street',
        locality: 'Queens',
        anchors: [
          [40.756, -73.923, 1],
          [40.7735, -73.9075, 400],
        ],
      },
    ],
  },
  {
    key: 'sao-paulo',
    name: 'São Paulo',
    countryCode: 'BR',
    centre: { latitude: -23.5614, longitude: -46.6559 },
    style: 'street, number',
    streets: [
      {
        name: 'Avenida Paulista',
        locality: 'Bela Vista',
        anchors: [
          [-23.571, -46.6448, 1],
          [-23.5555, -46.662, 2400],
        ],
      },
      {
        name: 'Rua Augusta',
        locality: 'Consolação',
        anchors: [
          [-23.5497, -46.6466, 1],
          [-23.5575, -46.66, 1900],
          [-23.566, -46.669, 3000],
        ],
      },
      {
        name: 'Rua da Consolação',
        locality: 'Consolação',
        anchors: [
          [-23.544, -46.643, 1],
          [-23.562, -46.668, 3500],
        ],
      },
      {
        name: 'Alameda Santos',
        locality: 'Jardim Paulista',
        anchors: [
          [-23.5716, -46.6462, 1],
          [-23.562, -46.664, 2200],
        ],
      },
      {
        name: 'Rua Oscar Freire',
        locality: 'Jardins',
        anchors: [
          [-23.561, -46.664, 1],
          [-23.568, -46.676, 1200],
        ],
      },
      {
        name: 'Avenida Brigadeiro Faria Lima',
        locality: 'Pinheiros',
        anchors: [
          [-23.567, -46.693, 1],
          [-23.587, -46.682, 4000],
        ],
      },
      {
        name: 'Avenida Cruzeiro do Sul',
        locality: 'Santana',
        anchors: [
          [-23.508, -46.624, 1],
          [-23.49, -46.62, 3000],
        ],
      },
      {
        name: 'Avenida Interlagos',
        locality: 'Interlagos',
        anchors: [
          [-23.66, -46.68, 1],
          [-23.7, -46.695, 5000],
        ],
      },
    ],
  },
  {
    key: 'cdmx',
    name: 'Ciudad de México',
    countryCode: 'MX',
    centre: { latitude: 19.4326, longitude: -99.1332 },
    style: 'street number',
    streets: [
      {
        name: 'Avenida Francisco I. Madero',
        aliases: ['Madero'],
        locality: 'Centro',
        anchors: [
          [19.4341, -99.1415, 1],
          [19.4337, -99.1346, 80],
        ],
      },
      {
        name: 'República de Uruguay',
        locality: 'Centro',
        anchors: [
          [19.43, -99.144, 1],
          [19.429, -99.13, 200],
        ],
      },
      {
        name: 'Avenida Álvaro Obregón',
        locality: 'Roma Norte',
        anchors: [
          [19.417, -99.17, 1],
          [19.416, -99.156, 300],
        ],
      },
      {
        name: 'Avenida Ámsterdam',
        locality: 'Condesa',
        anchors: [
          [19.415, -99.172, 1],
          [19.41, -99.168, 300],
        ],
      },
      {
        name: 'Paseo de la Reforma',
        locality: 'Juárez',
        anchors: [
          [19.438, -99.147, 1],
          [19.427, -99.168, 300],
          [19.423, -99.176, 500],
        ],
      },
      {
        name: 'Doctor Vértiz',
        locality: 'Doctores',
        anchors: [
          [19.423, -99.143, 1],
          [19.41, -99.146, 400],
        ],
      },
    ],
  },
  {
    key: 'bogota',
    name: 'Bogotá',
    countryCode: 'CO',
    centre: { latitude: 4.6697, longitude: -74.0524 },
    style: 'street # number',
    streets: [
      {
        name: 'Calle 85',
        anchors: [
          [4.668, -74.06, 1],
          [4.672, -74.045, 100],
        ],
      },
      {
        name: 'Carrera 15',
        anchors: [
          [4.65, -74.063, 1],
          [4.695, -74.044, 200],
        ],
      },
      {
        name: 'Carrera Séptima',
        aliases: ['Carrera 7'],
        anchors: [
          [4.6, -74.07, 1],
          [4.7, -74.03, 500],
        ],
      },
      {
        name: 'Calle 93',
        anchors: [
          [4.677, -74.055, 1],
          [4.681, -74.045, 60],
        ],
      },
    ],
  },
];
