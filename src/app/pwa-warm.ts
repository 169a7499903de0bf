// The API reads the service worker should keep for offline use, as the exact URLs src/api
// requests (same base, encoding and query), because the worker's cache is keyed by URL. The
// first visit takes company and settings from the server-filled boot block, so without this
// warm-up they would never reach the cache.
import { API_BASE } from '../api/client';
import { buildUrl, segment } from '../api/url';
import { isDrawnPage } from '../domain/drawn-pages';
import { activeOrderTypes } from '../domain/order-taking';
import type { EcommerceSettings, ServiceType } from '../domain/types';

export interface WarmInput {
  hostname: string;
  companyId: string;
  preview: boolean;
  settings: EcommerceSettings | null;
  qrId: string | null;
  qrServiceType: ServiceType | null;
}

export function warmUrls(input: WarmInput, base: string = API_BASE): string[] {
  const id = segment(input.companyId);
  const url = (path: string, query?: Record<string, string>) => buildUrl(base, path, query);
  const services = new Set<ServiceType>();
  if (input.settings)
    for (const type of activeOrderTypes(input.settings)) services.add(type.serviceType);
  if (input.qrServiceType) services.add(input.qrServiceType);
  return [
    url(`/ms-companies/public/hosts/${segment(input.hostname)}`),
    url(`/ms-companies/public/companies/${id}`, input.preview ? { from: 'preview' } : undefined),
    url(`/ms-companies/public/companies/${id}/ecommerce-settings`),
    url(`/ms-products/public/companies/${id}/categories`),
    url(`/ms-orders/public/companies/${id}/coupons`),
    url(`/ms-orders/public/companies/${id}/order-settings`),
    url(`/ms-clients/public/companies/${id}/loyalty-settings`),
    ...[...services].map((type) =>
      url(`/ms-payments/public/companies/${id}/payment-methods`, {
        service_type: type.toLowerCase(),
      }),
    ),
    ...(input.qrId ? [url(`/ms-orders/public/qrs/${segment(input.qrId)}`)] : []),
  ];
}

/**
 * The drawn pages the worker keeps for a reload without network (sw/pages.ts): the one being
 * visited, as its URL, and the menu and the landing. None in the back office's preview.
 */
export function warmPageUrls(pathname: string, search: string, preview: boolean): string[] {
  if (preview) return [];
  const current = isDrawnPage(pathname) ? [`${pathname}${search}`] : [];
  return [...new Set([...current, '/products', '/'])];
}
