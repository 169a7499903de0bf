import { describe, expect, it } from 'vitest';
import { distanceMeters, haversineKm, pointInPolygon } from './geo';

const p = (latitude: number, longitude: number) => ({ latitude, longitude });

describe('§2.11 delivery geometry: haversine distance', () => {
  it.each([
    ['same point', p(-23.55, -46.63), p(-23.55, -46.63), 0, 0.000001],
    ['one degree of latitude', p(0, 0), p(1, 0), 111.195, 0.001],
    ['one degree of longitude on the equator', p(0, 0), p(0, 1), 111.195, 0.001],
    ['Paris to London', p(48.8566, 2.3522), p(51.5074, -0.1278), 343.56, 0.5],
    ['antipodes', p(0, 0), p(0, 180), Math.PI * 6371, 0.001],
  ])('%s', (_name, a, b, km, tolerance) => {
    expect(Math.abs(haversineKm(a, b) - km)).toBeLessThanOrEqual(tolerance);
    expect(Math.abs(haversineKm(b, a) - km)).toBeLessThanOrEqual(tolerance);
  });

  it('gives metres for the §5.1 pin rule', () => {
    expect(Math.round(distanceMeters(p(0, 0), p(0.0002, 0)))).toBe(22);
  });
});

describe('§2.11 delivery geometry: point in polygon', () => {
  const square = [p(0, 0), p(0, 10), p(10, 10), p(10, 0)];
  const concave = [p(0, 0), p(0, 10), p(10, 10), p(10, 0), p(5, 5)]; // a notch cut in from the longitude-0 edge
  it.each([
    ['centre', square, p(5, 5), true],
    ['outside to the right', square, p(5, 11), false],
    ['outside below', square, p(-0.0001, 5), false],
    ['on an edge', square, p(0, 5), true],
    ['on the far edge', square, p(10, 5), true],
    ['on a vertex', square, p(10, 10), true],
    ['inside the concave arm', concave, p(2, 8), true],
    ['inside the notch (outside)', concave, p(5, 2), false],
    ['beside the notch (inside)', concave, p(8, 5), true],
    ['on a notch edge', concave, p(2.5, 2.5), true],
    ['degenerate polygon', [p(0, 0), p(1, 1)], p(0.5, 0.5), false],
    ['empty polygon', [], p(0, 0), false],
  ])('%s', (_name, polygon, point, expected) => {
    expect(pointInPolygon(point, polygon)).toBe(expected);
  });
});
