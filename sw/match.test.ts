import { describe, expect, it } from 'vitest';
import {
  apiBaseUrl,
  asksFresh,
  isCacheableApi,
  isFontFile,
  isImage,
  isManifest,
  isShellNavigation,
} from './match';

const origin = 'http://demo.localhost:3000';
const base = apiBaseUrl(undefined, origin);
const at = (path: string) => new URL(path, origin);

describe('isCacheableApi', () => {
  it.each([
    '/api/ms-companies/public/hosts/demo.localhost',
    '/api/ms-companies/public/companies/c1',
    '/api/ms-companies/public/companies/c1?from=preview',
    '/api/ms-companies/public/companies/c1/ecommerce-settings',
    '/api/ms-products/public/companies/c1/categories',
    '/api/ms-orders/public/companies/c1/coupons',
    '/api/ms-orders/public/companies/c1/order-settings',
    '/api/ms-orders/public/qrs/q1',
    '/api/ms-clients/public/companies/c1/loyalty-settings',
    '/api/ms-payments/public/companies/c1/payment-methods?service_type=takeaway',
  ])('caches GET %s', (path) => {
    expect(isCacheableApi(at(path), 'GET', base)).toBe(true);
  });

  it.each([
    '/api/ms-orders/public/companies/c1/orders/o1',
    '/api/ms-orders/public/orders',
    '/api/ms-clients/public/companies/c1/clients/k1',
    '/api/kitchen/orders',
    '/api/admin/audit',
    '/api/admin/session',
    '/api/ms-notifications/public/health',
    '/ws',
    '/api/ms-companies/public/companies/c1/delivery-area-cost',
  ])('never caches %s', (path) => {
    expect(isCacheableApi(at(path), 'GET', base)).toBe(false);
  });

  it('never caches a write, even on a cacheable path', () => {
    const url = at('/api/ms-companies/public/companies/c1');
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE'])
      expect(isCacheableApi(url, method, base)).toBe(false);
  });

  it('follows another API base and ignores other origins', () => {
    const other = apiBaseUrl('https://api.example.com/v2/', origin);
    const path = '/ms-orders/public/companies/c1/coupons';
    expect(isCacheableApi(new URL(`https://api.example.com/v2${path}`), 'GET', other)).toBe(true);
    expect(isCacheableApi(at(`/api${path}`), 'GET', other)).toBe(false);
  });
});

describe('isImage, isManifest', () => {
  it('treats media and image requests as images', () => {
    expect(isImage(at('/media/demo/logo.svg'), '', origin)).toBe(true);
    expect(isImage(new URL('https://cdn.example.com/a.png'), 'image', origin)).toBe(true);
    expect(isImage(at('/assets/index.js'), 'script', origin)).toBe(false);
  });
  it('matches the per-company manifests only', () => {
    expect(isManifest(at('/manifest-demo.json'), origin)).toBe(true);
    expect(isManifest(at('/manifest.json'), origin)).toBe(true);
    expect(isManifest(at('/media/manifest.json'), origin)).toBe(false);
  });
});

describe('isShellNavigation', () => {
  it.each([
    '/',
    '/products',
    '/cart?x=1',
    '/tracking',
    '/kitchen',
    '/admin?section=menu',
    '/anything',
    '/index.html',
  ])('answers %s with the shell', (path) =>
    expect(isShellNavigation(at(path), origin, base)).toBe(true),
  );
  it.each(['/media/demo/logo.svg', '/api/ms-orders/public/orders', '/robots.txt', '/sw.js'])(
    'leaves %s to the network',
    (path) => expect(isShellNavigation(at(path), origin, base)).toBe(false),
  );
});

describe('isFontFile', () => {
  const site = 'https://demo.example.com';
  it('takes this origin’s brand font files only', () => {
    expect(isFontFile(new URL(`${site}/fonts/files/montserrat-latin-800-normal.woff2`), site)).toBe(
      true,
    );
    expect(isFontFile(new URL(`${site}/fonts/montserrat.css`), site)).toBe(false);
    expect(isFontFile(new URL('https://fonts.example.net/fonts/files/a.woff2'), site)).toBe(false);
    expect(isFontFile(new URL(`${site}/media/fonts/files/a.woff2`), site)).toBe(false);
  });
});

describe('asksFresh (the catalogue revalidated while a page is open, issue [13/13])', () => {
  it('sends reads the page asks fresh to the network', () => {
    for (const mode of ['no-cache', 'reload', 'no-store']) expect(asksFresh(mode), mode).toBe(true);
  });

  it('leaves ordinary reads to the kept copy', () => {
    for (const mode of ['default', 'force-cache', 'only-if-cached'])
      expect(asksFresh(mode), mode).toBe(false);
  });
});
