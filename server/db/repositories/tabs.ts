// The table's tab in SQL (issue [17/21]): one open tab per company and QR, kept by the unique
// (company_id, open_qr_id) index; its rounds are the orders that carry its id. Every query takes
// the company id.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../schema';
import type { TabsTable } from '../schema-tabs';

export type TabRow = Selectable<TabsTable>;

/** 128 random bits: a tab's public id cannot be guessed from another one. */
const newPublicId = (): string => randomBytes(16).toString('hex');

export async function getOpenTab(
  db: Kysely<Database>,
  companyId: string,
  qrId: string,
): Promise<TabRow | null> {
  const row = await db
    .selectFrom('tabs')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('open_qr_id', '=', qrId)
    .executeTakeFirst();
  return row ?? null;
}

export async function getTab(
  db: Kysely<Database>,
  companyId: string,
  tabId: string,
): Promise<TabRow | null> {
  const row = await db
    .selectFrom('tabs')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', tabId)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * The QR's open tab, opened now when there is none. Two first rounds at once both insert; the
 * unique index keeps one, the other's insert does nothing (on PostgreSQL it waits for the first
 * transaction, then sees its row), and both read the same tab back. The tab's row is then
 * locked by a write that changes nothing, so a close running meanwhile either waits for this
 * round (and counts it) or has already closed the tab, and the round opens the next one.
 */
export async function openTabFor(
  trx: Kysely<Database>,
  companyId: string,
  qrId: string,
  now: string,
  code: string | null,
): Promise<{ tab: TabRow; opened: boolean }> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const id = randomUUID();
    await trx
      .insertInto('tabs')
      .values({
        id,
        company_id: companyId,
        qr_id: qrId,
        open_qr_id: qrId,
        status: 'open',
        public_id: newPublicId(),
        code,
        opened_at: now,
        closed_at: null,
      })
      .onConflict((oc) => oc.columns(['company_id', 'open_qr_id']).doNothing())
      .execute();
    const tab = await getOpenTab(trx, companyId, qrId);
    if (!tab) continue;
    if (await holdTab(trx, companyId, tab.id)) return { tab, opened: tab.id === id };
  }
  throw new Error(`no open tab could be held for QR ${qrId}`);
}

/**
 * Locks an open tab's row until the transaction ends (a write that changes nothing: SQLite has
 * no SELECT … FOR UPDATE, and its writers take turns anyway). False when the tab is closed.
 */
export async function holdTab(
  trx: Kysely<Database>,
  companyId: string,
  tabId: string,
): Promise<boolean> {
  const held = await trx
    .updateTable('tabs')
    .set({ status: 'open' })
    .where('company_id', '=', companyId)
    .where('id', '=', tabId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return held.numUpdatedRows > 0n;
}

export async function getTabByPublicId(
  db: Kysely<Database>,
  companyId: string,
  publicId: string,
): Promise<TabRow | null> {
  const row = await db
    .selectFrom('tabs')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('public_id', '=', publicId)
    .executeTakeFirst();
  return row ?? null;
}

export async function setOrderTab(
  trx: Kysely<Database>,
  companyId: string,
  orderId: string,
  tabId: string,
): Promise<void> {
  await trx
    .updateTable('orders')
    .set({ tab_id: tabId })
    .where('company_id', '=', companyId)
    .where('id', '=', orderId)
    .execute();
}

/** Closes the tab if still open; false when it was closed already. */
export async function closeTab(
  trx: Kysely<Database>,
  companyId: string,
  tabId: string,
  now: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('tabs')
    .set({ status: 'closed', open_qr_id: null, closed_at: now })
    .where('company_id', '=', companyId)
    .where('id', '=', tabId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function listOpenTabs(db: Kysely<Database>, companyId: string): Promise<TabRow[]> {
  return db
    .selectFrom('tabs')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('status', '=', 'open')
    .orderBy('opened_at')
    .execute();
}
