// The table's tab (issue [17/21]) as typed calls: the open tab of a table's QR and the calls to
// the staff. Only the tab screen imports this (its own lazy chunk). A table that requires a code
// is answered only with `X-Tab-Code` (docs/api.md).
import type { TabView } from '../domain/tab/view';
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

/** Path of a call under the tab (split, payments), for the pay dialog's calls. */
export const tabPath = (companyId: string, qrId: string, rest: string): string =>
  `${tabBase(companyId, qrId)}/tab/${rest}`;

export { codeHeaders as tabCodeHeaders };
export type { TabView };
