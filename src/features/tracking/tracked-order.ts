// Pure helpers over the order as the tracking page reads it (§3 "Tracking order", §4.3).
import { PAYMENT_METHOD_CASH } from '../../domain/constants';
import { isFinalStatus, orderStatusOf } from '../../domain/order-status';
import type { Order } from '../../domain/types';

/** §9: every payment method except cash is online; no method chosen yet is not online. */
export function orderPaysOnline(order: Pick<Order, 'meta_data'>): boolean {
  const code = order.meta_data?.assigned_payment?.payment_method_code;
  return typeof code === 'string' && code !== '' && code !== PAYMENT_METHOD_CASH;
}

/** Live updates are worth a socket until the order can no longer change. */
export function orderIsLive(order: Pick<Order, 'status'>): boolean {
  return !isFinalStatus(orderStatusOf(order.status));
}

export function canRate(order: Pick<Order, 'status'>): boolean {
  const status = orderStatusOf(order.status);
  return status === 'DELIVERED' || status === 'FINALIZED';
}

/** A pushed order may omit the live token; keep the one we have so reconnects still authorise. */
export function mergePushedOrder(current: Order, pushed: Order): Order {
  if (pushed.id !== current.id) return current;
  return pushed.live_token ? pushed : { ...pushed, live_token: current.live_token };
}

/** Per line: quantity × (variant price + modifiers price), as the server priced it. */
export function lineTotal(
  combo: Pick<Order['combos'][number], 'quantity' | 'variant_price' | 'modifiers_price'>,
): number {
  return combo.quantity * (combo.variant_price + combo.modifiers_price);
}
