import { describe, expect, it } from 'vitest';
import { isSameAddress, uniqueAddresses } from './saved-addresses';
import type { ClientAddress } from './types';

const a = (id: string, over: Partial<ClientAddress> = {}): ClientAddress => ({
  id,
  address: 'Calle 5 #12',
  complement: null,
  reference: null,
  area_id: 'd1',
  area_name: 'Centro',
  latitude: null,
  longitude: null,
  ...over,
});

describe('issue [9/13] saved addresses: the same place', () => {
  it.each([
    ['identical fields, other id', a('x'), true],
    ['another street', a('x', { address: 'Calle 6 #12' }), false],
    ['another complement', a('x', { complement: 'Apt 2' }), false],
    ['another reference', a('x', { reference: 'Blue door' }), false],
    ['another district', a('x', { area_id: 'd2' }), false],
    ['another district name', a('x', { area_name: 'Norte' }), false],
    ['a point where there was none', a('x', { latitude: 1, longitude: 2 }), false],
  ])('%s', (_name, other, expected) => {
    expect(isSameAddress(a('base'), other)).toBe(expected);
    expect(isSameAddress(other, a('base'))).toBe(expected);
  });

  it('compares coordinates exactly', () => {
    const here = a('1', { latitude: 19.4326, longitude: -99.1332 });
    expect(isSameAddress(here, a('2', { latitude: 19.4326, longitude: -99.1332 }))).toBe(true);
    expect(isSameAddress(here, a('3', { latitude: 19.4327, longitude: -99.1332 }))).toBe(false);
  });
});

describe('issue [9/13] saved addresses: a list without repeats', () => {
  it('drops repeated ids and identical addresses, keeping the first in order', () => {
    const list = [
      a('1'),
      a('2', { address: 'Calle 6 #1' }),
      a('1', { address: 'changed copy' }),
      a('3'),
      a('4', { complement: 'Apt 2' }),
      a('5', { address: 'Calle 6 #1' }),
    ];
    expect(uniqueAddresses(list).map((x) => x.id)).toEqual(['1', '2', '4']);
  });

  it('keeps a list that has no repeats as it is', () => {
    const list = [a('1'), a('2', { reference: 'gate' }), a('3', { area_id: null })];
    expect(uniqueAddresses(list)).toEqual(list);
    expect(uniqueAddresses([])).toEqual([]);
  });
});
