// The saved-address rule of src/domain/delivery.ts (issue [9/13]): what an address is priced by,
// its quote for every price type of §9 (the device's offline estimate and the server's order
// price), and §5.6's free-delivery minimum.
import { describe, expect, it } from 'vitest';
import { deliverySettings, quoteCompany } from './catalogue.fixtures';
import { OTHER_DISTRICT_ID } from './constants';
import { addressQuote, deliveryFee, deliveryTargetOfAddress } from './delivery';
import type { AddressLocation } from './delivery';
import type { DeliveryArea, DeliverySettings } from './types';

const p = (latitude: number, longitude: number) => ({ latitude, longitude });
const at = (latitude: number | null, longitude: number | null, area_id: string | null = null) => ({
  latitude,
  longitude,
  area_id,
  area_name: area_id ? 'Centro' : null,
});

describe('issue [9/13] what a saved address is priced by', () => {
  it.each([
    ['districts: the district wins over a point', 'districts', at(1, 2, 'd1'), 'd1'],
    ['districts: a point when there is no district', 'districts', at(1, 2), 'point'],
    ['ranges: the point wins over a district', 'ranges', at(1, 2, 'd1'), 'point'],
    ['areas: a district when there is no point', 'areas', at(null, null, 'd1'), 'd1'],
    ['distance: half a point is no point', 'distance', at(1, null), null],
    ['fixed: nothing to locate', 'fixed', at(null, null), null],
  ] as [string, DeliverySettings['prices']['type'], AddressLocation, string | null][])(
    '%s',
    (_name, type, address, expected) => {
      const target = deliveryTargetOfAddress(type, address);
      const kind = target?.kind === 'district' ? target.districtId : (target?.kind ?? null);
      expect(kind).toBe(expected);
    },
  );
});

describe('§9 every price type prices a saved address', () => {
  const area: DeliveryArea = {
    id: 'a1',
    name: 'Norte',
    enabled: true,
    price: 300,
    area: [p(0, 0), p(0, 0.01), p(0.01, 0.01), p(0.01, 0)],
  };
  const company = quoteCompany({
    latitude: 0,
    longitude: 0,
    delivery_ranges: [
      { enabled: true, max: 2, price: 200 },
      { enabled: true, max: 5, price: 500 },
    ],
    delivery_areas: [area],
    delivery_districts: [{ id: 'd1', name: 'Centro', enabled: true, price: 400 }],
  });
  const open = { ...company, receives_orders_outside_delivery_range: true };
  const s = (prices: DeliverySettings['prices']) => deliverySettings(prices);
  const price = (
    area_price: number,
    area_id: string | null = null,
    name: string | null = null,
  ) => ({
    ok: true,
    area_price,
    area_id,
    area_name: name,
  });
  const out = { ok: false, reason: 'out_of_coverage' };
  const nowhere = { ok: false, reason: 'no_location' };
  const km1 = at(0, 0.009); // ~1 km east of the company
  const km4 = at(0, 0.036); // ~4 km
  const km10 = at(0, 0.09); // ~10 km

  it.each([
    [
      'fixed, anywhere',
      company,
      s({ type: 'fixed', fixed: { price: 650 } }),
      at(null, null),
      price(650),
    ],
    ['to be defined', company, s({ type: 'to_be_defined' }), at(null, null), price(0)],
    ['ranges, first band', company, s({ type: 'ranges' }), km1, price(200)],
    ['ranges, second band', company, s({ type: 'ranges' }), km4, price(500)],
    ['ranges, beyond every band', company, s({ type: 'ranges' }), km10, out],
    ['ranges, beyond but the company takes it', open, s({ type: 'ranges' }), km10, price(0)],
    ['ranges, without a location', company, s({ type: 'ranges' }), at(null, null), nowhere],
    [
      'km: starting price + price per km × distance',
      company,
      s({ type: 'distance', distance: { price_per_km: 100, starting_price: 250 } }),
      km4,
      price(650),
    ], // 250 + 100 × 4.003 km, rounded to a whole minor unit
    [
      'areas, inside the polygon',
      company,
      s({ type: 'areas' }),
      at(0.005, 0.005),
      price(300, 'a1', 'Norte'),
    ],
    ['areas, outside every polygon', company, s({ type: 'areas' }), km10, out],
    [
      'areas, outside with out-of-area on',
      company,
      s({ type: 'areas', area: { enable_out_of_area: true } }),
      km10,
      price(0),
    ],
    [
      'districts, by id',
      company,
      s({ type: 'districts' }),
      at(5, 5, 'd1'),
      price(400, 'd1', 'Centro'),
    ],
    [
      'districts, another district with out-of-area on',
      company,
      s({ type: 'districts', area: { enable_out_of_area: true } }),
      { ...at(null, null, OTHER_DISTRICT_ID), area_name: 'Vila' },
      price(0, OTHER_DISTRICT_ID, 'Vila'),
    ],
    ['districts, an unknown id', company, s({ type: 'districts' }), at(null, null, 'gone'), out],
  ] as [string, typeof company, DeliverySettings, AddressLocation, unknown][])(
    '%s',
    (_name, c, settings, address, expected) => {
      expect(addressQuote(c, settings, address)).toEqual(expected);
    },
  );
});

describe('§5.6 the free-delivery minimum', () => {
  const withMinimum = (minimum_amount_for_free: number | null) => ({ minimum_amount_for_free });
  it.each([
    ['below the minimum pays the area price', withMinimum(5000), 4999, 400, 400],
    ['at the minimum delivery is free', withMinimum(5000), 5000, 400, 0],
    ['above the minimum delivery is free', withMinimum(5000), 9000, 400, 0],
    ['no minimum always pays', withMinimum(null), 100_000, 400, 400],
    ['a zero minimum is not valid', withMinimum(0), 100, 400, 400],
    ['a negative area price is free', withMinimum(null), 100, -5, 0],
  ])('%s', (_name, settings, itemsTotal, areaPrice, expected) => {
    expect(deliveryFee(settings, itemsTotal, areaPrice)).toBe(expected);
  });
});
