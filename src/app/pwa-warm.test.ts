// The warm-up list must be byte-for-byte the URLs src/api requests: the service worker's cache
// is keyed by URL, and a near miss would leave the storefront without data offline.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getCategories,
  getCompany,
  getCompanyIdFromHost,
  getCoupons,
  getEcommerceSettings,
  getLoyaltySettings,
  getQr,
} from '../api/client';
import { getOrderSettings } from '../api/orders';
import { getPaymentMethods } from '../api/payments';
import type { EcommerceSettings } from '../domain/types';
import { warmPageUrls, warmUrls } from './pwa-warm';

async function requestedUrls(calls: (() => Promise<unknown>)[]): Promise<string[]> {
  const urls: string[] = [];
  vi.stubGlobal('fetch', (url: string) => {
    urls.push(url);
    return Promise.resolve(new Response('{}', { status: 200 }));
  });
  for (const call of calls) await call();
  return urls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const settings = {
  onsite: { active: false },
  takeaway: { active: true },
  delivery: { active: true },
} as unknown as EcommerceSettings;

describe('warmUrls', () => {
  it('lists exactly what the storefront requests at start-up, in the menu and at checkout', async () => {
    const company = 'co 1/x';
    const expected = await requestedUrls([
      () => getCompanyIdFromHost('demo.localhost'),
      () => getCompany(company, { preview: true }),
      () => getEcommerceSettings(company),
      () => getCategories(company),
      () => getCoupons(company),
      () => getOrderSettings(company),
      () => getLoyaltySettings(company),
      () => getPaymentMethods(company, 'TAKEAWAY'),
      () => getPaymentMethods(company, 'DELIVERY'),
      () => getPaymentMethods(company, 'TABLE'),
      () => getQr('qr-9'),
    ]);
    const urls = warmUrls({
      hostname: 'demo.localhost',
      companyId: company,
      preview: true,
      settings,
      qrId: 'qr-9',
      qrServiceType: 'TABLE',
    });
    expect(urls).toEqual(expected);
  });

  it('asks for the company without from=preview outside a preview, and for no QR without one', () => {
    const urls = warmUrls({
      hostname: 'demo.localhost',
      companyId: 'c1',
      preview: false,
      settings: null,
      qrId: null,
      qrServiceType: null,
    });
    expect(urls).toContain('/api/ms-companies/public/companies/c1');
    expect(urls.some((url) => url.includes('preview') || url.includes('/qrs/'))).toBe(false);
  });
});

describe('warmPageUrls', () => {
  it('keeps the drawn page being visited, with its query, then the menu and the landing', () => {
    expect(warmPageUrls('/products', '?table=4', false)).toEqual([
      '/products?table=4',
      '/products',
      '/',
    ]);
    expect(warmPageUrls('/', '', false)).toEqual(['/', '/products']);
  });

  it('keeps only the menu and the landing from a page the browser draws, and nothing in a preview', () => {
    expect(warmPageUrls('/cart', '', false)).toEqual(['/products', '/']);
    expect(warmPageUrls('/products', '', true)).toEqual([]);
  });
});
