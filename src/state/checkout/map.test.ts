// §4.4 current location, the DELIVERY_MAP pin and the map address confirm through the store, with
// the device position injected and fetch stubbed.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_SCREENS as S } from '../../domain/checkout-flow';
import { TIMINGS } from '../../domain/constants';
import { makeCompany, makeSettings } from '../../domain/order-taking.fixtures';
import type { Client, ClientAddress } from '../../domain/types';
import { setLocale } from '../../i18n';
import { app, hold } from '../app';
import {
  confirmMapAddress,
  goToCurrentLocation,
  mapPin,
  moveMapCentre,
  resetMapPin,
  submitMapPin,
} from './map';
import { clearCheckout } from './nav';
import { checkout } from './store';
import type { DevicePosition } from '../device/position';

const COMPANY = { latitude: -23.5614, longitude: -46.6559 };
const NEAR = { latitude: -23.5559, longitude: -46.6572 };

interface Call {
  url: URL;
  method: string;
  body: unknown;
}
let calls: Call[] = [];
let routes: Record<string, () => Response> = {};

const json =
  (body: unknown, status = 200) =>
  () =>
    new Response(JSON.stringify(body), { status });

const saved: ClientAddress = {
  id: 'addr-1',
  address: 'Rua Augusta, 1500',
  complement: 'exact location: 1500 / Casa 2',
  reference: null,
  area_id: 'area-bv',
  area_name: 'Bela Vista',
  latitude: NEAR.latitude,
  longitude: NEAR.longitude,
};

const client: Client = {
  id: 'cl-1',
  name: 'Ana',
  email: null,
  phone_number: '11987654321',
  source: null,
  addresses: [saved],
  available_points: 0,
};

// The 'exact location:' label comes from the address namespace, which loads with the locale.
beforeAll(() => setLocale('en'));

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  calls = [];
  routes = {
    reverse: json({ address: 'Rua Augusta, 1500', locality: 'Consolação' }),
    'delivery-area-cost': json({ area_price: 500, area_id: 'area-bv', area_name: 'Bela Vista' }),
    addresses: json(saved),
  };
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const parsed = new URL(url, 'http://x');
    calls.push({
      url: parsed,
      method: init.method ?? 'GET',
      body: init.body ? (JSON.parse(init.body as string) as unknown) : null,
    });
    const route = Object.keys(routes).find((r) => parsed.pathname.endsWith(r));
    return Promise.resolve(route ? (routes[route]?.() ?? json({}, 404)()) : json({}, 404)());
  });
  app.companyId = 'company-1';
  app.company = hold(makeCompany({ id: 'company-1', ...COMPANY }));
  app.settings = hold(makeSettings());
  app.client = null;
  clearCheckout();
  checkout.serviceType = 'DELIVERY';
  checkout.client = null;
  resetMapPin();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const at = (position: DevicePosition) => () => Promise.resolve(position);

describe('§4.4 current location', () => {
  it('with a position: DELIVERY_MAP centred on the device, its address reverse-geocoded', async () => {
    await goToCurrentLocation(at({ kind: 'ok', point: NEAR }));
    await vi.advanceTimersByTimeAsync(0);
    expect(checkout.screen).toBe(S.DELIVERY_MAP);
    expect(checkout.mapCenter).toEqual({ lat: NEAR.latitude, lng: NEAR.longitude });
    expect(mapPin.activateLocation).toBe(false);
    expect(mapPin.address).toBe('Rua Augusta, 1500');
    expect(calls[0]?.url.searchParams.get('latitude')).toBe(String(NEAR.latitude));
  });

  it('denied: the activate-location modal over the coverage map centred on the company', async () => {
    await goToCurrentLocation(at({ kind: 'denied' }));
    expect(checkout.screen).toBe(S.DELIVERY_MAP);
    expect(checkout.mapCenter).toEqual({ lat: COMPANY.latitude, lng: COMPANY.longitude });
    expect(mapPin.activateLocation).toBe(true);
  });

  it('unsupported: the coverage map at once, without the modal', async () => {
    await goToCurrentLocation(at({ kind: 'unsupported' }));
    expect(checkout.screen).toBe(S.DELIVERY_MAP);
    expect(checkout.mapCenter).toEqual({ lat: COMPANY.latitude, lng: COMPANY.longitude });
    expect(mapPin.activateLocation).toBe(false);
  });
});

