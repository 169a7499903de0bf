// The malformed values the fuzzer plants in bodies, queries and paths, and a JSON writer that can
// emit what JSON.stringify cannot: non-finite numbers (1e999 parses to Infinity), numbers beyond
// a double's precision, and own keys named '__proto__'.
import type { Random } from './random';

/** JSON text written as is. */
export class Raw {
  constructor(readonly text: string) {}
}

export type Json = null | boolean | number | string | Raw | Json[] | { [key: string]: Json };

export function toJson(value: Json): string {
  if (value instanceof Raw) return value.text;
  if (typeof value === 'number' && !Number.isFinite(value)) return value > 0 ? '1e999' : '-1e999';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  // Object.entries keeps an own '__proto__' key, which JSON.stringify would also write, but the
  // recursion above needs this walk for the Raw values inside.
  return `{${Object.entries(value)
    .map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`)
    .join(',')}}`;
}

/** An object with one own key, whatever its name (a literal `{ __proto__: x }` sets the prototype). */
export function withKey(key: string, item: Json): { [key: string]: Json } {
  const out: { [key: string]: Json } = {};
  Object.defineProperty(out, key, { value: item, enumerable: true, writable: true });
  return out;
}

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

const nested = (depth: number): Raw => new Raw('['.repeat(depth) + ']'.repeat(depth));
const nestedObjects = (depth: number): Raw =>
  new Raw('{"a":'.repeat(depth) + '1' + '}'.repeat(depth));

export const BAD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'abc\u0000def',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  '\u2028\u2029',
  '\ufeffbom',
  '𝄞 ñandú عربي',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'NaN',
  '1e999',
  '-1',
  'a'.repeat(5_000),
  'b'.repeat(60_000),
];

export const BAD_NUMBERS: readonly Json[] = [
  0,
  -0,
  -1,
  0.5,
  -0.5,
  1.5,
  101,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  1e308,
  -1e308,
  5e-324,
  Infinity,
  -Infinity,
  new Raw('1E400'),
  new Raw('123456789012345678901234567890'),
  new Raw('-0.0000000000000000000001'),
];

/** Any malformed value: a bad string or number, a wrong type, a deep nest, a prototype key. */
export function badValue(random: Random): Json {
  switch (random.int(0, 6)) {
    case 0:
    case 1:
      return random.pick(BAD_STRINGS);
    case 2:
    case 3:
      return random.pick(BAD_NUMBERS);
    case 4:
      return random.pick<Json>([null, true, false, [], {}, [1, 'a'], { a: 1 }, [null]]);
    case 5:
      return random.pick([nested(20), nested(5_000), nestedObjects(17), nestedObjects(2_000)]);
    default:
      return withKey(random.pick(PROTOTYPE_KEYS), random.pick<Json>([1, {}, null, 'x']));
  }
}
