// Calls from a table to the staff (issue [17/21]): "call the waiter" and "ask for the bill", and
// the company's tab settings (pay at the end, table code). Every query takes the company id.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';
import type { TabRequestsTable } from '../schema-tabs';

export type TabRequestRow = Selectable<TabRequestsTable>;
export type TabRequestKind = TabRequestsTable['kind'];

/** The device's latest request of this kind on the tab, if any. */
export async function latestRequest(
  db: Kysely<Database>,
  companyId: string,
  tabId: string,
  kind: TabRequestKind,
  device: string,
): Promise<TabRequestRow | null> {
  const row = await db
    .selectFrom('tab_requests')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('tab_id', '=', tabId)
    .where('kind', '=', kind)
    .where('device', '=', device)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

export async function insertRequest(
  db: Kysely<Database>,
  row: Omit<TabRequestRow, 'id' | 'acknowledged_at'>,
): Promise<TabRequestRow> {
  const full: TabRequestRow = { ...row, id: randomUUID(), acknowledged_at: null };
  await db.insertInto('tab_requests').values(full).execute();
  return full;
}

export async function pendingRequests(
  db: Kysely<Database>,
  companyId: string,
  tabIds: readonly string[],
): Promise<TabRequestRow[]> {
  if (tabIds.length === 0) return [];
  return db
    .selectFrom('tab_requests')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('tab_id', 'in', tabIds)
    .where('acknowledged_at', 'is', null)
    .orderBy('created_at')
    .execute();
}

/**
 * Acknowledges a pending request. The row as it stands (null when there is none) and whether
 * this call acknowledged it (false: it was acknowledged before).
 */
export async function acknowledgeRequest(
  db: Kysely<Database>,
  companyId: string,
  requestId: string,
  now: string,
): Promise<{ row: TabRequestRow; changed: boolean } | null> {
  const result = await db
    .updateTable('tab_requests')
    .set({ acknowledged_at: now })
    .where('company_id', '=', companyId)
    .where('id', '=', requestId)
    .where('acknowledged_at', 'is', null)
    .executeTakeFirst();
  const row = await db
    .selectFrom('tab_requests')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', requestId)
    .executeTakeFirst();
  return row ? { row, changed: result.numUpdatedRows > 0n } : null;
}

export interface TabSettings {
  /** A TABLE round goes to the kitchen unpaid; the tab is paid before leaving. */
  pay_at_end: boolean;
  /** Others at the table enter the four-digit code the first phone sees. */
  code_required: boolean;
}

export async function getTabSettings(
  db: Kysely<Database>,
  companyId: string,
): Promise<TabSettings> {
  const row = await db
    .selectFrom('tab_settings')
    .select(['pay_at_end', 'code_required'])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return { pay_at_end: row?.pay_at_end === 1, code_required: row?.code_required === 1 };
}

export async function saveTabSettings(
  db: Kysely<Database>,
  companyId: string,
  settings: TabSettings,
): Promise<void> {
  const values = {
    pay_at_end: settings.pay_at_end ? 1 : 0,
    code_required: settings.code_required ? 1 : 0,
  };
  await db
    .insertInto('tab_settings')
    .values({ company_id: companyId, ...values })
    .onConflict((oc) => oc.column('company_id').doUpdateSet(values))
    .execute();
}
