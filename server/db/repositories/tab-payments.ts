// Payments towards a table's tab and the items they claim, in SQL (issue [17/21], migration
// 0013). Status changes are compare-and-set on the statuses the caller expects, so a webhook, the
// staff and the expiry sweep racing on one payment cannot all apply their effect. Every query
// takes the company id.
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { TabPaymentStatus } from '../../../src/domain/tab/payments';
import type { Database } from '../schema';
import type { TabPaymentsTable } from '../schema-tabs';
import { paymentOf } from './payments';
import type { PaymentRecord } from './payments';

export type TabPaymentRow = Selectable<TabPaymentsTable>;
export type NewTabPayment = Insertable<TabPaymentsTable>;

const HOLDING: TabPaymentStatus[] = ['pending', 'awaiting_staff'];

export async function insertTabPayment(trx: Kysely<Database>, row: NewTabPayment): Promise<void> {
  await trx.insertInto('tab_payments').values(row).execute();
}

export async function getTabPayment(
  db: Kysely<Database>,
  companyId: string,
  id: string,
): Promise<TabPaymentRow | null> {
  const row = await db
    .selectFrom('tab_payments')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ?? null;
}

export async function findTabPaymentByKey(
  db: Kysely<Database>,
  companyId: string,
  tabId: string,
  key: string,
): Promise<TabPaymentRow | null> {
  const row = await db
    .selectFrom('tab_payments')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('tab_id', '=', tabId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row ?? null;
}

/** The tabs' payments, oldest first. */
export async function listTabPayments(
  db: Kysely<Database>,
  companyId: string,
  tabIds: readonly string[],
): Promise<TabPaymentRow[]> {
  if (tabIds.length === 0) return [];
  return db
    .selectFrom('tab_payments')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('tab_id', 'in', tabIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export interface ClaimRow {
  tab_id: string;
  tab_payment_id: string;
  order_item_id: string;
}

export async function listClaims(
  db: Kysely<Database>,
  companyId: string,
  tabIds: readonly string[],
): Promise<ClaimRow[]> {
  if (tabIds.length === 0) return [];
  return db
    .selectFrom('tab_claims')
    .select(['tab_id', 'tab_payment_id', 'order_item_id'])
    .where('company_id', '=', companyId)
    .where('tab_id', 'in', tabIds)
    .execute();
}

/**
 * Claims the items for a payment. The unique (company_id, order_item_id) index refuses an item
 * another payment holds or paid: the insert throws and the caller's transaction rolls back.
 */
export async function insertClaims(
  trx: Kysely<Database>,
  claim: { companyId: string; tabId: string; paymentId: string },
  itemIds: readonly string[],
  newId: () => string,
): Promise<void> {
  if (itemIds.length === 0) return;
  await trx
    .insertInto('tab_claims')
    .values(
      itemIds.map((itemId) => ({
        id: newId(),
        company_id: claim.companyId,
        tab_id: claim.tabId,
        tab_payment_id: claim.paymentId,
        order_item_id: itemId,
      })),
    )
    .execute();
}

/** Gives a payment's items back (it failed, expired or its money went back). */
export async function releaseClaims(
  trx: Kysely<Database>,
  companyId: string,
  paymentId: string,
): Promise<void> {
  await trx
    .deleteFrom('tab_claims')
    .where('company_id', '=', companyId)
    .where('tab_payment_id', '=', paymentId)
    .execute();
}

/** Sets `changes` only while the payment is in one of `from`; false when it moved meanwhile. */
export async function moveTabPayment(
  trx: Kysely<Database>,
  companyId: string,
  id: string,
  from: readonly TabPaymentStatus[],
  changes: Updateable<TabPaymentsTable>,
): Promise<boolean> {
  const result = await trx
    .updateTable('tab_payments')
    .set(changes)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Waiting payments of one tab (or of every tab, for the sweep) whose hold ran out by `now`. */
export async function listOverdueHolds(
  db: Kysely<Database>,
  now: string,
  scope: { companyId: string; tabId: string } | null,
  limit = 100,
): Promise<TabPaymentRow[]> {
  let query = db
    .selectFrom('tab_payments')
    .selectAll()
    .where('status', 'in', HOLDING)
    .where('expires_at', '<=', now);
  if (scope)
    query = query.where('company_id', '=', scope.companyId).where('tab_id', '=', scope.tabId);
  return query.orderBy('expires_at').limit(limit).execute();
}

/** Fixes the tab's even split. */
export async function setSplit(
  trx: Kysely<Database>,
  companyId: string,
  tabId: string,
  people: number,
  amount: number,
): Promise<void> {
  await trx
    .updateTable('tabs')
    .set({ split_people: people, split_amount: amount })
    .where('company_id', '=', companyId)
    .where('id', '=', tabId)
    .execute();
}

/** The online payment (provider intent) made for a tab payment, if any. */
export async function paymentOfTabPayment(
  db: Kysely<Database>,
  companyId: string,
  tabPaymentId: string,
): Promise<PaymentRecord | null> {
  const row = await db
    .selectFrom('payments')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('tab_payment_id', '=', tabPaymentId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  return row ? paymentOf(row) : null;
}

/** The items a payment holds or paid. */
export async function claimedItems(
  db: Kysely<Database>,
  companyId: string,
  tabPaymentId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('tab_claims')
    .select('order_item_id')
    .where('company_id', '=', companyId)
    .where('tab_payment_id', '=', tabPaymentId)
    .execute();
  return rows.map((r) => r.order_item_id);
}