describe('DELIVERY_MAP pin', () => {
  it('reverse geocodes 1500 ms after the map stops, once', async () => {
    await goToCurrentLocation(at({ kind: 'denied' }));
    await vi.advanceTimersByTimeAsync(0);
    const before = calls.length;
    moveMapCentre({ latitude: -23.56, longitude: -46.655 });
    moveMapCentre(NEAR);
    expect(mapPin.address).toBeNull();
    await vi.advanceTimersByTimeAsync(TIMINGS.reverseGeocodeDebounceMs - 1);
    expect(calls.length).toBe(before);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.length).toBe(before + 1);
    expect(mapPin.address).toBe('Rua Augusta, 1500');
  });

  it('refuses a pin within 20 m of the company (§5.1), then saves the place with the number', async () => {
    await goToCurrentLocation(at({ kind: 'denied' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(submitMapPin('10')).toBe(false);
    moveMapCentre(NEAR);
    await vi.advanceTimersByTimeAsync(TIMINGS.reverseGeocodeDebounceMs);
    expect(submitMapPin('  ')).toBe(false);
    expect(submitMapPin(' 1500 ')).toBe(true);
    expect(checkout.mapPlace).toEqual({
      address: 'Rua Augusta, 1500',
      lat: NEAR.latitude,
      lng: NEAR.longitude,
      exactAddress: '1500',
    });
    expect(checkout.screen).toBe(S.DELIVERY_MAP_ADDRESS_CREATE);
  });

  it('a failed reverse lookup leaves the coordinates as the address (§8)', async () => {
    routes.reverse = json({ message: 'down', code: 'geocoding_unavailable' }, 503);
    await goToCurrentLocation(at({ kind: 'ok', point: NEAR }));
    await vi.advanceTimersByTimeAsync(0);
    expect(mapPin.address).toBe('-23.555900,-46.657200');
    expect(mapPin.reverseLoading).toBe(false);
  });
});

describe('DELIVERY_MAP_ADDRESS_CREATE confirm', () => {
  it('looks up the area, creates the address with it, and never lists it twice', async () => {
    checkout.client = hold(client);
    checkout.clientAddresses = [saved];
    checkout.mapPlace = {
      address: 'Rua Augusta, 1500',
      lat: NEAR.latitude,
      lng: NEAR.longitude,
      exactAddress: '1500',
    };
    await confirmMapAddress({ complement: 'Casa 2', reference: '' });
    const cost = calls.find((c) => c.url.pathname.endsWith('delivery-area-cost'));
    expect(cost?.url.searchParams.get('latitude')).toBe(String(NEAR.latitude));
    const created = calls.find((c) => c.method === 'POST');
    expect(created?.body).toEqual({
      client_id: 'cl-1',
      address: 'Rua Augusta, 1500',
      area_id: 'area-bv',
      area_name: 'Bela Vista',
      complement: 'exact location: 1500 / Casa 2',
      reference: null,
      latitude: NEAR.latitude,
      longitude: NEAR.longitude,
    });
    // The server answered the identical saved address: replaced by id, not appended.
    expect(checkout.clientAddresses.map((a) => a.id)).toEqual(['addr-1']);
    expect(checkout.client?.addresses.map((a) => a.id)).toEqual(['addr-1']);
    expect(checkout.selectedClientAddressId).toBe('addr-1');
  });

  it('creates the address without an area when the lookup fails (§8)', async () => {
    routes['delivery-area-cost'] = json({ message: 'outside', code: 'outside_delivery_area' }, 422);
    routes.addresses = json({ ...saved, id: 'addr-2', area_id: null, area_name: null });
    checkout.client = hold({ ...client, addresses: [] });
    checkout.clientAddresses = [];
    checkout.mapPlace = { address: 'Far', lat: -23.7, lng: -46.7, exactAddress: null };
    await confirmMapAddress({ complement: '', reference: '' });
    const created = calls.find((c) => c.method === 'POST');
    expect(created?.body).toMatchObject({ area_id: null, area_name: null, complement: null });
    expect(checkout.clientAddresses.map((a) => a.id)).toEqual(['addr-2']);
  });
});
