// Geometry and matching of the demo gazetteer's streets (cities.ts): which streets a typed query
// names, where a house number lies along a street, and which street and number a point is nearest.
// Pure functions; demo-geocoder.ts turns them into the Geocoder interface.
import type { LatLng } from '../../../src/domain/types';
import type { DemoCity, DemoStreet, LineStyle } from './cities';

/** Lower case, no accents, letters and digits only, single spaces ("Rúa  Augusta," → "rua augusta"). */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Abbreviations a diner types, read as the word they stand for. */
const ABBREVIATIONS: Record<string, string> = {
  st: 'street',
  ave: 'avenue',
  av: 'avenida',
  avda: 'avenida',
  r: 'rua',
  al: 'alameda',
  cl: 'calle',
  cra: 'carrera',
  kr: 'carrera',
  bd: 'boulevard',
  dr: 'doctor',
  '5th': 'fifth',
};

export interface ParsedQuery {
  words: string[];
  number: number | null;
}

/** Splits "200 Broadway" or "Rua Augusta, 1500" into the street's words and the house number. */
export function parseQuery(query: string): ParsedQuery {
  const tokens = normalize(query).split(' ').filter(Boolean);
  let number: number | null = null;
  const words: string[] = [];
  tokens.forEach((token, index) => {
    // A number is the house number unless it is part of a street's name ("Calle 85").
    const isNumber = /^\d{1,5}$/.test(token);
    const first = index === 0 || index === tokens.length - 1;
    if (isNumber && number === null && first && tokens.length > 1) number = Number(token);
    else words.push(ABBREVIATIONS[token] ?? token);
  });
  return { words, number };
}

function streetWords(city: DemoCity, street: DemoStreet): string[][] {
  return [street.name, ...(street.aliases ?? [])].map((name) =>
    `${normalize(name)} ${normalize(street.locality ?? '')} ${normalize(city.name)}`
      .split(' ')
      .filter(Boolean),
  );
}

/** Every typed word starts a word of the street's name (or one of its aliases, or the city's). */
export function matches(city: DemoCity, street: DemoStreet, words: readonly string[]): boolean {
  if (words.length === 0) return false;
  return streetWords(city, street).some((candidate) =>
    words.every((w) => candidate.some((c) => c.startsWith(w))),
  );
}

export function numberRange(street: DemoStreet): { min: number; max: number } {
  const numbers = street.anchors.map((a) => a[2]);
  return { min: Math.min(...numbers), max: Math.max(...numbers) };
}

/** The point of a house number along the street; null outside its range. */
export function pointOf(street: DemoStreet, houseNumber: number): LatLng | null {
  for (let i = 1; i < street.anchors.length; i += 1) {
    const a = street.anchors[i - 1];
    const b = street.anchors[i];
    if (!a || !b) continue;
    const [lo, hi] = a[2] <= b[2] ? [a, b] : [b, a];
    if (houseNumber < lo[2] || houseNumber > hi[2]) continue;
    const t = hi[2] === lo[2] ? 0 : (houseNumber - lo[2]) / (hi[2] - lo[2]);
    return {
      latitude: round(lo[0] + (hi[0] - lo[0]) * t),
      longitude: round(lo[1] + (hi[1] - lo[1]) * t),
    };
  }
  return null;
}

/** The street's middle house number, for a search that named no number. */
export function middleNumber(street: DemoStreet): number {
  const { min, max } = numberRange(street);
  return Math.round((min + max) / 2);
}

const round = (n: number): number => Math.round(n * 1e6) / 1e6;

/** Metres east and north of `origin`: flat enough over a city for nearest-street questions. */
function planar(origin: LatLng, p: { latitude: number; longitude: number }): [number, number] {
  const k = Math.cos((origin.latitude * Math.PI) / 180);
  return [(p.longitude - origin.longitude) * 111_320 * k, (p.latitude - origin.latitude) * 110_574];
}

export interface Nearest {
  street: DemoStreet;
  houseNumber: number;
  metres: number;
}

/** The street nearest to the point, with the house number interpolated where it projects. */
export function nearestStreet(city: DemoCity, point: LatLng): Nearest | null {
  let best: Nearest | null = null;
  for (const street of city.streets) {
    for (let i = 1; i < street.anchors.length; i += 1) {
      const a = street.anchors[i - 1];
      const b = street.anchors[i];
      if (!a || !b) continue;
      const [ax, ay] = planar(point, { latitude: a[0], longitude: a[1] });
      const [bx, by] = planar(point, { latitude: b[0], longitude: b[1] });
      const dx = bx - ax;
      const dy = by - ay;
      const lengthSquared = dx * dx + dy * dy;
      const t =
        lengthSquared === 0 ? 0 : Math.min(1, Math.max(0, -(ax * dx + ay * dy) / lengthSquared));
      const metres = Math.hypot(ax + dx * t, ay + dy * t);
      if (best === null || metres < best.metres) {
        const houseNumber = Math.max(1, Math.round(a[2] + (b[2] - a[2]) * t));
        best = { street, houseNumber, metres };
      }
    }
  }
  return best;
}

/** The address line as the city writes it ("200 Broadway", "Rua Augusta, 1500"). */
export function addressLine(style: LineStyle, street: string, houseNumber: number | null): string {
  if (houseNumber === null) return street;
  switch (style) {
    case 'number street':
      return `${houseNumber} ${street}`;
    case 'street, number':
      return `${street}, ${houseNumber}`;
    case 'street # number':
      return `${street} # ${houseNumber}`;
    default:
      return `${street} ${houseNumber}`;
  }
}
