// §7.6 company-visit: one counter per company and local day, incremented atomically.
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
