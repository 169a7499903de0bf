// Every public write (POST, PUT, PATCH or DELETE under /ms-*/public/) and the one place it names
// the company it acts on. The public-write limit (server/http/rate-limit/) counts each write
// against the company read from exactly that place, the way the route reads it, so a write
// cannot be counted against one company and act on another by naming a second company somewhere
// the route never looks. tests/integration/api/rate-limit-companies.test.ts fails when a route is
// registered without a line here, or a line names no route.
import type { LimitName } from '../http/rate-limit/rate-limits';

/**
 * - `path`: the `:companyId` path parameter;
 * - `query`: the query string's `company_id` (its first value, as the route reads it);
 * - `body`: the JSON body's `company_id`;
 * - `client`: the company of the client named by the JSON body's `client_id` (an address).
 */
export type CompanySource = 'path' | 'query' | 'body' | 'client';

export interface PublicWrite {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As registered under API_BASE, in Hono's syntax. */
  path: string;
  company: CompanySource;
  /** A tighter count of its own, before the common ones. */
  limit?: Extract<LimitName, 'couponTries' | 'abuseReports'>;
}

export const PUBLIC_WRITES: readonly PublicWrite[] = [
  // Coupon codes are short and guessable; orders are not.
  {
    method: 'POST',
    path: '/ms-orders/public/companies/:companyId/apply-discount',
    company: 'path',
    limit: 'couponTries',
  },
  // A person reports a site once, not in bulk.
  {
    method: 'POST',
    path: '/ms-companies/public/companies/site-abuse-report',
    company: 'body',
    limit: 'abuseReports',
  },
  { method: 'POST', path: '/ms-orders/public/orders', company: 'body' },
  {
    method: 'PATCH',
    path: '/ms-orders/public/companies/:companyId/orders/:orderId',
    company: 'path',
  },
  { method: 'POST', path: '/ms-clients/public/companies/:companyId/clients', company: 'path' },
  {
    method: 'POST',
    path: '/ms-clients/public/companies/:companyId/order-ratings',
    company: 'path',
  },
  { method: 'POST', path: '/ms-clients/public/addresses', company: 'client' },
  { method: 'POST', path: '/ms-payments/public/company-payments', company: 'body' },
  {
    method: 'POST',
    path: '/ms-payments/public/company-payments/:paymentId/start',
    company: 'body',
  },
  { method: 'PATCH', path: '/ms-reports/public/company-visit', company: 'query' },
  {
    method: 'POST',
    path: '/ms-orders/public/companies/:companyId/qrs/:qrId/requests',
    company: 'path',
  },
  // The table's tab: fixing an even split, and starting a payment towards the bill.
  {
    method: 'POST',
    path: '/ms-orders/public/companies/:companyId/qrs/:qrId/tab/split',
    company: 'path',
  },
  {
    method: 'POST',
    path: '/ms-orders/public/companies/:companyId/qrs/:qrId/tab/payments',
    company: 'path',
  },
];
