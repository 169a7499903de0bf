// The demo gazetteer's streets for alnakheel (Dubai, Arabic names with English aliases) and
// freebistro (Paris). cities.ts says how streets are drawn.
import type { DemoCity } from './cities';

export const EUROPE_ASIA: readonly DemoCity[] = [
  {
    key: 'dubai',
    name: 'دبي',
    countryCode: 'AE',
    centre: { latitude: 25.2048, longitude: 55.2708 },
    style: 'street, number',
    streets: [
      {
        name: 'شارع الشيخ زايد',
        aliases: ['Sheikh Zayed Road'],
        anchors: [
          [25.2285, 55.287, 1],
          [25.1972, 55.2744, 200],
          [25.18, 55.255, 400],
        ],
      },
      {
        name: 'شارع الوصل',
        aliases: ['Al Wasl Road'],
        anchors: [
          [25.215, 55.263, 1],
          [25.17, 55.22, 500],
        ],
      },
      {
        name: 'شارع جميرا',
        aliases: ['Jumeirah Beach Road'],
        anchors: [
          [25.235, 55.265, 1],
          [25.19, 55.225, 600],
        ],
      },
      {
        name: 'شارع المركز المالي',
        aliases: ['Financial Centre Road'],
        anchors: [
          [25.211, 55.28, 1],
          [25.195, 55.279, 100],
        ],
      },
    ],
  },
  {
    key: 'paris',
    name: 'Paris',
    countryCode: 'FR',
    centre: { latitude: 48.8786, longitude: 2.3397 },
    style: 'number street',
    streets: [
      {
        name: 'Rue des Martyrs',
        anchors: [
          [48.876, 2.3395, 1],
          [48.883, 2.34, 90],
        ],
      },
      {
        name: 'Rue La Fayette',
        anchors: [
          [48.8735, 2.333, 1],
          [48.878, 2.355, 200],
        ],
      },
      {
        name: 'Boulevard de Clichy',
        anchors: [
          [48.884, 2.329, 1],
          [48.8826, 2.344, 120],
        ],
      },
      {
        name: 'Rue de Rivoli',
        anchors: [
          [48.8554, 2.361, 1],
          [48.865, 2.323, 250],
        ],
      },
      {
        name: "Avenue de l'Opéra",
        anchors: [
          [48.8631, 2.336, 1],
          [48.871, 2.332, 50],
        ],
      },
    ],
  },
];
