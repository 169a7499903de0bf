// The table's tab, staff side (issue [17/21]; docs/api.md "The table's tab"): the open tabs with
// their rounds, pending requests and payments, and the staff's actions on them. Behind the same
// kitchen session cookie as the rest of src/api/kitchen.ts.
import type { BalanceState } from '../domain/order-status';
import type { ItemClaim, StaffMethod, TabPaymentStatus } from '../domain/tab/payments';
import { request } from './client';
import { segment } from './url';

const BASE = '/kitchen';

export interface TabRoundItem {
  id: string;
  product_name: string;
  variant_name: string | null;
  quantity: number;
  /** Unit price with modifiers, minor units. */
  unit_price: number;
  comment: string | null;
  modifiers: { name: string; quantity: number; price: number }[];
  /** Whether a payment holds or paid this line. */
  claim?: ItemClaim;
}

export interface TabRound {
  order_id: string;
  public_id: string;
  placed_at: string;
  status: string;
  payment_status: string | null;
  client_name: string | null;
  total: number;
  items: TabRoundItem[];
}

export type { TabPaymentStatus };

/** A payment towards the tab, as the tab view lists it (without the provider's secrets). */
export interface TabPayment {
  id: string;
  kind: string;
  amount: number;
  tip: number;
  status: TabPaymentStatus;
  /** card, wallet, pix, or staff (paid to the staff). */
  method: string;
  /** How the staff took it, once they recorded it. */
  staff_method?: StaffPaymentMethod | null;
  item_ids: string[];
  expires_at: string | null;
  created_at: string;
}

export interface StaffRequest {
  id: string;
  kind: 'waiter' | 'bill';
  created_at: string;
}

export interface VoidedLine {
  order_id: string;
  product_name: string;
  variant_name: string | null;
  quantity: number;
  unit_price: number;
  reason: string;
  voided_at: string;
}

export interface StaffTab {
  /** The tab's public id. */
  id: string;
  qr_id: string;
  table_name: string;
  opened_at: string;
  rounds: TabRound[];
  total: number;
  paid: number;
  balance: number;
  balance_state: BalanceState;
  /** Sum of what waiting payments (pending or awaiting staff) hold of the balance. */
  held?: number;
  payments?: TabPayment[];
  requests: StaffRequest[];
  voids: VoidedLine[];
}

export type StaffPaymentMethod = StaffMethod;

/** The open tabs, oldest first (GET /kitchen/tabs). */
export function listKitchenTabs(): Promise<StaffTab[]> {
  return request('GET', `${BASE}/tabs`, { cache: 'no-cache' });
}

export function acknowledgeTabRequest(requestId: string): Promise<StaffRequest> {
  return request('POST', `${BASE}/tab-requests/${segment(requestId)}/acknowledge`);
}

/** Closes a PAID tab; 409 tab_not_paid otherwise. */
export function closeKitchenTab(tabId: string): Promise<unknown> {
  return request('POST', `${BASE}/tabs/${segment(tabId)}/close`);
}

/** Voids one line of an unpaid round, with the staff's reason. */
export function voidRoundItem(itemId: string, reason: string): Promise<unknown> {
  return request('POST', `${BASE}/order-items/${segment(itemId)}/void`, { body: { reason } });
}

/** The staff took the money a diner chose to pay them ("I'll pay the staff"). */
export function recordTabPayment(paymentId: string, method: StaffPaymentMethod): Promise<unknown> {
  return request('POST', `${BASE}/tab-payments/${segment(paymentId)}/record`, {
    body: { method },
  });
}

/** Money taken at the table with no payment asked for beforehand. */
export function recordTableMoney(
  tabId: string,
  body: { amount: number; tip?: number; method: StaffPaymentMethod },
): Promise<unknown> {
  return request('POST', `${BASE}/tabs/${segment(tabId)}/payments`, { body });
}
