// Demo data: the companies of server/seed/companies, inserted only when their token is
// absent, so seeding twice (or seeding a database that has other companies) is harmless.
import type { Kysely } from 'kysely';
import type { ServiceKey } from '../../src/domain/types';
import {
  createCompany,
  findCompanyByToken,
  setStaffPasswordHash,
} from '../db/repositories/companies';
import { getStaffPasswordHash } from '../db/repositories/kitchen-sessions';
import { insertCatalog } from '../db/repositories/catalog-write';
import { insertCoupons } from '../db/repositories/coupons';
import { saveEcommerceSettings } from '../db/repositories/ecommerce';
import { saveLoyaltySettings } from '../db/repositories/loyalty';
import { saveOrderSettings } from '../db/repositories/order-settings';
import { insertPaymentMethods } from '../db/repositories/payment-methods';
import { insertQrs } from '../db/repositories/qrs';
import { hashStaffPassword } from '../kitchen/password';
import type { Database } from '../db/schema';
import { refreshDemoClock } from './clock';
import { demoCompanies } from './companies/index';
import { seedId } from './ids';
import { menuToCatalog } from './menu';
import type { DemoCompany } from './types';

export { refreshDemoClock } from './clock';
export { demoCompanies } from './companies/index';

/** The staff password of every demo company (its scrypt hash is seeded as staff_password_hash). */
export const DEMO_STAFF_PASSWORD = 'demo1234';

async function insertDemoCompany(
  db: Kysely<Database>,
  demo: DemoCompany,
  staffPasswordHash: string,
): Promise<void> {
  const token = demo.company.token;
  const companyId = seedId(token, 'company');
  await createCompany(db, {
    ...demo.company,
    id: companyId,
    staff_password_hash: staffPasswordHash,
  });
  await saveEcommerceSettings(db, companyId, demo.settings);
  await insertCatalog(db, companyId, menuToCatalog(token, demo.menu));
  await insertQrs(db, companyId, demo.qrs);
  await insertCoupons(db, companyId, demo.coupons);
  if (demo.loyalty) await saveLoyaltySettings(db, companyId, demo.loyalty);
  await saveOrderSettings(db, companyId, demo.orderSettings);
  for (const [key, methods] of Object.entries(demo.payments)) {
    await insertPaymentMethods(db, companyId, key as ServiceKey, methods);
  }
}

/** Returns the tokens it inserted. */
export async function seedDemo(db: Kysely<Database>, now: Date = new Date()): Promise<string[]> {
  const inserted: string[] = [];
  // One scrypt hash (one salt) for every demo company: the password is public anyway, and
  // hashing per company would add a noticeable delay to every seeded test database.
  const staffPasswordHash = await hashStaffPassword(DEMO_STAFF_PASSWORD);
  for (const demo of demoCompanies(now)) {
    const existing = await findCompanyByToken(db, demo.company.token);
    if (existing) {
      // A database seeded before kitchen logins existed gets the demo staff password too.
      if ((await getStaffPasswordHash(db, existing.id)) === null)
        await setStaffPasswordHash(db, existing.id, staffPasswordHash);
      continue;
    }
    try {
      // One transaction per company: a failure leaves no half-seeded tenant behind.
      await db.transaction().execute((trx) => insertDemoCompany(trx, demo, staffPasswordHash));
      inserted.push(demo.company.token);
    } catch (error) {
      // Two instances starting together on one PostgreSQL may race; the loser finds the
      // company inserted by the winner and moves on.
      if (!(await findCompanyByToken(db, demo.company.token))) throw error;
    }
  }
  await refreshDemoClock(db, now);
  return inserted;
}
