// Issue [7/13] through the real stores (fetch stubbed, IndexedDB faked): a placement refused for
// stock corrects the cart with notices and brings the diner to /cart; a swept draft or a
// discount lost at placement gets a fresh draft (new key) and a notice, and is never placed
// without the diner confirming the new totals.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { buildCartLine } from '../../domain/cart-line';
import { group, product, variant } from '../../domain/catalogue.fixtures';
import type { StockShortage } from '../../domain/error-codes';
import { makeCompany, makeService, makeSettings } from '../../domain/order-taking.fixtures';
import type { Order, OrderUpdatePayload } from '../../domain/types';
import { loadCart, resetCartStorage } from '../../db/cart-repository';
import { app, hold } from '../app';
import { cart, cartSaved, loadCartFor } from '../cart';
import { commit } from '../cart/store';
import { ledgerFromLines } from '../../domain/stock';
import { catalogue } from '../catalogue';
import { clearCheckout } from './nav';
import { applyCoupon, completeOrder, ensureOrderCreated, updateOrder } from './order';
import { checkout } from './store';

vi.mock('wouter/use-browser-location', () => ({ navigate: vi.fn() }));

interface Call {
  method: string;
  url: string;
  key: string | null;
  body: unknown;
}

type Answer = { status: number; body: unknown };
let calls: Call[] = [];
let answer: (call: Call) => Answer;

const order = (id: string, over: Partial<Order> = {}): Order =>
  ({
    id,
    public_id: id.toUpperCase(),
    total: 1000,
    meta_data: {},
    discounts: [],
    ...over,
  }) as Order;

const refusal = (status: number, code: string, extra: object = {}): Answer => ({
  status,
  body: { message: 'English for the logs', code, ...extra },
});

/** A fake server: every create makes a new order id; writes answer what `answer` says. */
function stubFetch(): void {
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    const call: Call = {
      method: init.method ?? 'GET',
      url,
      key: headers['Idempotency-Key'] ?? null,
      body: init.body ? (JSON.parse(init.body as string) as unknown) : null,
    };
    calls.push(call);
    const { status, body } = answer(call);
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  });
}

const creates = () => calls.filter((c) => c.method === 'POST' && c.url.endsWith('/orders'));
const patches = () => calls.filter((c) => c.method === 'PATCH');
const discounts = () => calls.filter((c) => c.url.endsWith('/apply-discount'));
const isCreate = (c: Call) => c.method === 'POST' && c.url.endsWith('/orders');

/** Answers creates with o-1, o-2 … and everything else with the order it names. */
function healthy(call: Call): Answer {
  if (isCreate(call)) return { status: 200, body: order(`o-${creates().length}`) };
  const id = /orders\/([^/]+)$/.exec(call.url)?.[1] ?? (call.body as { order_id: string }).order_id;
  return { status: 200, body: order(id, { comment: 'patched' }) };
}

const crab = product({
  id: 'crab',
  name: 'Crab Cakes',
  stock_enabled: true,
  product_variants: [variant({ id: 'crab-v', product_id: 'crab', price: 1499, stock: 5 })],
  modifier_groups: [group()],
});
const burger = product({
  id: 'burger',
  name: 'Burger',
  product_variants: [variant({ id: 'burger-v', product_id: 'burger', price: 1399 })],
});
const lineOf = (p: typeof crab, quantity: number, modifierId?: string) =>
  buildCartLine({
    product: p,
    variant: p.product_variants[0]!,
    modifiers: modifierId ? [{ modifierId, quantity: 1 }] : [],
    quantity,
  });

const shortage = (variantId: string, available: number): StockShortage => ({
  product_id: 'crab',
  variant_id: variantId,
  name: 'Crab Cakes',
  variant_name: null,
  requested: 4,
  available,
});

const update: OrderUpdatePayload = {
  timezone: 'UTC',
  currency: 'USD',
  comment: 'x',
  status: 'payment_requested',
};

