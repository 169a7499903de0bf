// Test doubles for drainOutbox: a failure shaped like the senders' (status, message, and the
// refusal body with its code and params), and a recording sender that replays a known create key with the first order, as the
// real server does.
import type { ErrorCode, ErrorParams } from '../domain/error-codes';
import type { OutboxSender } from './outbox-drain';
import { entry, previewOrder } from './outbox.fixtures';
import type { OutboxEntry } from './outbox-types';

export class Failure extends Error {
  readonly body: { message: string; code?: ErrorCode; params?: ErrorParams };

  constructor(
    readonly status: number,
    message: string,
    code?: ErrorCode,
    params?: ErrorParams,
  ) {
    super(message);
    this.body = { message, ...(code ? { code } : {}), ...(params ? { params } : {}) };
  }
}

export interface Call {
  kind: 'client' | 'create' | 'discount' | 'update';
  key?: string;
  clientId?: string | null;
  orderId?: string;
  coupon?: string;
}

/** What a call does instead of answering: throw this failure, or never answer. */
type Fault = () => Promise<never> | Failure | undefined;

/** A fake server: replays a known key with the first order, as the real one does. */
export function recorder(fail: Partial<Record<Call['kind'], Fault>> = {}) {
  const calls: Call[] = [];
  const orders = new Map<string, string>();
  const check = async (kind: Call['kind']) => {
    const f = fail[kind]?.();
    if (f instanceof Failure) throw f;
    if (f) await f;
  };
  const send: OutboxSender = {
    async getOrCreateClient() {
      calls.push({ kind: 'client' });
      await check('client');
      return { id: 'client-1' };
    },
    async createOrder(payload, key) {
      calls.push({ kind: 'create', key, clientId: payload.client_id ?? null });
      await Promise.resolve();
      await check('create');
      if (!orders.has(key)) orders.set(key, `order-${orders.size + 1}`);
      return { id: orders.get(key)!, public_id: 'P1' };
    },
    async updateOrder(_company, orderId, _payload, key) {
      calls.push({ kind: 'update', key });
      await Promise.resolve();
      await check('update');
      return { id: orderId, public_id: 'P1' };
    },
    async applyDiscount(_company, body, key) {
      calls.push({ kind: 'discount', key, orderId: body.order_id, coupon: body.coupon_code });
      await Promise.resolve();
      await check('discount');
      return { id: body.order_id, public_id: 'P1' };
    },
  };
  return { calls, send, orders };
}

/** An entry queued from an online draft ('order-9') that had the coupon SAVE10 applied. */
export function withCoupon(
  id: string,
  companyId = 'c1',
  extra: Partial<OutboxEntry> = {},
): OutboxEntry {
  const preview = previewOrder(companyId);
  preview.discounts = [
    { modality: 'COUPON', description: 'SAVE10', type: 'PERCENTAGE', value: 10 },
  ];
  return entry(id, companyId, {
    orderId: 'order-9',
    couponCode: 'SAVE10',
    discountKey: `discount-${id}`,
    couponOrderId: 'order-9',
    preview,
    ...extra,
  });
}

/** The first placement finds the draft swept (404 order_not_found); later ones go through. */
export function sweptOnce(): Fault {
  let swept = true;
  return () => {
    if (!swept) return undefined;
    swept = false;
    return new Failure(404, 'Order not found', 'order_not_found');
  };
}
