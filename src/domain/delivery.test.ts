import { describe, expect, it } from 'vitest';
import { OTHER_DISTRICT_ID } from './constants';
import {
  areaFor,
  deliveryQuote,
  deliveryTargetFromQuery,
  perKmPrice,
  rangePrice,
} from './delivery';
import type { DeliveryTarget } from './delivery';
import { deliverySettings, quoteCompany } from './catalogue.fixtures';
import type { QuoteCompanyFixture } from './catalogue.fixtures';
import type { DeliveryArea, DeliveryRange, DeliverySettings } from './types';

const p = (latitude: number, longitude: number) => ({ latitude, longitude });
const r = (max: number, price?: number, enabled = true): DeliveryRange => ({ enabled, max, price });

describe('§3 delivery ranges: price by distance band', () => {
  const ranges = [r(5, 500), r(2, 200), r(10, 900), r(20, 50, false), r(0, 1)];
  it.each([
    [0, 200],
    [2, 200],
    [2.0001, 500],
    [5, 500],
    [9.99, 900],
    [10, 900],
    [10.01, null],
    [15, null],
  ])('%d km → %s', (km, expected) => {
    expect(rangePrice(ranges, km)).toBe(expected);
  });

  it('a range without a price is free', () => {
    expect(rangePrice([r(3)], 1)).toBe(0);
  });
});

describe('§3 distance pricing', () => {
  it.each([
    [{ price_per_km: 100, starting_price: 300 }, 0, 300],
    [{ price_per_km: 100, starting_price: 300 }, 2.345, 535],
    [{ price_per_km: 150, starting_price: 0 }, 1.5, 225],
    [{ price_per_km: 0, starting_price: 0 }, 42, 0],
    [{ price_per_km: -100, starting_price: -5 }, 3, 0],
    [null, 3, 0],
  ])('%o over %d km → %i', (distance, km, expected) => {
    expect(perKmPrice(distance, km)).toBe(expected);
  });
});

const square = (
  id: string,
  lat: number,
  lng: number,
  size: number,
  price: number,
  enabled = true,
): DeliveryArea => ({
  id,
  name: `Area ${id}`,
  enabled,
  price,
  area: [p(lat, lng), p(lat, lng + size), p(lat + size, lng + size), p(lat + size, lng)],
});

describe('§2.11 delivery areas', () => {
  const areas = [
    square('off', 0, 0, 1, 999, false),
    square('a', 0, 0, 1, 300),
    square('b', 0.5, 0.5, 1, 600),
  ];
  it.each([
    [p(0.2, 0.2), 'a'],
    [p(0.7, 0.7), 'a'],
    [p(1.2, 1.2), 'b'],
    [p(0, 0.5), 'a'],
    [p(5, 5), null],
  ])('%o → %s', (point, id) => {
    expect(areaFor(point, areas)?.id ?? null).toBe(id);
  });
});

