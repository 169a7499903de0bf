// Issue [16/21] item 13: miles where the country uses them, kilometres stored.
import { describe, expect, it } from 'vitest';
import { distanceFieldValue, distanceUnitFor, kmToUnit, unitToKm } from './distance-units';

describe('distance units', () => {
  it.each([
    ['US', 'mi'],
    ['GB', 'mi'],
    ['UK', 'mi'],
    ['lr', 'mi'],
    ['MM', 'mi'],
    ['MX', 'km'],
    ['BR', 'km'],
    ['CA', 'km'],
    ['', 'km'],
    [null, 'km'],
  ])('%s → %s', (country, unit) => {
    expect(distanceUnitFor(country)).toBe(unit);
  });

  it('stores km and shows the unit, both ways without drift', () => {
    expect(unitToKm(5, 'mi')).toBe(8.04672);
    expect(kmToUnit(8.04672, 'mi')).toBe(5);
    expect(kmToUnit(unitToKm(3, 'mi'), 'mi')).toBe(3);
    expect(kmToUnit(unitToKm(2.5, 'mi'), 'mi')).toBe(2.5);
    expect(kmToUnit(6, 'mi')).toBeCloseTo(3.728, 3);
    expect(unitToKm(6, 'km')).toBe(6);
    expect(kmToUnit(6, 'km')).toBe(6);
  });

  it('shows a stored distance in a field to 2 decimals', () => {
    expect(distanceFieldValue(3, 'mi')).toBe('1.86');
    expect(distanceFieldValue(8.04672, 'mi')).toBe('5');
    expect(distanceFieldValue(6, 'km')).toBe('6');
  });
});
