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
      // Only our own origin, plus the map tiles' (MAP_TILE_URL, OpenStreetMap by default) for
      // images; same-origin sockets are in 'self' (tests/e2e/tracking and kitchen prove them).
      expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org;");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("connect-src 'self';");
      expect(csp.replace(' https://tile.openstreetmap.org;', ';')).not.toMatch(/https:|wss?:|\*/);
      expect(csp).toContain("object-src 'none'");
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

  // Without a socket (app.request) the URL's scheme stands in for TLS; trust-proxy.test.ts proves
  // HSTS on real TLS and plain sockets.
  it('adds HSTS only when the request came over https, never for a forged header', async () => {
    const direct = await h.app.request(`https://demo.${BASE_HOST}/`);
    expect(direct.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const forged = await h.app.request(h.demoUrl('/'), {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers.get('strict-transport-security')).toBeNull();
  });

  it('canonicalises over https when the visitor used https', async () => {
    const page = await (await h.app.request(`https://demo.${BASE_HOST}/`)).text();
    expect(page).toContain(`<link rel="canonical" href="https://demo.${BASE_HOST}/">`);
  });
});
