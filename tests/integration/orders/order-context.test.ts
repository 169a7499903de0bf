// The order context (company and settings) is kept in memory per catalogue version
// (server/orders/context.ts). These tests hold it to its promise: reused while nothing changed,
// read afresh after any settings write, never filled with what a rolled-back transaction wrote,
// and never changeable by a caller.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getCompany,
  setMenuEnabled,
  updateCompany,
} from '../../../server/db/repositories/companies';
import {
  getEcommerceSettings,
  saveEcommerceSettings,
} from '../../../server/db/repositories/ecommerce';
import { takeMonthlySlot } from '../../../server/db/repositories/monthly-counts';
import { loadOrderContext } from '../../../server/orders/context';
import { usageMonth } from '../../../src/domain/plans';
import { HttpError } from '../../../server/http/errors';
import { createTestDatabase, testDialects } from '../helpers/databases';
import type { TestDatabase } from '../helpers/databases';
import { companyIdOf } from './support';

describe.each(testDialects)('order context cache (%s)', (dialect) => {
  let test: TestDatabase;
  let companyId: string;

  beforeAll(async () => {
    test = await createTestDatabase(dialect, { seed: true });
    companyId = await companyIdOf(test.handle.db, 'demo');
  });
  afterAll(() => test.cleanup());

  it('reuses the company and settings while the catalogue version stands', async () => {
    const first = await loadOrderContext(test.handle.db, companyId);
    const second = await loadOrderContext(test.handle.db, companyId);
    expect(second.settings).toBe(first.settings);
    expect(second.company.current_subscriptions).toBe(first.company.current_subscriptions);
    expect(second.now).not.toBe(first.now);
  });

  it('reads the settings afresh after a settings write', async () => {
    const db = test.handle.db;
    const before = await loadOrderContext(db, companyId);
    const settings = (await getEcommerceSettings(db, companyId))!;
    const active = !before.settings.table.active;
    await saveEcommerceSettings(db, companyId, {
      ...settings,
      table: { ...settings.table, active },
    });
    const after = await loadOrderContext(db, companyId);
    expect(after.settings.table.active).toBe(active);
    expect(after.settings).not.toBe(before.settings);
  });

  it('reads the company afresh after a company write, and 404s once its menu is disabled', async () => {
    const db = test.handle.db;
    await loadOrderContext(db, companyId);
    const company = (await getCompany(db, companyId))!;
    const { id: _id, ...input } = company;
    await updateCompany(db, companyId, { ...input, name: 'Renamed for the cache test' });
    expect((await loadOrderContext(db, companyId)).company.name).toBe('Renamed for the cache test');

    await setMenuEnabled(db, company.token, false);
    await expect(loadOrderContext(db, companyId)).rejects.toBeInstanceOf(HttpError);
    await setMenuEnabled(db, company.token, true);
    expect((await loadOrderContext(db, companyId)).company.menu_enabled).toBe(true);
  });

  it('never keeps what a transaction read, so a rolled-back write cannot linger', async () => {
    const db = test.handle.db;
    const committed = (await loadOrderContext(db, companyId)).settings.table.active;
    const settings = (await getEcommerceSettings(db, companyId))!;
    await db
      .transaction()
      .execute(async (trx) => {
        await saveEcommerceSettings(trx, companyId, {
          ...settings,
          table: { ...settings.table, active: !committed },
        });
        // Inside: the transaction's own write is what it reads.
        expect((await loadOrderContext(trx, companyId)).settings.table.active).toBe(!committed);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    // The rollback gave the version number back; the next bump reuses it for other settings,
    // and the context read under that number inside the transaction must not come back.
    const reread = (await getEcommerceSettings(db, companyId))!;
    await saveEcommerceSettings(db, companyId, {
      ...reread,
      takeaway: { ...reread.takeaway, active: !reread.takeaway.active },
    });
    const now = await loadOrderContext(db, companyId);
    expect(now.settings.table.active).toBe(committed);
    expect(now.settings.takeaway.active).toBe(!reread.takeaway.active);
  });

  it('counts the orders placed this month afresh every time', async () => {
    const db = test.handle.db;
    const before = await loadOrderContext(db, companyId);
    const month = usageMonth(before.now, before.company.timezone);
    expect(await takeMonthlySlot(db, companyId, month, null)).toBe(true);
    const after = await loadOrderContext(db, companyId);
    expect(after.company.order_limit_usage_count).toBe(before.company.order_limit_usage_count + 1);
  });

  it('hands out a context no caller can change', async () => {
    const ctx = await loadOrderContext(test.handle.db, companyId);
    expect(() => {
      (ctx.settings.table as { active: boolean }).active = true;
    }).toThrow(TypeError);
    expect(() => {
      (ctx.company as { name: string }).name = 'x';
    }).toThrow(TypeError);
  });
});
