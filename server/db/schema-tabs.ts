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