let dbSeq = 0;
beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.mocked(navigate).mockClear();
  calls = [];
  answer = healthy;
  stubFetch();
  // The catalogue first: the cart reconciles with it, and those writes settle before the reset.
  catalogue.categories = hold([
    { id: 'c1', category_id: 'c1', name: 'Food', products: [crab, burger] },
  ]);
  await new Promise((resolve) => setTimeout(resolve, 10));
  await cartSaved();
  resetCartStorage({ dbName: `recovery-test-${++dbSeq}` });
  app.companyId = 'company-1';
  app.company = hold(makeCompany({ id: 'company-1' }));
  app.settings = hold(makeSettings({ takeaway: makeService({ collect_client_info: false }) }));
  clearCheckout();
  checkout.serviceType = 'TAKEAWAY';
  checkout.showCheckoutModal = true;
  checkout.screen = 'CHECKOUT_STEP_ORDER_SUMMARY';
  await new Promise((resolve) => setTimeout(resolve, 10));
  await loadCartFor('company-1');
  cart.notices = hold([]);
  const lines = [lineOf(crab, 2, 'm1'), lineOf(burger, 1), lineOf(crab, 2, 'm2')];
  await commit(lines, ledgerFromLines(lines));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a placement refused because something ran out', () => {
  it('corrects the cart across lines of the variant, closes the checkout and opens the cart', async () => {
    await ensureOrderCreated();
    answer = (call) =>
      call.method === 'PATCH'
        ? refusal(409, 'out_of_stock', { items: [shortage('crab-v', 3)] })
        : healthy(call);
    await expect(updateOrder(update)).rejects.toMatchObject({ key: 'summary.stockChanged' });
    expect(cart.lines.map((l) => [l.orderProduct.product.id, l.quantity])).toEqual([
      ['crab', 2],
      ['burger', 1],
      ['crab', 1],
    ]);
    expect(cart.notices).toMatchObject([
      { kind: 'stock_reduced', productName: 'Crab Cakes', oldQuantity: 2, newQuantity: 1 },
    ]);
    expect(checkout.showCheckoutModal).toBe(false);
    expect(checkout.createdOrder).toBeNull();
    expect(checkout.idempotencyKey).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/cart');
    // Stored too, and the catalogue knows the lower stock.
    await cartSaved();
    expect((await loadCart('company-1')).lines.map((l) => l.quantity)).toEqual([2, 1, 1]);
    expect(catalogue.categories?.[0]?.products[0]?.product_variants[0]?.stock).toBe(3);
  });

  it('on the create too: lines with nothing left are removed, with a notice each', async () => {
    answer = (call) =>
      isCreate(call)
        ? refusal(409, 'out_of_stock', { items: [shortage('crab-v', 0)] })
        : healthy(call);
    await expect(ensureOrderCreated()).rejects.toMatchObject({ key: 'summary.stockChanged' });
    expect(cart.lines.map((l) => l.orderProduct.product.id)).toEqual(['burger']);
    expect(cart.notices.map((n) => [n.kind, n.newQuantity])).toEqual([
      ['stock_reduced', 0],
      ['stock_reduced', 0],
    ]);
    expect(checkout.showCheckoutModal).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/cart');
  });

  it('without stock lines (an older server) it is an ordinary refusal: the cart is untouched', async () => {
    await ensureOrderCreated();
    answer = (call) => (call.method === 'PATCH' ? refusal(409, 'out_of_stock') : healthy(call));
    await expect(updateOrder(update)).rejects.toMatchObject({ status: 409, code: 'out_of_stock' });
    expect(cart.lines).toHaveLength(3);
    expect(checkout.showCheckoutModal).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('a draft that is gone or lost its discount', () => {
  it('a swept draft: a new draft under a new key, a notice, and nothing placed', async () => {
    await ensureOrderCreated();
    const firstKey = creates()[0]?.key;
    answer = (call) =>
      call.method === 'PATCH' && call.url.endsWith('/o-1')
        ? refusal(404, 'order_not_found')
        : healthy(call);
    await expect(updateOrder(update)).rejects.toMatchObject({ key: 'summary.refreshed.expired' });
    expect(creates()).toHaveLength(2);
    expect(creates()[1]?.key).not.toBe(firstKey);
    expect(checkout.createdOrder?.id).toBe('o-2');
    expect(patches()).toHaveLength(1);
    expect(checkout.showCheckoutModal).toBe(true);
    expect(cart.lines).toHaveLength(3);
    // The diner confirms again: the placement goes to the new draft.
    await updateOrder(update);
    expect(patches().map((c) => c.url.split('/').pop())).toEqual(['o-1', 'o-2']);
  });

  it('completeOrder shows the notice and stays on the summary', async () => {
    await ensureOrderCreated();
    answer = (call) =>
      call.method === 'PATCH' && call.url.endsWith('/o-1')
        ? refusal(404, 'order_not_found')
        : healthy(call);
    await expect(completeOrder(update)).rejects.toMatchObject({
      key: 'summary.refreshed.expired',
    });
    expect(checkout.notice).toEqual({ key: 'summary.refreshed.expired' });
    expect(checkout.screen).toBe('CHECKOUT_STEP_ORDER_SUMMARY');
    expect(navigate).not.toHaveBeenCalled();
    expect(cart.lines).toHaveLength(3);
  });

  it('a coupon applied to the swept draft is applied again to the new one', async () => {
    await ensureOrderCreated();
    await applyCoupon('SAVE10');
    answer = (call) =>
      call.method === 'PATCH' && call.url.endsWith('/o-1')
        ? refusal(404, 'order_not_found')
        : healthy(call);
    await expect(updateOrder(update)).rejects.toMatchObject({ key: 'summary.refreshed.expired' });
    expect(discounts().map((c) => c.body)).toEqual([
      { order_id: 'o-1', coupon_code: 'SAVE10' },
      { order_id: 'o-2', coupon_code: 'SAVE10' },
    ]);
    expect(checkout.clientData.discountCouponCode).toBe('SAVE10');
  });

  it('says so when that coupon can no longer be applied', async () => {
    await ensureOrderCreated();
    await applyCoupon('SAVE10');
    answer = (call) => {
      if (call.method === 'PATCH') return refusal(404, 'order_not_found');
      if (call.url.endsWith('/apply-discount')) return refusal(409, 'coupon_used_up');
      return healthy(call);
    };
    await expect(updateOrder(update)).rejects.toMatchObject({
      key: 'summary.refreshed.expiredCouponLost',
    });
    expect(checkout.createdOrder?.id).toBe('o-2');
    expect(checkout.clientData.discountCouponCode).toBeNull();
  });

  it.each([
    ['coupon_used_up', 409, 'summary.refreshed.couponUsedUp'],
    ['coupon_inactive', 422, 'summary.refreshed.couponInactive'],
    ['reward_points_short', 422, 'summary.refreshed.rewardPointsShort'],
  ])('placement refused with %s: a new draft without the discount', async (code, status, key) => {
    await ensureOrderCreated();
    await applyCoupon('SAVE10');
    answer = (call) =>
      call.method === 'PATCH' && call.url.endsWith('/o-1') ? refusal(status, code) : healthy(call);
    await expect(updateOrder(update)).rejects.toMatchObject({ key });
    expect(checkout.createdOrder?.id).toBe('o-2');
    expect(discounts()).toHaveLength(1);
    expect(checkout.clientData.discountCouponCode).toBeNull();
  });

  it('apply-discount on a swept draft: a new draft and a notice; a refused coupon is just refused', async () => {
    await ensureOrderCreated();
    answer = (call) =>
      call.url.endsWith('/apply-discount') && (call.body as { order_id: string }).order_id === 'o-1'
        ? refusal(404, 'order_not_found')
        : healthy(call);
    await expect(applyCoupon('SAVE10')).rejects.toMatchObject({
      key: 'summary.refreshed.expired',
    });
    expect(checkout.createdOrder?.id).toBe('o-2');
    answer = (call) =>
      call.url.endsWith('/apply-discount') ? refusal(422, 'coupon_inactive') : healthy(call);
    await expect(applyCoupon('OLD')).rejects.toMatchObject({ code: 'coupon_inactive' });
    expect(creates()).toHaveLength(2);
  });

  it('when the new draft is refused for stock, the cart is corrected instead', async () => {
    await ensureOrderCreated();
    answer = (call) => {
      if (call.method === 'PATCH') return refusal(404, 'order_not_found');
      if (isCreate(call)) return refusal(409, 'out_of_stock', { items: [shortage('crab-v', 1)] });
      return healthy(call);
    };
    await expect(updateOrder(update)).rejects.toMatchObject({ key: 'summary.stockChanged' });
    expect(cart.lines.map((l) => l.quantity)).toEqual([1, 1]);
    expect(checkout.showCheckoutModal).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/cart');
  });

  it('when the new draft is refused otherwise, the summary is left without an order to retry', async () => {
    await ensureOrderCreated();
    answer = (call) => {
      if (call.method === 'PATCH') return refusal(404, 'order_not_found');
      if (isCreate(call)) return refusal(409, 'store_closed');
      return healthy(call);
    };
    await expect(updateOrder(update)).rejects.toMatchObject({ code: 'store_closed' });
    expect(checkout.createdOrder).toBeNull();
    expect(checkout.showCheckoutModal).toBe(true);
  });
});

describe('a service fee the owner made required meanwhile (issue [16/21] item 5)', () => {
  it('stops offering the choice, puts the fee back on the draft and passes the refusal on', async () => {
    checkout.orderSettings = hold({ takeaway: { service_fee: { value: 10, optional: true } } });
    await ensureOrderCreated();
    answer = (call) =>
      call.method === 'PATCH' && (call.body as OrderUpdatePayload).remove_service_fee === true
        ? refusal(422, 'service_fee_not_optional')
        : healthy(call);
    await expect(updateOrder({ ...update, remove_service_fee: true })).rejects.toMatchObject({
      status: 422,
      code: 'service_fee_not_optional',
    });
    expect(checkout.orderSettings?.takeaway?.service_fee?.optional).toBe(false);
    const back = patches().at(-1)?.body as OrderUpdatePayload;
    expect(back).toMatchObject({ remove_service_fee: false });
    expect(back.status).toBeUndefined();
    expect(checkout.createdOrder?.comment).toBe('patched');
  });
});
