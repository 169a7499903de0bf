// §7.3 orders (and the §7.1 delivery-area-cost lookup the checkout makes) as typed calls.
// Order writes carry an Idempotency-Key: one UUID per logical submission, reused on retry, so a
// double tap or a retried request never creates or charges a second order.
import type { Order, OrderCreatePayload, OrderSettings, OrderUpdatePayload } from '../domain/types';
import { request } from './client';
import { clientSecretHeaders } from './client-secret';
import { segment } from './url';

function idempotentRequest<T>(
  method: 'POST' | 'PATCH',
  path: string,
  body: unknown,
  idempotencyKey: string,
  secret?: string | null,
): Promise<T> {
  const headers = { 'Idempotency-Key': idempotencyKey, ...clientSecretHeaders(secret) };
  return request(method, path, { body, headers });
}

/** A fresh idempotency key (crypto.randomUUID needs a secure context, which *.localhost is). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

const companyPath = (companyId: string) => `/ms-orders/public/companies/${segment(companyId)}`;

/**
 * With a `client_id`, `secret` is this device's for that client (issue [8/13]): the order takes
 * the name this device gave, and `address_id` must be one of this device's addresses.
 */
export function createOrder(
  payload: OrderCreatePayload,
  idempotencyKey: string,
  secret: string | null,
): Promise<Order> {
  return idempotentRequest('POST', '/ms-orders/public/orders', payload, idempotencyKey, secret);
}

export function getOrder(companyId: string, orderId: string): Promise<Order> {
  return request('GET', `${companyPath(companyId)}/orders/${segment(orderId)}`);
}

export function patchOrder(
  companyId: string,
  orderId: string,
  payload: OrderUpdatePayload,
  idempotencyKey: string,
): Promise<Order> {
  return idempotentRequest(
    'PATCH',
    `${companyPath(companyId)}/orders/${segment(orderId)}`,
    payload,
    idempotencyKey,
  );
}

export function getOrderSettings(companyId: string): Promise<OrderSettings> {
  return request('GET', `${companyPath(companyId)}/order-settings`);
}

/**
 * §7.3 apply-discount: the spec does not show the body; a coupon code or a loyalty reward. A
 * reward needs the owning device's `secret` (issue [8/13]; 403 client_secret_invalid).
 */
export type ApplyDiscountPayload =
  | { order_id: string; coupon_code: string }
  | { order_id: string; reward_id: string; client_id: string }
  /** Ours: takes the reward off the draft again. */
  | { order_id: string; reward_id: null };

export function applyDiscount(
  companyId: string,
  payload: ApplyDiscountPayload,
  idempotencyKey: string,
  secret: string | null,
): Promise<Order> {
  return idempotentRequest(
    'POST',
    `${companyPath(companyId)}/apply-discount`,
    payload,
    idempotencyKey,
    secret,
  );
}

/** §7.1 delivery-area-cost query: coordinates, or a district id (area_name for 'another district'). */
export interface DeliveryAreaCostQuery {
  latitude?: number | null;
  longitude?: number | null;
  area_id?: string | null;
  area_name?: string | null;
}

export interface DeliveryAreaCost {
  area_price: number;
  area_id: string | null;
  area_name: string | null;
}

export function getDeliveryAreaCost(
  companyId: string,
  query: DeliveryAreaCostQuery,
): Promise<DeliveryAreaCost> {
  return request('GET', `/ms-companies/public/companies/${segment(companyId)}/delivery-area-cost`, {
    query: { ...query },
  });
}