describe('§7.1 delivery-area-cost quote by price type', () => {
  const company = quoteCompany({
    latitude: 0,
    longitude: 0,
    delivery_ranges: [r(2, 200), r(5, 500)],
    delivery_areas: [square('a1', 0, 0, 0.01, 300)],
    delivery_districts: [
      {
        id: 'd1',
        name: 'Centro',
        enabled: true,
        price: 400,
        paths: [p(1, 1), p(1, 2), p(2, 2), p(2, 1)],
      },
      { id: 'd2', name: 'Closed', enabled: false, price: 100 },
    ],
  });
  const open = { ...company, receives_orders_outside_delivery_range: true };
  const near: DeliveryTarget = { kind: 'point', point: p(0, 0.009) }; // ~1 km east
  const mid: DeliveryTarget = { kind: 'point', point: p(0, 0.036) }; // ~4 km
  const far: DeliveryTarget = { kind: 'point', point: p(0, 0.09) }; // ~10 km
  const inD1: DeliveryTarget = { kind: 'point', point: p(1.5, 1.5) };
  const s = (prices: DeliverySettings['prices']) => deliverySettings(prices);
  const ok = (
    area_price: number,
    area_id: string | null = null,
    area_name: string | null = null,
  ) => ({
    ok: true,
    area_price,
    area_id,
    area_name,
  });
  const out = { ok: false, reason: 'out_of_coverage' };

  it.each([
    ['to be defined', company, s({ type: 'to_be_defined' }), far, ok(0)],
    ['fixed', company, s({ type: 'fixed', fixed: { price: 650 } }), far, ok(650)],
    ['ranges, first band', company, s({ type: 'ranges' }), near, ok(200)],
    ['ranges, second band', company, s({ type: 'ranges' }), mid, ok(500)],
    ['ranges, beyond', company, s({ type: 'ranges' }), far, out],
    ['ranges, beyond but accepted', open, s({ type: 'ranges' }), far, ok(0)],
    [
      'ranges from settings when the company has none',
      { ...company, delivery_ranges: [] },
      s({ type: 'ranges', ranges: [{ max: 20, price: 800 }] }),
      far,
      ok(800),
    ],
    [
      'ranges without company coordinates',
      { ...company, latitude: null },
      s({ type: 'ranges' }),
      near,
      out,
    ],
    [
      'distance',
      company,
      s({ type: 'distance', distance: { price_per_km: 100, starting_price: 250 } }),
      far,
      ok(1251),
    ], // 0.09° of longitude at the equator ≈ 10.0075 km → 250 + 1001
    [
      'areas, inside',
      company,
      s({ type: 'areas' }),
      { kind: 'point', point: p(0.005, 0.005) },
      ok(300, 'a1', 'Area a1'),
    ],
    ['areas, outside', company, s({ type: 'areas' }), far, out],
    [
      'areas, outside with enable_out_of_area',
      company,
      s({ type: 'areas', area: { enable_out_of_area: true } }),
      far,
      ok(0),
    ],
    [
      'areas need a point',
      company,
      s({ type: 'areas' }),
      { kind: 'district', districtId: 'd1' },
      out,
    ],
    [
      'districts by id',
      company,
      s({ type: 'districts' }),
      { kind: 'district', districtId: 'd1' },
      ok(400, 'd1', 'Centro'),
    ],
    [
      'districts, disabled id',
      company,
      s({ type: 'districts' }),
      { kind: 'district', districtId: 'd2' },
      out,
    ],
    [
      'districts by point in paths',
      company,
      s({ type: 'districts' }),
      inD1,
      ok(400, 'd1', 'Centro'),
    ],
    ['districts, point outside', company, s({ type: 'districts' }), far, out],
    [
      'another district when out-of-area is on',
      company,
      s({ type: 'districts', area: { enable_out_of_area: true } }),
      { kind: 'district', districtId: OTHER_DISTRICT_ID, name: ' Vila Nova ' },
      ok(0, OTHER_DISTRICT_ID, 'Vila Nova'),
    ],
    [
      'another district when out-of-area is off',
      company,
      s({ type: 'districts' }),
      { kind: 'district', districtId: OTHER_DISTRICT_ID, name: 'Vila' },
      out,
    ],
  ] as [string, QuoteCompanyFixture, DeliverySettings, DeliveryTarget, unknown][])(
    '%s',
    (_name, c, settings, target, expected) => {
      expect(deliveryQuote(c, settings, target)).toEqual(expected);
    },
  );
});

describe('§7.1 delivery-area-cost query to target', () => {
  it.each([
    [
      { latitude: 1, longitude: 2 },
      { kind: 'point', point: p(1, 2) },
    ],
    [
      { latitude: 1, longitude: 2, area_id: 'd1' },
      { kind: 'district', districtId: 'd1', name: null },
    ],
    [
      { area_id: OTHER_DISTRICT_ID, area_name: 'Vila' },
      { kind: 'district', districtId: OTHER_DISTRICT_ID, name: 'Vila' },
    ],
    [{ latitude: 1 }, null],
    [{ latitude: Number.NaN, longitude: 2 }, null],
    [{}, null],
  ])('%o', (query, expected) => {
    expect(deliveryTargetFromQuery(query)).toEqual(expected);
  });
});
