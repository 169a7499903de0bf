// §2.10 DELIVERY_AUTOCOMPLETE pieces beyond the §5.3 thresholds (validation-submit.test.ts).
import { describe, expect, it } from 'vitest';
import {
  moveActive,
  newSessionToken,
  showsHouseNumberNote,
  suggestionPlace,
} from './address-search';

describe('§2.10 house-number note', () => {
  it.each([
    ['', true],
    ['Broadway', true],
    ['Rua Augusta', true],
    ['200 Broadway', false],
    ['Rua Augusta 1500', false],
  ])('%j → %s', (text, expected) => {
    expect(showsHouseNumberNote(text)).toBe(expected);
  });
});

describe('§4.4 choosing a suggestion', () => {
  it('a suggestion with coordinates is a place at once', () => {
    expect(
      suggestionPlace({
        text: ' 200 Broadway ',
        latitude: 40.71,
        longitude: -74.01,
        place_id: null,
      }),
    ).toEqual({ address: '200 Broadway', lat: 40.71, lng: -74.01, exactAddress: null });
  });

  it.each([
    ['only a place id', { text: 'A', latitude: null, longitude: null, place_id: 'p1' }],
    ['half the coordinates', { text: 'A', latitude: 1, longitude: null, place_id: null }],
    ['no text', { text: ' ', latitude: 1, longitude: 2, place_id: null }],
    ['not finite', { text: 'A', latitude: Number.NaN, longitude: 2, place_id: null }],
  ])('%s needs the details call (null)', (_name, s) => {
    expect(suggestionPlace(s)).toBeNull();
  });
});

describe('§7.6 session token', () => {
  it('is base-36, 16 characters, and follows the random source', () => {
    const values = [0, 0.5, 0.999];
    let i = 0;
    const token = newSessionToken(() => values[i++ % values.length] ?? 0);
    expect(token).toMatch(/^[0-9a-z]{16}$/);
    expect(token.slice(0, 3)).toBe('0iz');
  });

  it('differs between calls with the real random source', () => {
    expect(newSessionToken()).not.toBe(newSessionToken());
  });
});

describe('suggestion list keyboard movement', () => {
  it.each([
    [-1, 3, 1, 0],
    [-1, 3, -1, 2],
    [0, 3, 1, 1],
    [2, 3, 1, 0],
    [0, 3, -1, 2],
    [0, 0, 1, -1],
  ] as const)('from %i of %i by %i → %i', (current, count, step, expected) => {
    expect(moveActive(current, count, step)).toBe(expected);
  });
});
