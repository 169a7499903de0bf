// Issue [8/13]: every call that reads or uses a client's private view sends this device's secret
// as X-Client-Secret, and sends no such header when the device holds none.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderCreatePayload } from '../domain/types';
import { getClient } from './client';
import { clientSecretHeaders } from './client-secret';
import { createAddress, getOrCreateClient } from './clients';
import { applyDiscount, createOrder, patchOrder } from './orders';

let sent: { method: string; url: string; headers: Record<string, string> }[] = [];

beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    sent.push({
      method: init.method ?? 'GET',
      url,
      headers: (init.headers ?? {}) as Record<string, string>,
    });
    return Promise.resolve(Response.json({ id: 'x' }));
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const secretOf = (i: number) => sent[i]?.headers['X-Client-Secret'];
const phone = { company_id: 'c1', name: 'Bia', country_calling_code: '1', phone_number: '2' };
const address = {
  client_id: 'cl1',
  address: 'Main St #1',
  area_id: null,
  area_name: null,
  complement: null,
  reference: null,
  latitude: null,
  longitude: null,
};
const order = { company_id: 'c1', client_id: 'cl1' } as OrderCreatePayload;

describe('X-Client-Secret', () => {
  it('goes on the client read (§4.9 restore) only when the device has a secret', async () => {
    await getClient('c1', 'cl1', 'S1');
    await getClient('c1', 'cl1', null);
    await getClient('c1', 'cl1');
    expect(sent.map((s) => s.url)).toEqual(
      Array(3).fill('/api/ms-clients/public/companies/c1/clients/cl1'),
    );
    expect([secretOf(0), secretOf(1), secretOf(2)]).toEqual(['S1', undefined, undefined]);
  });

  it('goes on get-or-create and address creation', async () => {
    await getOrCreateClient(phone, 'S1');
    await getOrCreateClient(phone, null);
    await createAddress(address, 'S2');
    await createAddress(address, null);
    expect(sent.map((s) => [s.method, s.url, s.headers['X-Client-Secret']])).toEqual([
      ['POST', '/api/ms-clients/public/companies/c1/clients', 'S1'],
      ['POST', '/api/ms-clients/public/companies/c1/clients', undefined],
      ['POST', '/api/ms-clients/public/addresses', 'S2'],
      ['POST', '/api/ms-clients/public/addresses', undefined],
    ]);
  });

  it('goes on order creation and apply-discount beside the idempotency key, not on the update', async () => {
    await createOrder(order, 'k1', 'S1');
    await createOrder(order, 'k2', null);
    await applyDiscount('c1', { order_id: 'o1', reward_id: 'r1', client_id: 'cl1' }, 'k3', 'S2');
    await applyDiscount('c1', { order_id: 'o1', coupon_code: 'SAVE' }, 'k4', null);
    await patchOrder('c1', 'o1', { timezone: 'UTC', currency: 'USD' }, 'k5');
    expect(sent.map((s) => [s.headers['Idempotency-Key'], s.headers['X-Client-Secret']])).toEqual([
      ['k1', 'S1'],
      ['k2', undefined],
      ['k3', 'S2'],
      ['k4', undefined],
      ['k5', undefined],
    ]);
  });

  it('is left out for an empty secret', () => {
    expect(clientSecretHeaders('')).toEqual({});
    expect(clientSecretHeaders(undefined)).toEqual({});
    expect(clientSecretHeaders('S')).toEqual({ 'X-Client-Secret': 'S' });
  });
});
