// Row shapes of the table's tab (migration 0012, issue [17/21]). See schema.ts.
import type { Flag } from './schema';

export interface TabsTable {
  id: string;
  company_id: string;
  qr_id: string;
  /** The QR while open; null once closed (one open tab per table, by a unique index). */
  open_qr_id: string | null;
  status: 'open' | 'closed';
  public_id: string;
  code: string | null;
  opened_at: string;
  closed_at: string | null;
  /** The even split asked for (migration 0013): how many people, and the amount split. */
  split_people: number | null;
  split_amount: number | null;
}

export interface TabRequestsTable {
  id: string;
  company_id: string;
  tab_id: string;
  kind: 'waiter' | 'bill';
  device: string;
  created_at: string;
  acknowledged_at: string | null;
}

export interface TabSettingsTable {
  company_id: string;
  pay_at_end: Flag;
  code_required: Flag;
}

export interface TabVoidsTable {
  id: string;
  company_id: string;
  tab_id: string;
  order_id: string;
  product_name: string;
  variant_name: string | null;
  quantity: number;
  unit_price: number;
  reason: string;
  voided_at: string;
}

/** Migration 0013: a payment towards a tab (server/tabs/payments). */
export interface TabPaymentsTable {
  id: string;
  company_id: string;
  tab_id: string;
  kind: string;
  amount: number;
  tip: number;
  currency: string;
  status: string;
  method: string;
  payment_method_id: string | null;
  staff_method: string | null;
  share_index: number | null;
  idempotency_key: string | null;
  refund_reason: string | null;
  expires_at: string | null;
  settled_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Migration 0013: an order item held or paid by a tab payment (one claim per item). */
export interface TabClaimsTable {
  id: string;
  company_id: string;
  tab_id: string;
  tab_payment_id: string;
  order_item_id: string;
}
