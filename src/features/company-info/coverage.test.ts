import { describe, expect, it } from 'vitest';
import { deliveryCoverage } from './coverage';
import { makeCompany, makeSettings } from '../landing/test-fixtures';
import type { DeliverySettings } from '../../domain/types';

const base = makeSettings();
const withPrices = (prices: DeliverySettings['prices'], active = true) =>
  makeSettings({ delivery: { ...base.delivery, active, prices } });

const districts = [
  { id: 'd1', name: 'Palermo', enabled: true, price: 100 },
  { id: 'd2', name: 'almagro', enabled: true, price: 100 },
  { id: 'd3', name: 'Caballito', enabled: false, price: 100 },
];

describe('deliveryCoverage (§2.8 delivery coverage area, §5.8 display rules)', () => {
  it('is absent when delivery is not active', () => {
    expect(deliveryCoverage(makeCompany(), withPrices({ type: 'districts' }, false))).toBeNull();
  });

  it.each([
    [
      'districts: enabled names sorted by name',
      { delivery_districts: districts },
      { type: 'districts' as const },
      { kind: 'districts', names: ['almagro', 'Palermo'] },
    ],
    [
      'districts: none enabled',
      { delivery_districts: [districts[2]!] },
      { type: 'districts' as const },
      { kind: 'none' },
    ],
    [
      'areas: enabled areas counted, named ones listed',
      {
        delivery_areas: [
          { id: 'a1', name: 'Centro', enabled: true, price: 0, area: [] },
          { id: 'a2', enabled: true, price: 0, area: [] },
          { id: 'a3', name: 'Off', enabled: false, price: 0, area: [] },
        ],
      },
      { type: 'areas' as const },
      { kind: 'areas', names: ['Centro'], count: 2 },
    ],
    [
      'areas: only the settings list has them',
      {},
      {
        type: 'areas' as const,
        area: { enable_out_of_area: false, areas: [{ id: 'x', enabled: true, paths: [] }] },
      },
      { kind: 'areas', names: [], count: 1 },
    ],
    ['areas: none enabled', {}, { type: 'areas' as const }, { kind: 'none' }],
    [
      'ranges: the maximum delivery range',
      {
        delivery_ranges: [
          { enabled: true, max: 3 },
          { enabled: true, max: 8 },
          { enabled: false, max: 20 },
        ],
      },
      { type: 'ranges' as const },
      { kind: 'range', km: 8 },
    ],
    [
      'fixed: bounded by the ranges too',
      { delivery_ranges: [{ enabled: true, max: 5 }] },
      { type: 'fixed' as const },
      { kind: 'range', km: 5 },
    ],
    ['fixed without ranges', {}, { type: 'fixed' as const }, { kind: 'none' }],
  ])('%s', (_name, company, prices, detail) => {
    expect(deliveryCoverage(makeCompany(company), withPrices(prices))?.detail).toEqual(detail);
  });

  it.each([true, false])('carries the out-of-coverage note flag (%s)', (allowed) => {
    const coverage = deliveryCoverage(
      makeCompany({ receives_orders_outside_delivery_range: allowed }),
      withPrices({ type: 'fixed' }),
    );
    expect(coverage?.outsideAllowed).toBe(allowed);
  });
});
