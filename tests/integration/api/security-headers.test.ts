// Security headers on every kind of response: pages, API answers, errors, redirects and files.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/databases';
import { api, BASE_HOST, startHarness } from './harness';
import type { Harness } from './harness';

describe.each(testDialects)('security headers (%s)', (dialect) => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h.cleanup());

  const urls = (): string[] => [
    h.demoUrl('/'),
    api(h, `/ms-companies/public/companies/${h.demo.id}`),
    api(h, '/ms-companies/public/companies/nobody'),
    h.demoUrl('/somewhere'),
    h.demoUrl('/manifest-demo.json'),
    h.demoUrl('/missing.js'),
    `http://nobody.${BASE_HOST}/`,
    `http://${BASE_HOST}/`,
  ];

  it('sets the policy headers everywhere', async () => {
    for (const url of urls()) {
      const res = await h.app.request(url);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, url).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("img-src 'self' data: https:");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("connect-src 'self' ws: wss:");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("form-action 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('permissions-policy')).toContain('geolocation=(self)');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('adds HSTS only when the request came over https', async () => {
    const direct = await h.app.request(`https://demo.${BASE_HOST}/`);
    expect(direct.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const proxied = await h.app.request(h.demoUrl('/'), {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(proxied.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('canonicalises over https when the visitor used https', async () => {
    const page = await (await h.app.request(`https://demo.${BASE_HOST}/`)).text();
    expect(page).toContain('<link rel="canonical" href="https://menu.demo-bistro.test/">');
  });
});
