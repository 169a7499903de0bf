// §7.1 companies service: host resolution, the company, its ecommerce settings, abuse reports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAbuseReports } from '../../../server/db/repositories/abuse-reports';
import type { Company, EcommerceSettings } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { api, BASE_HOST, cloneDemo, errorFields, json, startHarness } from './harness';
import type { ErrorBody, Harness } from './harness';

describe.each(testDialects)('companies API (%s)', (dialect) => {
  let h: Harness;
  let closed: Company;

  beforeAll(async () => {
    // Not about rate limits (rate-limits.test.ts is): this file sends many abuse reports.
    h = await startHarness(dialect, { env: { RATE_LIMIT_ABUSE_REPORTS_PER_MINUTE: '1000' } });
    closed = await cloneDemo(h, { token: 'closed-cafe', name: 'Closed Cafe', menu_enabled: false });
    await cloneDemo(h, {
      token: 'pending-domain',
      name: 'Pending Domain',
      domain_settings: { registration_status: 'pending', url: 'menu.pending.test' },
    });
  });
  afterAll(() => h.cleanup());

  describe('GET /ms-companies/public/hosts/{host}', () => {
    it.each([
      `demo.${BASE_HOST}`,
      `DEMO.${BASE_HOST}:3000`,
      'menu.demo-bistro.test',
      'menu.demo-bistro.test:8443',
    ])('resolves %s to the demo company', async (host) => {
      const res = await h.app.request(
        api(h, `/ms-companies/public/hosts/${encodeURIComponent(host)}`),
      );
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ company_id: h.demo.id });
    });

    it.each([
      `nobody.${BASE_HOST}`,
      BASE_HOST,
      'menu.pending.test',
      `closed-cafe.${BASE_HOST}`,
      'unknown.example.org',
    ])(
      'answers 404 for %s (unknown, bare base host, inactive domain or disabled menu)',
      async (host) => {
        const res = await h.app.request(
          api(h, `/ms-companies/public/hosts/${encodeURIComponent(host)}`),
        );
        expect(res.status).toBe(404);
        expect(await json(res)).toEqual({
          message: 'Company not found',
          code: 'company_not_found',
        });
      },
    );

    it('refuses a malformed host with 400', async () => {
      const res = await h.app.request(
        api(h, `/ms-companies/public/hosts/${encodeURIComponent('bad host!')}`),
      );
      expect(res.status).toBe(400);
      const body = await json<ErrorBody>(res);
      expect(body.message).toBe('Invalid path parameter');
      expect(body.errors?.host?.length).toBeGreaterThan(0);
    });
  });

  describe('GET /ms-companies/public/companies/{companyId}', () => {
    it('returns the company with business hours', async () => {
      const res = await h.app.request(api(h, `/ms-companies/public/companies/${h.demo.id}`));
      expect(res.status).toBe(200);
      const company = await json<Company>(res);
      expect(company).toMatchObject({
        id: h.demo.id,
        token: 'demo',
        name: 'Demo Bistro',
        menu_enabled: true,
      });
      expect(company.business_hours_settings.monday?.is_active).toBe(true);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    });

    it('hides a disabled menu except from a preview', async () => {
      const hidden = await h.app.request(api(h, `/ms-companies/public/companies/${closed.id}`));
      expect(hidden.status).toBe(404);
      const preview = await h.app.request(
        api(h, `/ms-companies/public/companies/${closed.id}?from=preview`),
      );
      expect(preview.status).toBe(200);
      expect(await json(preview)).toMatchObject({ token: 'closed-cafe', menu_enabled: false });
    });

    it('answers 404 for an unknown id and 400 for a malformed one or a bad from', async () => {
      expect(
        (
          await h.app.request(
            api(h, '/ms-companies/public/companies/00000000-0000-4000-8000-000000000000'),
          )
        ).status,
      ).toBe(404);
      expect(
        (await h.app.request(api(h, `/ms-companies/public/companies/${'x'.repeat(80)}`))).status,
      ).toBe(400);
      expect((await h.app.request(api(h, '/ms-companies/public/companies/bad%20id'))).status).toBe(
        400,
      );
      expect(
        (await h.app.request(api(h, '/ms-companies/public/companies/-leading-dash'))).status,
      ).toBe(400);
      const badFrom = await h.app.request(
        api(h, `/ms-companies/public/companies/${h.demo.id}?from=elsewhere`),
      );
      expect(badFrom.status).toBe(400);
      expect(await errorFields(badFrom)).toEqual(['from']);
    });
  });

  describe('GET /ms-companies/public/companies/{companyId}/ecommerce-settings', () => {
    it('returns the settings with the layout', async () => {
      const res = await h.app.request(
        api(h, `/ms-companies/public/companies/${h.demo.id}/ecommerce-settings`),
      );
      expect(res.status).toBe(200);
      const settings = await json<EcommerceSettings>(res);
      expect(settings.checkout_type).toBe('WEBAPP');
      expect(settings.layout_settings.landing.title.summary).toContain('Burgers');
    });

    it('answers 404 for an unknown company and 400 for a malformed id', async () => {
      expect(
        (await h.app.request(api(h, '/ms-companies/public/companies/nope/ecommerce-settings')))
          .status,
      ).toBe(404);
      expect(
        (await h.app.request(api(h, '/ms-companies/public/companies/a.b/ecommerce-settings')))
          .status,
      ).toBe(400);
    });
  });

  describe('POST /ms-companies/public/companies/site-abuse-report', () => {
    const url = (): string => api(h, '/ms-companies/public/companies/site-abuse-report');
    const post = (body: string, type = 'application/json'): Promise<Response> =>
      Promise.resolve(
        h.app.request(url(), { method: 'POST', headers: { 'content-type': type }, body }),
      );
    const valid = (): Record<string, unknown> => ({
      company_id: h.demo.id,
      reason: 'fraud',
      description: '  This storefront asks for card numbers by chat.  ',
      email: 'visitor@example.org',
      url: `http://demo.${BASE_HOST}/products`,
    });

    it('stores a valid report and answers 201 with its id', async () => {
      const res = await post(JSON.stringify(valid()));
      expect(res.status).toBe(201);
      const { id } = await json<{ id: string }>(res);
      const stored = await listAbuseReports(h.db, h.demo.id);
      expect(stored.find((r) => r.id === id)).toMatchObject({
        reason: 'fraud',
        description: 'This storefront asks for card numbers by chat.',
        email: 'visitor@example.org',
      });
    });

    it('accepts a report without email or url, blank or absent', async () => {
      const { email: _e, url: _u, ...minimal } = valid();
      expect((await post(JSON.stringify(minimal))).status).toBe(201);
      expect((await post(JSON.stringify({ ...minimal, email: '', url: '' }))).status).toBe(201);
    });

    it('answers 400 to malformed JSON or a non-JSON body', async () => {
      const broken = await post('{"company_id": ');
      expect(broken.status).toBe(400);
      expect(await json(broken)).toEqual({
        message: 'Malformed JSON body',
        code: 'invalid_request',
      });
      expect((await post('[1,2]')).status).toBe(400);
      expect((await post('reason=spam', 'application/x-www-form-urlencoded')).status).toBe(400);
    });

    it('answers 422 with errors per field for invalid data', async () => {
      const res = await post(
        JSON.stringify({
          ...valid(),
          reason: 'dislike',
          description: 'short',
          email: 'not-an-email',
          url: 'ftp://x',
        }),
      );
      expect(res.status).toBe(422);
      const body = await json<{ message: string; errors: Record<string, string[]> }>(res);
      expect(Object.keys(body.errors).sort()).toEqual(['description', 'email', 'reason', 'url']);
      const missing = await post(JSON.stringify({ reason: 'spam' }));
      expect(missing.status).toBe(422);
      expect(Object.keys((await json<{ errors: object }>(missing)).errors).sort()).toEqual([
        'company_id',
        'description',
      ]);
      expect(
        (await post(JSON.stringify({ ...valid(), description: 'x'.repeat(1001) }))).status,
      ).toBe(422);
    });

    it('answers 404 for an unknown company', async () => {
      expect(
        (await post(JSON.stringify({ ...valid(), company_id: 'no-such-company' }))).status,
      ).toBe(404);
    });
  });
});
