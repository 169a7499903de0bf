// §7.6 company-visit: one counter per company and local day, incremented atomically, and
// (issue [16/21] item 17) at most once per device and day.
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export async function recordVisit(
  db: Kysely<Database>,
  companyId: string,
  date: string,
): Promise<void> {
  await db
    .insertInto('company_visits')
    .values({ company_id: companyId, date, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(['company_id', 'date'])
        .doUpdateSet((eb) => ({ count: eb('company_visits.count', '+', 1) })),
    )
    .execute();
}

/**
 * Counts the visit of `device` unless it was already counted for this company and day, and marks
 * `aliases` (other keys of the same device) as counted too. Rows of earlier days go: only today's
 * are ever asked about. True when the visit was counted.
 */
export async function recordDeviceVisit(
  db: Kysely<Database>,
  companyId: string,
  date: string,
  device: string,
  aliases: readonly string[] = [],
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('company_visit_devices')
      .where('company_id', '=', companyId)
      .where('date', '<', date)
      .execute();
    const mark = (key: string) =>
      trx
        .insertInto('company_visit_devices')
        .values({ company_id: companyId, date, device: key })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
    const inserted = await mark(device);
    for (const alias of aliases) await mark(alias);
    const counted = Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
    if (counted) await recordVisit(trx, companyId, date);
    return counted;
  });
}

export async function getVisitCount(
  db: Kysely<Database>,
  companyId: string,
  date: string,
): Promise<number> {
  const row = await db
    .selectFrom('company_visits')
    .select('count')
    .where('company_id', '=', companyId)
    .where('date', '=', date)
    .executeTakeFirst();
  return row ? Number(row.count) : 0;
}
