import { describe, expect, it } from 'vitest';
import { POLYGON_PALETTE } from './constants';
import {
  averageTimeIsValid,
  maxDeliveryRange,
  maxDeliveryRangeAsObserved,
  polygonColor,
  sortedDistricts,
} from './delivery-display';
import type { DeliveryRange } from './types';

const r = (max: number, price?: number, enabled = true): DeliveryRange => ({ enabled, max, price });

describe('§5.8 maximum delivery range', () => {
  it.each([
    ['increasing', [r(2), r(5), r(10)], 10, 10],
    ['a later range not larger', [r(5), r(3)], 5, null],
    ['equal ranges', [r(5), r(5)], 5, null],
    ['disabled and zero ranges are skipped', [r(2), r(50, 0, false), r(0), r(4)], 4, 4],
    ['no usable range', [r(0), r(3, 0, false)], null, null],
    ['empty', [], null, null],
  ])('%s: expected %s, observed %s', (_name, ranges, expected, observed) => {
    expect(maxDeliveryRange(ranges)).toBe(expected);
    expect(maxDeliveryRangeAsObserved(ranges)).toBe(observed);
  });
});

describe('§5.8 districts and §2.11 polygon colours', () => {
  it('keeps enabled districts sorted by name, ignoring case and accents', () => {
    const districts = [
      { name: 'Zona Sul', enabled: true },
      { name: 'água branca', enabled: true },
      { name: 'Centro', enabled: false },
      { name: 'Bela Vista', enabled: true },
      { name: 'Distrito 10', enabled: true },
      { name: 'Distrito 9', enabled: true },
    ];
    expect(sortedDistricts(districts, 'pt').map((d) => d.name)).toEqual([
      'água branca',
      'Bela Vista',
      'Distrito 9',
      'Distrito 10',
      'Zona Sul',
    ]);
  });

  it.each([
    [0, 0],
    [5, 5],
    [19, 19],
    [20, 19],
    [57, 19],
    [-1, 0],
  ])('polygon %i uses palette entry %i', (index, entry) => {
    expect(polygonColor(index)).toEqual(POLYGON_PALETTE[entry]);
  });
});

describe('§3 delivery average_time validity', () => {
  it.each([
    ['-', false],
    [' - ', false],
    ['', false],
    [null, false],
    ['30', true],
    ['20-30 min', true],
  ])('%s → %s', (value, expected) => {
    expect(averageTimeIsValid(value)).toBe(expected);
  });
});
