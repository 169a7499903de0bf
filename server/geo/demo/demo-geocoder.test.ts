// The demo gazetteer: search, predictions resolved by place(), and reverse to the nearest street.
// Coverage against the seeds' delivery prices is tests/integration/geo/demo-coverage.test.ts.
import { describe, expect, it } from 'vitest';
import type { GeoScope } from '../geocoder';
import { createDemoGeocoder } from './demo-geocoder';
import { parseQuery } from './streets';

const demo = createDemoGeocoder();
const newYork: GeoScope = {
  countryCode: 'US',
  near: { latitude: 40.7128, longitude: -74.006 },
  language: 'en',
};
const saoPaulo: GeoScope = {
  countryCode: 'BR',
  near: { latitude: -23.5614, longitude: -46.6559 },
  language: 'pt',
};
const standard = { expanded: false, sessionToken: null };

describe('demo gazetteer', () => {
  it('reads the house number before or after the street', () => {
    expect(parseQuery('200 Broadway')).toEqual({ words: ['broadway'], number: 200 });
    expect(parseQuery('Rua Augusta, 1500')).toEqual({ words: ['rua', 'augusta'], number: 1500 });
    expect(parseQuery('5th Ave')).toEqual({ words: ['fifth', 'avenue'], number: null });
  });

  it('"200 Broadway" is a point on Broadway between 1 and 400', async () => {
    const [first] = await demo.search('200 Broadway', newYork, standard);
    expect(first?.text).toBe('200 Broadway, New York');
    expect(first?.latitude).toBeGreaterThan(40.7055);
    expect(first?.latitude).toBeLessThan(40.7185);
    expect(first?.place_id).toBeNull();
  });

  it('matches accents, abbreviations and word prefixes', async () => {
    const texts = async (q: string, s: GeoScope) =>
      (await demo.search(q, s, standard)).map((x) => x.text);
    expect(await texts('r augusta 1500', saoPaulo)).toEqual(['Rua Augusta, 1500, Consolação']);
    expect(await texts('consolacao', saoPaulo)).toContain('Rua da Consolação, Consolação');
    expect(await texts('5th ave 350', newYork)).toEqual(['350 Fifth Avenue, New York']);
  });

  it('searches only the company country and city', async () => {
    expect(await demo.search('Broadway', saoPaulo, standard)).toEqual([]);
    const elsewhere = { ...newYork, near: { latitude: 34.05, longitude: -118.24 } };
    expect(await demo.search('Broadway', elsewhere, standard)).toEqual([]);
  });

  it('expand search answers predictions that place() resolves', async () => {
    const [prediction] = await demo.search('Rua Augusta 1500', saoPaulo, {
      expanded: true,
      sessionToken: 'abc',
    });
    expect(prediction).toMatchObject({ latitude: null, longitude: null });
    expect(prediction?.place_id).toMatch(/^demo:sao-paulo:/);
    const place = await demo.place(prediction?.place_id ?? '', saoPaulo, 'abc');
    expect(place?.address).toBe('Rua Augusta, 1500, Consolação');
    expect(place?.latitude).toBeCloseTo(-23.5559, 3);
    expect(await demo.place('demo:sao-paulo:rua-nenhuma:1', saoPaulo, null)).toBeNull();
    expect(await demo.place(prediction?.place_id ?? '', newYork, null)).toBeNull();
  });

  it('reverse names the nearest street with an interpolated number', async () => {
    const [hit] = await demo.search('300 Broadway', newYork, standard);
    const point = { latitude: (hit?.latitude ?? 0) + 0.0002, longitude: hit?.longitude ?? 0 };
    const answer = await demo.reverse(point, newYork);
    expect(answer.locality).toBe('New York');
    expect(answer.address).toMatch(/^(29\d|30\d|31\d) Broadway$/);
    // Off every street but near the city: the city only; far from any demo city: nothing.
    expect(await demo.reverse({ latitude: 40.9, longitude: -73.6 }, newYork)).toEqual({
      address: null,
      locality: 'New York',
    });
    expect(await demo.reverse({ latitude: 42.65, longitude: -73.75 }, newYork)).toEqual({
      address: null,
      locality: null,
    });
  });

  it('never answers more than 8', async () => {
    expect((await demo.search('New York', newYork, standard)).length).toBeLessThanOrEqual(8);
    expect(await demo.search('New York', newYork, standard)).toHaveLength(8);
  });
});
