// The kitchen API (docs/contracts.md "Live tracking and the kitchen"): a password session in the
// comanda_kitchen cookie (same origin, so fetch sends it), the live orders, and the staff actions.
import type { Order, OrderStatus } from '../domain/types';
import { request } from './client';
import { segment } from './url';

const BASE = '/kitchen';

export type PausableOrderType = 'onsite' | 'takeaway' | 'delivery';

export function logIn(password: string): Promise<unknown> {
  return request('POST', `${BASE}/session`, { body: { password } });
}

export function logOut(): Promise<unknown> {
  return request('DELETE', `${BASE}/session`);
}

export interface KitchenSession {
  authenticated: boolean;
  expires_at?: string;
}

/** Whether this browser holds a valid kitchen session for the host's company. */
export function getSession(): Promise<KitchenSession> {
  return request('GET', `${BASE}/session`);
}

/** The company's live orders; an `{ orders }` wrapper is accepted as well as a bare list. */
export async function listKitchenOrders(): Promise<Order[]> {
  const body = await request<Order[] | { orders?: Order[] }>('GET', `${BASE}/orders`);
  return Array.isArray(body) ? body : (body.orders ?? []);
}

export function setOrderStatus(orderId: string, status: OrderStatus): Promise<Order> {
  return request('PATCH', `${BASE}/orders/${segment(orderId)}`, { body: { status } });
}

/**
 * 'Payment received' (issue [10/13]): the staff confirm a static Pix they saw arrive; the answer
 * is the order, now PENDING and paid, which the socket also publishes.
 */
export function confirmPaymentReceived(orderId: string): Promise<Order> {
  return request('POST', `${BASE}/orders/${segment(orderId)}/payment-received`);
}

/** Pauses an order type for `minutes`; 0 resumes it. Answers until when (null: resumed). */
export function pauseOrderType(
  type: PausableOrderType,
  minutes: number,
): Promise<{ order_type: PausableOrderType; disabled_until: string | null }> {
  return request('POST', `${BASE}/order-types/${segment(type)}/pause`, { body: { minutes } });
}

export function setProductAvailable(productId: string, available: boolean): Promise<unknown> {
  return request('POST', `${BASE}/products/${segment(productId)}/stock`, { body: { available } });
}
