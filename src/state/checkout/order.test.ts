// §4.4 order creation and the §4.5 update rule through the store, with fetch stubbed: a double
// submit sends one request, a retry reuses the idempotency key, the same update is not re-sent.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { line } from '../../domain/catalogue.fixtures';
import { makeCompany, makeService, makeSettings } from '../../domain/order-taking.fixtures';
import type { Order, OrderUpdatePayload } from '../../domain/types';
import { app, hold } from '../app';
import { cart } from '../cart/store';
import { clearCheckout } from './nav';
import { ensureOrderCreated, lastCreateAttempt, updateOrder } from './order';
import { isLocalOrder } from './local-order';
import { cartTotal } from '../../domain/pricing';
import { checkout } from './store';

interface Call {
  method: string;
  url: string;
  key: string | null;
  body: unknown;
}

let calls: Call[] = [];
let failNext = 0;

const order = (over: Partial<Order> = {}): Order =>
  ({ id: 'o-1', public_id: 'A1', total: 1000, meta_data: {}, ...over }) as Order;

function stubFetch(): void {
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({
      method: init.method ?? 'GET',
      url,
      key: headers['Idempotency-Key'] ?? null,
      body: init.body ? (JSON.parse(init.body as string) as unknown) : null,
    });
    if (failNext > 0) {
      failNext--;
      return Promise.reject(new TypeError('Failed to fetch'));
    }
    const body = init.method === 'PATCH' ? order({ comment: 'patched' }) : order();
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  });
}

const update: OrderUpdatePayload = { timezone: 'UTC', currency: 'USD', comment: 'x' };

beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  calls = [];
  failNext = 0;
  stubFetch();
  app.companyId = 'company-1';
  app.company = hold(makeCompany({ id: 'company-1' }));
  app.settings = hold(makeSettings({ takeaway: makeService({ collect_client_info: true }) }));
  clearCheckout();
  checkout.serviceType = 'TAKEAWAY';
  // Let the cart's own start-up (no IndexedDB here) settle before the test sets its lines.
  await new Promise((resolve) => setTimeout(resolve, 10));
  cart.lines = hold([line({ quantity: 2 })]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ensureOrderCreated', () => {
  it('sends one create for concurrent calls and stores the order', async () => {
    const [a, b] = await Promise.all([ensureOrderCreated(), ensureOrderCreated()]);
    expect(a.id).toBe('o-1');
    expect(b.id).toBe('o-1');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/ms-orders/public/orders' });
    expect(calls[0]?.key).toMatch(/\S{8,}/);
    expect(checkout.createdOrder?.id).toBe('o-1');
    expect(checkout.savingOrder).toBe(false);
    await ensureOrderCreated();
    expect(calls).toHaveLength(1);
  });

  it('offline, opens on a locally priced order and keeps the sent body and key for the queue', async () => {
    failNext = 1;
    const local = await ensureOrderCreated();
    expect(isLocalOrder(local)).toBe(true);
    expect(local.combos_price).toBe(cartTotal(cart.lines));
    expect(local.total).toBe(local.combos_price);
    expect(checkout.savingOrder).toBe(false);
    expect(lastCreateAttempt()).toEqual({ payload: calls[0]?.body, key: calls[0]?.key });
    // The local order is never patched: the submit queues it instead.
    await expect(updateOrder(update)).rejects.toMatchObject({ key: 'offline.needsConnection' });
    expect(calls).toHaveLength(1);
  });

  it('refuses an empty cart without calling the server', async () => {
    cart.lines = hold([]);
    await expect(ensureOrderCreated()).rejects.toMatchObject({ key: 'checkout.errors.emptyCart' });
    expect(calls).toHaveLength(0);
  });
});

describe('updateOrder (§4.5 hash rule)', () => {
  it('patches once for the same data, again for new data', async () => {
    await ensureOrderCreated();
    await updateOrder(update);
    await updateOrder({ ...update });
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1);
    await updateOrder({ ...update, comment: 'y' });
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2);
    expect(checkout.createdOrder?.comment).toBe('patched');
  });

  it('clears the hash on failure and passes the error on; the retry reuses its key', async () => {
    await ensureOrderCreated();
    failNext = 1;
    await expect(updateOrder(update)).rejects.toMatchObject({ status: 0 });
    expect(checkout.createdOrderPreviousDataHash).toBeNull();
    expect(checkout.savingOrder).toBe(false);
    await updateOrder(update);
    const patches = calls.filter((c) => c.method === 'PATCH');
    expect(patches).toHaveLength(2);
    expect(patches[1]?.key).toBe(patches[0]?.key);
  });
});
