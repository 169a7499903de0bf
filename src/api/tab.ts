// The table's tab (issue [17/21]) as typed calls: the open tab of a table's QR and the calls to
// the staff. Only the tab screen imports this (its own lazy chunk). A table that requires a code
// is answered only with `X-Tab-Code` (docs/api.md).
import type { TabView } from '../domain/tab/view';
import type { PaymentMethods } from '../domain/types';
import { request } from './client';
import { clientSecretHeaders } from './client-secret';
import { segment } from './url';

export const TAB_CODE_HEADER = 'X-Tab-Code';

const tabBase = (companyId: string, qrId: string) =>
  `/ms-orders/public/companies/${segment(companyId)}/qrs/${segment(qrId)}`;

const codeHeaders = (code: string | null): Record<string, string> =>
  code ? { [TAB_CODE_HEADER]: code } : {};

/**
 * The open tab; 404 tab_not_found when the table has none. Never a kept copy (no-store). The
 * device's client secret proves a phone that placed a round here (it is then told the code).
 */
export function getTab(
  companyId: string,
  qrId: string,
  code: string | null,
  secret: string | null,
): Promise<unknown> {
  return request('GET', `${tabBase(companyId, qrId)}/tab`, {
    headers: { ...codeHeaders(code), ...clientSecretHeaders(secret) },
    cache: 'no-cache',
  });
}

export type StaffRequestKind = 'waiter' | 'bill';

export interface StaffRequestSent {
  id: string;
  kind: StaffRequestKind;
  created_at: string;
}

export function callStaff(
  companyId: string,
  qrId: string,
  kind: StaffRequestKind,
  code: string | null,
): Promise<StaffRequestSent> {
  return request('POST', `${tabBase(companyId, qrId)}/requests`, {
    body: { kind },
    headers: codeHeaders(code),
  });
}

/** Fixes the even split of what is left between `people` (409 tab_split_started once paying). */
export function splitTab(
  companyId: string,
  qrId: string,
  people: number,
  code: string | null,
): Promise<unknown> {
  return request('POST', `${tabBase(companyId, qrId)}/tab/split`, {
    body: { people },
    headers: codeHeaders(code),
  });
}

export interface TabPaymentRequest {
  idempotency_key: string;
  kind: 'full' | 'share' | 'items' | 'custom';
  item_ids?: string[];
  amount?: number;
  tip?: number;
  /** null: "I'll pay the staff". */
  payment_method_id: string | null;
}

/** Starts one phone's payment towards the tab; the server computes its amount. */
export function startTabPayment(
  companyId: string,
  qrId: string,
  body: TabPaymentRequest,
  code: string | null,
): Promise<unknown> {
  return request('POST', `${tabBase(companyId, qrId)}/tab/payments`, {
    body,
    // Repeating is safe: the same key answers the same payment.
    headers: { ...codeHeaders(code), 'Idempotency-Key': body.idempotency_key },
  });
}

export function getTabPayment(
  companyId: string,
  qrId: string,
  paymentId: string,
  code: string | null,
): Promise<unknown> {
  return request('GET', `${tabBase(companyId, qrId)}/tab/payments/${segment(paymentId)}`, {
    headers: codeHeaders(code),
    cache: 'no-cache',
  });
}

/**
 * The company's methods for the table (§7.4, as payments.ts asks them): the tab pays with its
 * online ones. Asked here rather than through payments.ts, so the tab's chunk does not split that
 * module off the checkout's (each new chunk costs the storefront's entry an entry in its list).
 */
export function getTablePaymentMethods(companyId: string): Promise<PaymentMethods> {
  return request('GET', `/ms-payments/public/companies/${segment(companyId)}/payment-methods`, {
    query: { service_type: 'table' },
  });
}

export type { TabView };
