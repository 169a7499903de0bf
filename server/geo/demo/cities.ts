// The demo gazetteer's streets: the cities of the seeded companies (server/seed/companies), so that
// `npm start` shows address search, the map pin and reverse geocoding with no network and no key.
// Each street is a line through anchors [latitude, longitude, house number]; a number between two
// anchors lies between them in proportion. Shapes follow the real streets roughly; the numbers are
// plausible, not surveyed. Chosen so the seeds' coverage is exercised:
// - demo (New York, ranges 3 km and 6 km around 40.7128,-74.006): Broadway 1–400 lies within
//   3 km; Broadway past about 1000 and Fifth Avenue 350 lie in the 6 km band; Steinway Street and
//   the far end of Flatbush Avenue lie beyond 6 km.
// - sabor (São Paulo, areas of 1.5, 3.5 and 6 km around -23.5614,-46.6559): Rua Augusta 1500 is in
//   Bela Vista; Avenida Interlagos and Avenida Cruzeiro do Sul are outside every area.
// These facts are checked by tests/integration/geo/demo-coverage.test.ts.
import { AMERICAS } from './cities-americas';
import { EUROPE_ASIA } from './cities-europe-asia';

export type Anchor = readonly [latitude: number, longitude: number, houseNumber: number];

export interface DemoStreet {
  name: string;
  /** Other spellings a diner may type (English names of Arabic streets). */
  aliases?: readonly string[];
  /** The district shown after the street; the city's name when absent. */
  locality?: string;
  anchors: readonly Anchor[];
}

/** How an address line is written where the city is. */
export type LineStyle = 'number street' | 'street, number' | 'street number' | 'street # number';

export interface DemoCity {
  /** Short ASCII key, part of the demo place ids. */
  key: string;
  name: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  centre: { latitude: number; longitude: number };
  style: LineStyle;
  streets: readonly DemoStreet[];
}

export const DEMO_CITIES: readonly DemoCity[] = [...AMERICAS, ...EUROPE_ASIA];
