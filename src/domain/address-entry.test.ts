// §3 Client address from the map flow, and adding a created address without duplicates.
import { describe, expect, it } from 'vitest';
import {
  coordinatesLine,
  mapAddressComplement,
  mapAddressPayload,
  pinAddress,
  upsertAddress,
} from './address-entry';
import type { ClientAddress } from './types';

const LABEL = 'exact location:';

describe('§3 map-flow complement', () => {
  it.each([
    ['12', 'Apt 4', 'exact location: 12 / Apt 4'],
    ['12', '', 'exact location: 12'],
    ['12', null, 'exact location: 12'],
    [null, 'Apt 4', 'Apt 4'],
    ['  ', ' Apt 4 ', 'Apt 4'],
    [null, null, null],
  ])('exact %j, complement %j → %j', (exact, complement, expected) => {
    expect(mapAddressComplement(exact, complement, LABEL)).toBe(expected);
  });
});

describe('§3 map-flow create payload', () => {
  const place = { address: 'Rua Augusta, 1500', lat: -23.55, lng: -46.66, exactAddress: '1500' };

  it('carries the coordinates, the looked-up area and the composed complement', () => {
    expect(
      mapAddressPayload({
        clientId: 'c1',
        place,
        complement: 'Casa 2',
        reference: ' ',
        area: { area_id: 'ar1', area_name: 'Bela Vista' },
        exactLabel: LABEL,
      }),
    ).toEqual({
      client_id: 'c1',
      address: 'Rua Augusta, 1500',
      area_id: 'ar1',
      area_name: 'Bela Vista',
      complement: 'exact location: 1500 / Casa 2',
      reference: null,
      latitude: -23.55,
      longitude: -46.66,
    });
  });

  it('is created without an area when the lookup failed (§8)', () => {
    const payload = mapAddressPayload({
      clientId: 'c1',
      place: { ...place, exactAddress: null },
      complement: null,
      reference: 'Blue door',
      area: null,
      exactLabel: LABEL,
    });
    expect(payload).toMatchObject({
      area_id: null,
      area_name: null,
      complement: null,
      reference: 'Blue door',
    });
  });
});

describe('adding a created address', () => {
  const address = (id: string, text: string): ClientAddress => ({
    id,
    address: text,
    complement: null,
    reference: null,
    area_id: null,
    area_name: null,
    latitude: 1,
    longitude: 2,
  });
  const list = [address('a1', 'One'), address('a2', 'Two')];

  it('appends a new one', () => {
    expect(upsertAddress(list, address('a3', 'Three')).map((a) => a.id)).toEqual([
      'a1',
      'a2',
      'a3',
    ]);
  });

  it('replaces the saved one the server answered with, in place', () => {
    const result = upsertAddress(list, address('a1', 'One (saved)'));
    expect(result.map((a) => a.address)).toEqual(['One (saved)', 'Two']);
  });
});

describe('§2.10 coordinates line', () => {
  it('is lat,lng with six decimals', () => {
    expect(coordinatesLine({ lat: -23.5614, lng: -46.6559 })).toBe('-23.561400,-46.655900');
  });
});

describe('DELIVERY_MAP pin address', () => {
  const point = { lat: 40.7, lng: -74 };
  it.each([
    [{ address: ' 200 Broadway ', locality: 'New York' }, '200 Broadway'],
    [{ address: null, locality: 'New York' }, 'New York (40.700000,-74.000000)'],
    [{ address: '', locality: null }, '40.700000,-74.000000'],
    [null, '40.700000,-74.000000'],
  ])('%j → %s', (answer, expected) => {
    expect(pinAddress(answer, point)).toBe(expected);
  });
});
