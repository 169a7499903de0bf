// Demo data: the companies of server/seed/companies, inserted only when their token is
// absent, so seeding twice (or seeding a database that has other companies) is harmless. A demo
// company seeded before online payments existed gets its payment providers (and the methods
// that use them) on the next seed, once.
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
import { deletePaymentMethods, insertPaymentMethods } from '../db/repositories/payment-methods';
import { insertPaymentProvider, listPaymentProviders } from '../db/repositories/payment-providers';
import { getOwnerPasswordHash, setOwnerPasswordHash } from '../db/repositories/owner-sessions';
import { insertQrs } from '../db/repositories/qrs';
import { saveTabSettings } from '../db/repositories/tab-requests';
import { hashPassword } from '../kitchen/password';
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
/** The back office's owner password of every demo company (owner_password_hash). */
export const DEMO_OWNER_PASSWORD = 'demo1234';

interface DemoHashes {
  staff: string;
  owner: string;
}

async function insertDemoCompany(
  db: Kysely<Database>,
  demo: DemoCompany,
  hashes: DemoHashes,
): Promise<void> {
  const token = demo.company.token;
  const companyId = seedId(token, 'company');
  await createCompany(db, {
    ...demo.company,
    id: companyId,
    staff_password_hash: hashes.staff,
  });
  await setOwnerPasswordHash(db, companyId, hashes.owner);
  await saveEcommerceSettings(db, companyId, demo.settings);
  await insertCatalog(db, companyId, menuToCatalog(token, demo.menu));
  await insertQrs(db, companyId, demo.qrs);
  await insertCoupons(db, companyId, demo.coupons);
  if (demo.loyalty) await saveLoyaltySettings(db, companyId, demo.loyalty);
  await saveOrderSettings(db, companyId, demo.orderSettings);
  if (demo.tabs) await saveTabSettings(db, companyId, demo.tabs);
  await insertPayments(db, companyId, demo);
}

/** The providers first: the online methods name them. */
async function insertPayments(
  db: Kysely<Database>,
  companyId: string,
  demo: DemoCompany,
): Promise<void> {
  for (const provider of demo.providers ?? []) {
    await insertPaymentProvider(db, companyId, provider);
  }
  for (const [key, methods] of Object.entries(demo.payments)) {
    await insertPaymentMethods(db, companyId, key as ServiceKey, methods);
  }
}

/**
 * A demo company seeded before online payments existed has none of its seeded providers: they
 * are added and its seeded methods rewritten (same ids; methods added by hand stay). A company
 * with any of them is left as it is, so this happens once and never undoes a later change.
 */
async function addMissingPayments(
  db: Kysely<Database>,
  companyId: string,
  demo: DemoCompany,
): Promise<boolean> {
  const seeded = demo.providers ?? [];
  if (seeded.length === 0) return false;
  const present = new Set((await listPaymentProviders(db, companyId)).map((p) => p.id));
  if (seeded.some((p) => present.has(p.id))) return false;
  const methodIds = Object.values(demo.payments).flatMap((list) =>
    list.flatMap((m) => (m.id === undefined ? [] : [m.id])),
  );
  await db.transaction().execute(async (trx) => {
    await deletePaymentMethods(trx, companyId, methodIds);
    await insertPayments(trx, companyId, demo);
  });
  return true;
}

/** Returns the tokens it inserted. */
export async function seedDemo(db: Kysely<Database>, now: Date = new Date()): Promise<string[]> {
  const inserted: string[] = [];
  // One scrypt hash (one salt) for every demo company: the password is public anyway, and
  // hashing per company would add a noticeable delay to every seeded test database. The owner
  // password is the same text, but hashed apart: its own salt, so the two never share a hash.
  const hashes: DemoHashes = {
    staff: await hashPassword(DEMO_STAFF_PASSWORD),
    owner: await hashPassword(DEMO_OWNER_PASSWORD),
  };
  for (const demo of demoCompanies(now)) {
    const existing = await findCompanyByToken(db, demo.company.token);
    if (existing) {
      // A database seeded before kitchen logins existed gets the demo staff password too.
      if ((await getStaffPasswordHash(db, existing.id)) === null)
        await setStaffPasswordHash(db, existing.id, hashes.staff);
      // And one seeded before the back office existed gets the demo owner password.
      if ((await getOwnerPasswordHash(db, existing.id)) === null)
        await setOwnerPasswordHash(db, existing.id, hashes.owner);
      try {
        await addMissingPayments(db, existing.id, demo);
      } catch (error) {
        // Another instance seeding at the same moment added them first.
        const ids = new Set((await listPaymentProviders(db, existing.id)).map((p) => p.id));
        if (!(demo.providers ?? []).some((p) => ids.has(p.id))) throw error;
      }
      continue;
    }
    try {
      // One transaction per company: a failure leaves no half-seeded tenant behind.
      await db.transaction().execute((trx) => insertDemoCompany(trx, demo, hashes));
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
