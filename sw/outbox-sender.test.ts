// The worker's sender speaks the same §7 calls as src/api, with the entry's idempotency keys,
// and reports failures the way drainOutbox reads them (status 0 without an answer).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderCreatePayload, OrderUpdatePayload } from '../src/domain/types';
import { refusalOf } from '../src/api/refusal';
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
    expect(await sender.createOrder(create, 'k-create', null)).toEqual({
      id: 'o1',
      public_id: 'A-1',
    });
    await sender.updateOrder('c 1', 'o1', update, 'k-update');
    await sender.getOrCreateClient(
      { company_id: 'c1', name: 'Ana', country_calling_code: '1', phone_number: '2125550123' },
      null,
    );
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['POST', 'http://demo.localhost:3000/api/ms-orders/public/orders'],
      ['PATCH', 'http://demo.localhost:3000/api/ms-orders/public/companies/c%201/orders/o1'],
      ['POST', 'http://demo.localhost:3000/api/ms-clients/public/companies/c1/clients'],
    ]);
    const keys = calls.map((c) => (c.init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toEqual(['k-create', 'k-update', undefined]);
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual(create);
  });

  it('sends the client secret on get-or-create, create and apply-discount only when it has one', async () => {
    const calls = stubFetch(() =>
      Promise.resolve(Response.json({ id: 'cl1', client_secret: 's'.repeat(43) }, { status: 200 })),
    );
    const sender = createFetchSender(base);
    const body = { company_id: 'c1', name: 'Ana', country_calling_code: '1', phone_number: '2' };
    expect(await sender.getOrCreateClient(body, 'secret-a')).toEqual({
      id: 'cl1',
      client_secret: 's'.repeat(43),
    });
    await sender.createOrder({ company_id: 'c1' } as OrderCreatePayload, 'k1', 'secret-b');
    await sender.applyDiscount('c1', { order_id: 'o1', coupon_code: 'X' }, 'k2', 'secret-c');
    await sender.updateOrder('c1', 'o1', {} as OrderUpdatePayload, 'k3');
    await sender.createOrder({ company_id: 'c1' } as OrderCreatePayload, 'k4', null);
    await sender.getOrCreateClient(body, null);
    const secrets = calls.map((c) => (c.init.headers as Record<string, string>)['X-Client-Secret']);
    expect(secrets).toEqual(['secret-a', 'secret-b', 'secret-c', undefined, undefined, undefined]);
  });

  it('applies a coupon under its idempotency key, and reports a refusal with its code', async () => {
    const calls = stubFetch(() =>
      Promise.resolve(Response.json({ id: 'o2', public_id: 'A-2' }, { status: 200 })),
    );
    const body = { order_id: 'o2', coupon_code: 'SAVE10' };
    expect(await createFetchSender(base).applyDiscount('c 1', body, 'k-discount', null)).toEqual({
      id: 'o2',
      public_id: 'A-2',
    });
    expect(calls.map((c) => [c.init.method, c.url])).toEqual([
      ['POST', 'http://demo.localhost:3000/api/ms-orders/public/companies/c%201/apply-discount'],
    ]);
    expect((calls[0]!.init.headers as Record<string, string>)['Idempotency-Key']).toBe(
      'k-discount',
    );
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual(body);
    stubFetch(() =>
      Promise.resolve(
        Response.json(
          { message: 'Coupon used up', code: 'coupon_used_up', params: { n: 2 } },
          { status: 409 },
        ),
      ),
    );
    const error = await createFetchSender(base)
      .applyDiscount('c1', body, 'k', null)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SendError);
    expect(error).toMatchObject({ status: 409, message: 'Coupon used up' });
    expect(refusalOf(error)).toMatchObject({ code: 'coupon_used_up', params: { n: 2 } });
  });

  it('reports a refusal with its status and the server message', async () => {
    stubFetch(() =>
      Promise.resolve(Response.json({ message: 'The store is closed' }, { status: 422 })),
    );
    const error = await createFetchSender(base)
      .createOrder({} as OrderCreatePayload, 'k', null)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SendError);
    expect(error).toMatchObject({ status: 422, message: 'The store is closed' });
  });

  it('carries the refusal code and its checked params and stock lines', async () => {
    const item = {
      product_id: 'crab',
      variant_id: 'crab-v',
      name: 'Crab Cakes',
      variant_name: null,
      requested: 2,
      available: 0,
    };
    stubFetch(() =>
      Promise.resolve(
        Response.json(
          {
            message: 'Not enough stock',
            code: 'out_of_stock',
            params: { ok: 1, bad: { nested: true } },
            items: [item, { name: 'broken' }],
          },
          { status: 409 },
        ),
      ),
    );
    const error = await createFetchSender(base)
      .updateOrder('c1', 'o1', {} as OrderUpdatePayload, 'k')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SendError);
    expect(error).toMatchObject({ status: 409, message: 'Not enough stock' });
    expect(refusalOf(error)).toEqual({ code: 'out_of_stock', params: { ok: 1 }, items: [item] });
  });

  it('drops a code it does not know, and reads a body that is not JSON by its status', async () => {
    stubFetch(() =>
      Promise.resolve(Response.json({ message: 'Nope', code: 'whatever' }, { status: 422 })),
    );
    const unknown = await createFetchSender(base)
      .createOrder({} as OrderCreatePayload, 'k', null)
      .catch((e: unknown) => e);
    expect(unknown).toMatchObject({ status: 422, message: 'Nope' });
    expect(refusalOf(unknown).code).toBeUndefined();
    stubFetch(() =>
      Promise.resolve(new Response('<html>', { status: 502, statusText: 'Bad Gateway' })),
    );
    const html = await createFetchSender(base)
      .createOrder({} as OrderCreatePayload, 'k', null)
      .catch((e: unknown) => e);
    expect(html).toMatchObject({ status: 502, message: 'Bad Gateway' });
  });

  it('reports no answer as status 0', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await createFetchSender(base)
      .createOrder({} as OrderCreatePayload, 'k', null)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: 'Failed to fetch' });
  });
});
