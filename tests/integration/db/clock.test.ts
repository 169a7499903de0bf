import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  findCompanyByToken,
  getCatalogVersion,
  getCompany,
} from '../../../server/db/repositories/companies';
import { listPublishedCoupons } from '../../../server/db/repositories/coupons';
import {
  closedNowHours,
  couponWindow,
  localDate,
  REAL_HOURS,
  refreshDemoClock,
} from '../../../server/seed/clock';
import { everyDay } from '../../../server/db/defaults';
import { createTestDatabase, testDialects } from '../helpers/databases';
import type { TestDatabase } from '../helpers/databases';

const MEXICO = 'America/Mexico_City';

describe('demo clock helpers', () => {
  it('closes today and tomorrow, local time, and opens the other five days', () => {
    // 2026-03-04 23:30 in Mexico City is already Thursday 05:30 UTC.
    const hours = closedNowHours(new Date('2026-03-05T05:30:00Z'), MEXICO);
    expect(hours.wednesday?.is_active).toBe(false);
    expect(hours.thursday?.is_active).toBe(false);
    for (const day of ['friday', 'saturday', 'sunday', 'monday', 'tuesday'] as const) {
      expect(hours[day]).toEqual({
        is_active: true,
        hours: [{ id: `${day}-1`, open: '13:00', close: '23:00' }],
      });
    }
  });

  it('puts the coupon window around the local date', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(localDate(now, 'Asia/Dubai')).toBe('2026-06-15');
    expect(couponWindow(now, 'America/New_York')).toEqual({
      start: '2026-03-17',
      end: '2027-03-12',
    });
  });
});

describe.each(testDialects)('refreshDemoClock on %s', (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect, { seed: true });
  });
  afterAll(async () => {
    await test.cleanup();
  });

  it('moves the taqueria hours and the coupon windows to a new day, bumping the catalogue version', async () => {
    const taqueria = (await findCompanyByToken(test.handle.db, 'taqueria'))!.id;
    const demo = (await findCompanyByToken(test.handle.db, 'demo'))!.id;
    const later = new Date(Date.now() + 3 * 86_400_000);
    const version = (await getCatalogVersion(test.handle.db, taqueria))!;

    await refreshDemoClock(test.handle.db, later);

    const company = (await getCompany(test.handle.db, taqueria))!;
    expect(company.business_hours_settings).toEqual(closedNowHours(later, MEXICO));
    expect(await getCatalogVersion(test.handle.db, taqueria)).toBe(version + 1);
    const window = couponWindow(later, 'America/New_York');
    expect((await getCompany(test.handle.db, demo))!.coupon_published).toEqual({
      active: true,
      start_date: window.start,
      end_date: window.end,
    });
    for (const coupon of await listPublishedCoupons(test.handle.db, demo)) {
      expect([coupon.start_date, coupon.end_date]).toEqual([window.start, window.end]);
    }
  });

  it("DEMO_HOURS=open opens alnakheel all day, and 'real' puts its real-world hours back", async () => {
    const alnakheel = (await findCompanyByToken(test.handle.db, 'alnakheel'))!.id;
    expect((await getCompany(test.handle.db, alnakheel))!.business_hours_settings).toEqual(
      REAL_HOURS.alnakheel,
    );
    const version = (await getCatalogVersion(test.handle.db, alnakheel))!;

    await refreshDemoClock(test.handle.db, new Date(), 'open');
    expect((await getCompany(test.handle.db, alnakheel))!.business_hours_settings).toEqual(
      everyDay('00:00', '23:59'),
    );
    expect(await getCatalogVersion(test.handle.db, alnakheel)).toBe(version + 1);

    await refreshDemoClock(test.handle.db, new Date(), 'real');
    expect((await getCompany(test.handle.db, alnakheel))!.business_hours_settings).toEqual(
      REAL_HOURS.alnakheel,
    );
  });

  it('changes nothing when run again at the same moment', async () => {
    const taqueria = (await findCompanyByToken(test.handle.db, 'taqueria'))!.id;
    const now = new Date();
    await refreshDemoClock(test.handle.db, now);
    const version = await getCatalogVersion(test.handle.db, taqueria);
    await refreshDemoClock(test.handle.db, now);
    expect(await getCatalogVersion(test.handle.db, taqueria)).toBe(version);
  });
});
