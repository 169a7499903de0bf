// The worker's sender speaks the same §7 calls as src/api, with the entry's idempotency keys,
// and reports failures the way drainOutbox reads them (status 0 without an answer).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderCreatePayload, OrderUpdatePayload } from '../src/domain/types';
import { SendError, createFetchSender } from './outbox-sender';

const base = new URL('http://demo.localhost:3000/api');

function stubFetch(answer: () => Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createFetchSender', () => {
  it('creates and updates orders with their idempotency keys', async () => {
    const calls = stubFetch(() =>
      Promise.resolve(Response.json({ id: 'o1', public_id: 'A-1' }, { status: 200 })),
    );
    const sender = createFetchSender(base);
    const create = { company_id: 'c1' } as unknown as OrderCreatePayload;
    const update = { currency: 'USD' } as unknown as OrderUpdatePayload;
    expect(await sender.createOrder(create, 'k-create')).toEqual({ id: 'o1', public_id: 'A-1' });
    await sender.updateOrder('c 1', 'o1', update, 'k-update');
    await sender.getOrCreateClient({
      company_id: 'c1',
      name: 'Ana',
      country_calling_code: '1',
      phone_number: '2125550123',
    });
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['POST', 'http://demo.localhost:3000/api/ms-orders/public/orders'],
      ['PATCH', 'http://demo.localhost:3000/api/ms-orders/public/companies/c%201/orders/o1'],
      ['POST', 'http://demo.localhost:3000/api/ms-clients/public/companies/c1/clients'],
    ]);
    const keys = calls.map((c) => (c.init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toEqual(['k-create', 'k-update', undefined]);
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual(create);
  });

  it('reports a refusal with its status and the server message', async () => {
    stubFetch(() =>
      Promise.resolve(Response.json({ message: 'The store is closed' }, { status: 422 })),
    );
    const error = await createFetchSender(base)
      .createOrder({} as OrderCreatePayload, 'k')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SendError);
    expect(error).toMatchObject({ status: 422, message: 'The store is closed' });
  });

  it('reports no answer as status 0', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await createFetchSender(base)
      .createOrder({} as OrderCreatePayload, 'k')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: 'Failed to fetch' });
  });
});
