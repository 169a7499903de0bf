import { describe, expect, it } from 'vitest';
import { coverageMapView } from './coverage-map';
import { makeCompany, makeSettings } from '../landing/test-fixtures';
import { POLYGON_PALETTE } from '../../domain/constants';
import type { DeliverySettings, LatLng } from '../../domain/types';

const base = makeSettings();
const withPrices = (prices: DeliverySettings['prices'], active = true) =>
  makeSettings({ delivery: { ...base.delivery, active, prices } });

const square = (lat: number, lng: number, d = 0.01): LatLng[] => [
  { latitude: lat - d, longitude: lng - d },
  { latitude: lat - d, longitude: lng + d },
  { latitude: lat + d, longitude: lng + d },
  { latitude: lat + d, longitude: lng - d },
];

describe('coverageMapView (§2.8 location and coverage, §2.11 coverage maps)', () => {
  it('puts the company marker, titled with its name, at its position', () => {
    const view = coverageMapView(
      makeCompany({ name: 'Sabor', latitude: -23.5, longitude: -46.6 }),
      withPrices({ type: 'fixed', fixed: { price: 500 } }),
    );
    expect(view.centre).toEqual({ latitude: -23.5, longitude: -46.6 });
    expect(view.companyMarker).toEqual({
      point: { latitude: -23.5, longitude: -46.6 },
      title: 'Sabor',
    });
  });

  it.each([
    ['no latitude', { latitude: null }],
    ['no longitude', { longitude: null }],
    ['latitude out of range', { latitude: 91 }],
  ])('has no centre and no marker with %s (the map shows the world, §2.11)', (_, patch) => {
    const view = coverageMapView(makeCompany(patch), withPrices({ type: 'ranges' }));
    expect(view.centre).toBeNull();
    expect(view.companyMarker).toBeNull();
    expect(view.circle).toBeNull();
  });

  it('draws enabled areas with 3+ vertices, coloured in list order from the palette', () => {
    const view = coverageMapView(
      makeCompany({
        delivery_areas: [
          { id: 'a1', name: ' Centro ', enabled: true, price: 0, area: square(1, 2) },
          { id: 'a2', enabled: false, price: 0, area: square(1, 2, 0.02) },
          { id: 'a3', enabled: true, price: 0, area: square(1, 2).slice(0, 2) },
          { id: 'a4', enabled: true, price: 0, area: square(1, 2, 0.03) },
        ],
      }),
      withPrices({ type: 'areas', area: { enable_out_of_area: false } }),
    );
    expect(view.polygons.map((p) => [p.id, p.name])).toEqual([
      ['a1', 'Centro'],
      ['a4', null],
    ]);
    expect(view.polygons[0]).toMatchObject(POLYGON_PALETTE[0]!);
    expect(view.polygons[1]).toMatchObject(POLYGON_PALETTE[1]!);
    expect(view.polygons[1]!.paths).toEqual(square(1, 2, 0.03));
    expect(view.circle).toBeNull();
  });

  it('reuses the last palette colour beyond 20 areas', () => {
    const areas = Array.from({ length: 22 }, (_, i) => ({
      id: `a${i}`,
      enabled: true,
      price: 0,
      area: square(i, i),
    }));
    const view = coverageMapView(
      makeCompany({ delivery_areas: areas }),
      withPrices({ type: 'areas' }),
    );
    const last = POLYGON_PALETTE[POLYGON_PALETTE.length - 1]!;
    expect(view.polygons).toHaveLength(22);
    expect(view.polygons[21]).toMatchObject(last);
    expect(view.polygons[20]).toMatchObject(last);
    expect(view.polygons[18]).not.toMatchObject(last);
  });

  it("falls back to the settings' areas when the company lists none", () => {
    const view = coverageMapView(
      makeCompany({ delivery_areas: [] }),
      withPrices({
        type: 'areas',
        area: {
          enable_out_of_area: true,
          areas: [{ id: 'x', enabled: true, paths: square(5, 5) }],
        },
      }),
    );
    expect(view.polygons.map((p) => [p.id, p.name])).toEqual([['x', null]]);
  });

  it('draws districts only when they carry paths, in the sorted list order', () => {
    const view = coverageMapView(
      makeCompany({
        delivery_districts: [
          { id: 'd1', name: 'Roma', enabled: true, price: 1, paths: square(19, -99) },
          { id: 'd2', name: 'Condesa', enabled: true, price: 1 },
          { id: 'd3', name: 'arcos', enabled: true, price: 1, paths: square(19.1, -99) },
          { id: 'd4', name: 'Off', enabled: false, price: 1, paths: square(19.2, -99) },
        ],
      }),
      withPrices({ type: 'districts' }),
    );
    expect(view.polygons.map((p) => p.name)).toEqual(['arcos', 'Roma']);
    expect(view.polygons[0]).toMatchObject(POLYGON_PALETTE[0]!);
  });

  it.each([['fixed'], ['ranges'], ['distance']] as const)(
    '%s: the green circle of the largest enabled range, around the company',
    (type) => {
      const view = coverageMapView(
        makeCompany({
          latitude: 40.7,
          longitude: -74,
          delivery_ranges: [
            { enabled: true, max: 3 },
            { enabled: false, max: 12 },
            { enabled: true, max: 7.5 },
          ],
        }),
        withPrices({ type }),
      );
      expect(view.circle).toEqual({ centre: { latitude: 40.7, longitude: -74 }, radiusKm: 7.5 });
      expect(view.polygons).toEqual([]);
    },
  );

  it('has no circle when no range is usable', () => {
    const view = coverageMapView(
      makeCompany({ delivery_ranges: [{ enabled: true, max: 0 }] }),
      withPrices({ type: 'ranges' }),
    );
    expect(view.circle).toBeNull();
  });

  it('draws no coverage when delivery is not active, but keeps the company marker', () => {
    const view = coverageMapView(
      makeCompany({ delivery_ranges: [{ enabled: true, max: 5 }] }),
      withPrices({ type: 'ranges' }, false),
    );
    expect(view.circle).toBeNull();
    expect(view.polygons).toEqual([]);
    expect(view.companyMarker).not.toBeNull();
  });
});
