// The calls the storefront makes on every load (§2.2): visit report, QR, coupons, loyalty, and
// the health endpoint of §7.6.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getVisitCount } from '../../../server/db/repositories/visits';
import { seedId } from '../../../server/seed/ids';
import type { Coupon, LoyaltySettings, Qr } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { visitDate } from '../helpers/visits';
import { api, errorFields, json, startHarness } from './harness';
import type { Harness } from './harness';

describe.each(testDialects)('start-up API (%s)', (dialect) => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h.cleanup());

  describe('PATCH /ms-reports/public/company-visit', () => {
    const visit = (query: string): Promise<Response> =>
      Promise.resolve(
        h.app.request(api(h, `/ms-reports/public/company-visit?${query}`), { method: 'PATCH' }),
      );

    // What counts, and how often: tests/integration/api/company-visit.test.ts.
    it('answers 204 for today in the company’s time zone', async () => {
      const today = await visitDate(h.db, h.demo.id);
      const res = await h.app.request(
        api(h, `/ms-reports/public/company-visit?company_id=${h.demo.id}&date=${today}`),
        {
          method: 'PATCH',
          headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' },
        },
      );
      expect(res.status).toBe(204);
      expect(await getVisitCount(h.db, h.demo.id, today)).toBe(1);
    });

    it.each(['2026-3-01', '2026-02-30', '01/03/2026', 'today', ''])(
      'refuses date=%s with 400',
      async (date) => {
        const res = await visit(`company_id=${h.demo.id}&date=${encodeURIComponent(date)}`);
        expect(res.status).toBe(400);
        expect((await json<{ message: string }>(res.clone())).message).toBe(
          'Invalid query parameter',
        );
        expect(await errorFields(res)).toEqual(['date']);
      },
    );

    it('refuses a missing or malformed company_id with 400 and an unknown one with 404', async () => {
      expect((await visit('date=2026-03-01')).status).toBe(400);
      expect((await visit('company_id=a/b&date=2026-03-01')).status).toBe(400);
      expect((await visit('company_id=nobody&date=2026-03-01')).status).toBe(404);
    });

    it('is PATCH only', async () => {
      const res = await h.app.request(
        api(h, `/ms-reports/public/company-visit?company_id=${h.demo.id}&date=2026-03-01`),
      );
      expect(res.status).toBe(404);
    });
  });

  describe('GET /ms-orders/public/qrs/{qrId}', () => {
    it('returns the QR record with its zone', async () => {
      const id = seedId('demo', 'qr', 'Table 1');
      const res = await h.app.request(api(h, `/ms-orders/public/qrs/${id}`));
      expect(res.status).toBe(200);
      expect(await json<Qr>(res)).toEqual({
        id,
        company_id: h.demo.id,
        name: 'Table 1',
        zone: { name: 'Main room' },
        ordering_type: 'TABLE',
      });
    });

    it('answers 404 for an unknown QR and 400 for a malformed id', async () => {
      expect(
        (await h.app.request(api(h, '/ms-orders/public/qrs/00000000-0000-4000-8000-000000000000')))
          .status,
      ).toBe(404);
      expect((await h.app.request(api(h, '/ms-orders/public/qrs/%27%20OR%201%3D1'))).status).toBe(
        400,
      );
    });
  });

  describe('GET /ms-orders/public/companies/{companyId}/coupons', () => {
    it('lists only published coupons', async () => {
      const res = await h.app.request(api(h, `/ms-orders/public/companies/${h.demo.id}/coupons`));
      expect(res.status).toBe(200);
      const codes = (await json<Coupon[]>(res)).map((c) => c.code).sort();
      expect(codes).toEqual(['SAVE5', 'WELCOME10']);
    });

    it('answers 404 for an unknown company and 400 for a malformed id', async () => {
      expect(
        (await h.app.request(api(h, '/ms-orders/public/companies/nobody/coupons'))).status,
      ).toBe(404);
      expect(
        (await h.app.request(api(h, '/ms-orders/public/companies/..%2F..%2Fx/coupons'))).status,
      ).toBe(400);
    });
  });

  describe('GET /ms-clients/public/companies/{companyId}/loyalty-settings', () => {
    it('returns the programme with its rewards', async () => {
      const res = await h.app.request(
        api(h, `/ms-clients/public/companies/${h.demo.id}/loyalty-settings`),
      );
      expect(res.status).toBe(200);
      const { loyalty_program } = await json<LoyaltySettings>(res);
      expect(loyalty_program.active).toBe(true);
      expect(loyalty_program.rewards.map((r) => r.required_points)).toEqual([100, 250]);
    });

    it('answers 404 for an unknown company and 400 for a malformed id', async () => {
      expect(
        (await h.app.request(api(h, '/ms-clients/public/companies/nobody/loyalty-settings')))
          .status,
      ).toBe(404);
      expect(
        (
          await h.app.request(
            api(h, `/ms-clients/public/companies/${'a'.repeat(65)}/loyalty-settings`),
          )
        ).status,
      ).toBe(400);
    });
  });

  describe('GET /ms-notifications/public/health', () => {
    it('reports status, version, region and database dialect', async () => {
      const res = await h.app.request(api(h, '/ms-notifications/public/health'));
      expect(res.status).toBe(200);
      const { version, ...rest } = await json<{ version: string }>(res);
      expect(version).toMatch(/^\d+\.\d+\.\d+/);
      expect(rest).toEqual({ status: 'ok', region: 'local', db: dialect });
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await h.app.request(api(h, '/ms-nothing/public/here'));
    expect(res.status).toBe(404);
    expect(await json(res)).toEqual({ message: 'Not found', code: 'not_found' });
  });
});
