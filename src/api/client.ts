// The typed §7 client: the only place the storefront calls fetch (docs/contracts.md).
// Every failure becomes an ApiError, is broadcast as a request error (§8) and is rethrown. A rate
// limit (429) with a short Retry-After is waited out once when repeating is safe: a read, or a
// write whose Idempotency-Key makes the server answer a repeat as the first.
import type {
  Category,
  Client,
  Company,
  Coupon,
  EcommerceSettings,
  LoyaltySettings,
  Qr,
} from '../domain/types';
import { ApiError, errorFromBody } from './errors';
import { emitRequestError } from './events';
import { buildUrl, segment } from './url';
import type { Query } from './url';

export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers, e.g. the Idempotency-Key of an order write. */
  headers?: Record<string, string>;
  /** 'no-cache': past the service worker's kept copy (sw/match.ts asksFresh), as a staff screen needs. */
  cache?: RequestCache;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function request<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
  retried = false,
): Promise<T> {
  const url = buildUrl(API_BASE, path, options.query);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method, headers };
  if (options.signal) init.signal = options.signal;
  if (options.cache) init.cache = options.cache;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : 'Network error';
    const error = new ApiError({ status: 0, message, method, url });
    emitRequestError(error);
    throw error;
  }
  const body = await readBody(response);
  if (!response.ok) {
    const retryAfter = response.headers.get('Retry-After');
    // Seconds only (what our server sends); no header or a date gives NaN: no retry.
    const wait = Number(retryAfter || NaN);
    if (
      response.status === 429 &&
      !retried &&
      wait <= 10 &&
      (method === 'GET' || options.headers?.['Idempotency-Key'])
    ) {
      await new Promise((resume) => setTimeout(resume, wait * 1000));
      return request(method, path, options, true);
    }
    const details = errorFromBody(body, response.status, response.statusText);
    const error = new ApiError({
      status: response.status,
      method,
      url,
      body,
      retryAfter,
      ...details,
    });
    emitRequestError(error);
    throw error;
  }
  return body as T;
}

/** §8: start-up calls are logged with their own tag, message, method, URL and stack, then passed on. */
async function tagged<T>(tag: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const info = error instanceof ApiError ? { method: error.method, url: error.url } : {};
    const message = error instanceof Error ? error.message : String(error);
    const stack = error instanceof Error ? error.stack : undefined;
    console.error(`[ERROR:${tag}]`, { message, ...info, stack });
    throw error;
  }
}

// §7.1 Companies
export function getCompanyIdFromHost(host: string): Promise<{ company_id: string }> {
  return tagged('getCompanyIdFromHost', () =>
    request('GET', `/ms-companies/public/hosts/${segment(host)}`),
  );
}

export function getCompany(
  companyId: string,
  options: { preview?: boolean } = {},
): Promise<Company> {
  const query = options.preview ? { from: 'preview' } : undefined;
  return tagged('getCompany', () =>
    request('GET', `/ms-companies/public/companies/${segment(companyId)}`, query ? { query } : {}),
  );
}

export function getEcommerceSettings(
  companyId: string,
  options: { fresh?: boolean } = {},
): Promise<EcommerceSettings> {
  return tagged('getEcommerceSettings', () =>
    request('GET', `/ms-companies/public/companies/${segment(companyId)}/ecommerce-settings`, {
      ...(options.fresh ? { cache: 'no-cache' as const } : {}),
    }),
  );
}

export interface SiteAbuseReport {
  company_id: string;
  reason: string;
  description: string;
  email: string | null;
  url: string;
}

export function reportSiteAbuse(report: SiteAbuseReport): Promise<{ id: string }> {
  return request('POST', '/ms-companies/public/companies/site-abuse-report', { body: report });
}

// §7.2 Products
export function getCategories(companyId: string): Promise<Category[]> {
  return request('GET', `/ms-products/public/companies/${segment(companyId)}/categories`);
}

/**
 * The catalogue asked again while a page is open (issue [13/13]: stock the kitchen marked out).
 * `cache: 'no-cache'` goes past the service worker's kept copy (sw/match.ts asksFresh) and makes
 * the HTTP cache revalidate with the ETag: a 304 while nothing changed. Null when the answer
 * carries `knownEtag` (unchanged, its body not even read); throws like every read.
 */
export async function revalidateCategories(
  companyId: string,
  knownEtag: string | null,
): Promise<{ categories: Category[]; etag: string | null } | null> {
  const path = `/ms-products/public/companies/${segment(companyId)}/categories`;
  const url = buildUrl(API_BASE, path);
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/json' }, cache: 'no-cache' });
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : 'Network error';
    throw new ApiError({ status: 0, message, method: 'GET', url });
  }
  const etag = response.headers.get('ETag');
  if (response.ok && etag !== null && etag === knownEtag) {
    void response.body?.cancel();
    return null;
  }
  const body = await readBody(response);
  if (!response.ok || !Array.isArray(body)) {
    const details = errorFromBody(body, response.status, response.statusText);
    throw new ApiError({ ...details, status: response.status, method: 'GET', url, body });
  }
  return { categories: body as Category[], etag };
}

// §7.3 Orders (the parts used at start-up)
export function getQr(qrId: string): Promise<Qr> {
  return request('GET', `/ms-orders/public/qrs/${segment(qrId)}`);
}

export function getCoupons(companyId: string): Promise<Coupon[]> {
  return request('GET', `/ms-orders/public/companies/${segment(companyId)}/coupons`);
}

// §7.5 Clients
/** Without this device's secret (issue [8/13]) the server answers 404, unless it claims a
 * client made before secrets: then the answer carries one. Header inline to stay small here. */
export function getClient(
  companyId: string,
  clientId: string,
  secret?: string | null,
): Promise<Client> {
  return request(
    'GET',
    `/ms-clients/public/companies/${segment(companyId)}/clients/${segment(clientId)}`,
    secret ? { headers: { 'X-Client-Secret': secret } } : {},
  );
}

export function getLoyaltySettings(companyId: string): Promise<LoyaltySettings> {
  return request('GET', `/ms-clients/public/companies/${segment(companyId)}/loyalty-settings`);
}

// §7.6 Others
export interface HealthInfo {
  status: string;
  region: string | null;
  version?: string;
}

export function getHealth(): Promise<HealthInfo> {
  return request('GET', '/ms-notifications/public/health');
}

/** §7.6: no body; `date` is today in the company timezone, yyyy-MM-dd. */
export function reportCompanyVisit(companyId: string, date: string): Promise<unknown> {
  return request('PATCH', '/ms-reports/public/company-visit', {
    query: { company_id: companyId, date },
  });
}
