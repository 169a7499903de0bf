import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAbuseReport, listAbuseReports } from '../../../server/db/repositories/abuse-reports';
import { findCompanyByToken } from '../../../server/db/repositories/companies';
import { findCouponByCode, listPublishedCoupons } from '../../../server/db/repositories/coupons';
import { getLoyaltySettings } from '../../../server/db/repositories/loyalty';
import { getOrderSettings } from '../../../server/db/repositories/order-settings';
import {
  getPaymentMethod,
  listPaymentMethods,
} from '../../../server/db/repositories/payment-methods';
import { getQr } from '../../../server/db/repositories/qrs';
import { getVisitCount, recordVisit } from '../../../server/db/repositories/visits';
import { seedId } from '../../../server/seed/ids';
import { createTestDatabase, testDialects } from '../helpers/databases';
import type { TestDatabase } from '../helpers/databases';

describe.each(testDialects)('small repositories on %s', (dialect) => {
  let test: TestDatabase;
  let demoId: string;
  let saborId: string;
  beforeAll(async () => {
    test = await createTestDatabase(dialect, { seed: true });
    demoId = (await findCompanyByToken(test.handle.db, 'demo'))!.id;
    saborId = (await findCompanyByToken(test.handle.db, 'sabor'))!.id;
  });
  afterAll(async () => {
    await test.cleanup();
  });

  it('counts visits per company and day, concurrently', async () => {
    await Promise.all([1, 2, 3].map(() => recordVisit(test.handle.db, demoId, '2026-01-02')));
    await recordVisit(test.handle.db, demoId, '2026-01-03');
    await recordVisit(test.handle.db, saborId, '2026-01-02');
    expect(await getVisitCount(test.handle.db, demoId, '2026-01-02')).toBe(3);
    expect(await getVisitCount(test.handle.db, demoId, '2026-01-03')).toBe(1);
    expect(await getVisitCount(test.handle.db, saborId, '2026-01-02')).toBe(1);
    expect(await getVisitCount(test.handle.db, saborId, '2026-01-04')).toBe(0);
  });

  it('reads a QR with its zone, and null for an unknown id', async () => {
    const qr = await getQr(test.handle.db, seedId('demo', 'qr', 'Table 3'));
    expect(qr).toEqual({
      id: seedId('demo', 'qr', 'Table 3'),
      company_id: demoId,
      name: 'Table 3',
      zone: { name: 'Terrace' },
      ordering_type: 'TABLE',
    });
    expect((await getQr(test.handle.db, seedId('demo', 'qr', 'Counter')))?.zone).toBeNull();
    expect(await getQr(test.handle.db, 'nope')).toBeNull();
  });

  it('lists only published coupons of the company', async () => {
    const coupons = await listPublishedCoupons(test.handle.db, demoId);
    expect(coupons.map((c) => c.code)).toEqual(['SAVE5', 'WELCOME10']);
    expect(coupons[0]).toMatchObject({
      discount_type: 'fixed',
      value: 500,
      min_amount: 3000,
      published: true,
      active: true,
    });
    expect(coupons[1]).toMatchObject({ discount_type: 'percentage', value: 10 });
    expect(await listPublishedCoupons(test.handle.db, 'unknown')).toEqual([]);
    expect((await findCouponByCode(test.handle.db, demoId, ' staff50 '))?.published).toBe(false);
    expect(await findCouponByCode(test.handle.db, saborId, 'STAFF50')).toBeNull();
  });

  it('reads the loyalty programme, and an inactive one when none is set', async () => {
    const loyalty = await getLoyaltySettings(test.handle.db, demoId);
    expect(loyalty.loyalty_program.active).toBe(true);
    expect(loyalty.loyalty_program.rewards.map((r) => r.required_points)).toEqual([100, 250]);
    expect(await getLoyaltySettings(test.handle.db, 'unknown')).toEqual({
      loyalty_program: { active: false, rewards: [] },
    });
  });

  it('stores abuse reports, with or without a company', async () => {
    const { id } = await createAbuseReport(test.handle.db, {
      company_id: demoId,
      reason: 'fraud',
      description: 'Fake prices',
      email: 'someone@example.com',
      url: 'http://demo.localhost/',
    });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await createAbuseReport(test.handle.db, {
      company_id: null,
      reason: 'spam',
      description: null,
      email: null,
      url: null,
    });
    const reports = await listAbuseReports(test.handle.db, demoId);
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ id, reason: 'fraud', email: 'someone@example.com' });
  });

  it('reads order settings for every service type', async () => {
    const settings = await getOrderSettings(test.handle.db, demoId);
    expect(settings.table?.service_fee).toEqual({ value: 10, optional: true });
    expect(settings.delivery?.service_fee).toBeNull();
    expect(await getOrderSettings(test.handle.db, 'unknown')).toEqual({
      table: { service_fee: null },
      onsite: { service_fee: null },
      takeaway: { service_fee: null },
      delivery: { service_fee: null },
    });
  });

  it('lists payment methods keyed by service type', async () => {
    const all = await listPaymentMethods(test.handle.db, saborId);
    expect(Object.keys(all).sort()).toEqual(['delivery', 'onsite', 'table', 'takeaway']);
    const delivery = await listPaymentMethods(test.handle.db, saborId, 'delivery');
    expect(Object.keys(delivery)).toEqual(['delivery']);
    const codes = delivery.delivery!.map((m) => m.code);
    expect(codes).toEqual(['cash', 'pix', 'card']);
    const pix = delivery.delivery![1]!;
    expect(pix).toMatchObject({ provider_code: 'pix_static', payment_code: null });
    expect(await getPaymentMethod(test.handle.db, saborId, pix.id)).toMatchObject({
      code: 'pix',
      service_key: 'delivery',
    });
    expect(await getPaymentMethod(test.handle.db, demoId, pix.id)).toBeNull();
  });
});
