// What the tab's payments add to its view (issue [17/21]): what they paid (tips excluded), what
// the waiting ones hold, which items they claim, the split, and the payments themselves as the
// table sees them (never the provider's client secrets). One read per list, for many tabs.
import type { Kysely } from 'kysely';
import { claimOf, holdsBalance, splitView } from '../../../src/domain/tab/payments';
import type {
  ItemClaim,
  StaffMethod,
  TabPaymentKind,
  TabPaymentMethod,
  TabPaymentStatus,
  TabPaymentView,
  TabRefundReason,
  TabSplit,
} from '../../../src/domain/tab/payments';
import { listClaims, listTabPayments } from '../../db/repositories/tab-payments';
import type { TabPaymentRow } from '../../db/repositories/tab-payments';
import type { TabRow } from '../../db/repositories/tabs';
import type { Database } from '../../db/schema';

export interface TabLedger {
  /** Succeeded payments' amounts, tips excluded. */
  paid: number;
  /** Waiting payments' amounts. */
  held: number;
  claims: Map<string, ItemClaim>;
  payments: TabPaymentView<never>[];
  split: TabSplit | null;
}

export function tabPaymentView<P>(
  row: TabPaymentRow,
  itemIds: readonly string[],
  payment: P | null,
): TabPaymentView<P> {
  const status = row.status as TabPaymentStatus;
  return {
    id: row.id,
    kind: row.kind as TabPaymentKind,
    amount: Number(row.amount),
    tip: Number(row.tip),
    currency: row.currency,
    status,
    method: row.method as TabPaymentMethod,
    staff_method: row.staff_method as StaffMethod | null,
    item_ids: [...itemIds],
    share_index: row.share_index === null ? null : Number(row.share_index),
    refund_reason: row.refund_reason as TabRefundReason | null,
    expires_at: holdsBalance(status) ? row.expires_at : null,
    created_at: row.created_at,
    payment,
  };
}

export async function tabLedgers(
  db: Kysely<Database>,
  companyId: string,
  tabs: readonly TabRow[],
): Promise<Map<string, TabLedger>> {
  const ids = tabs.map((t) => t.id);
  const [payments, claims] = await Promise.all([
    listTabPayments(db, companyId, ids),
    listClaims(db, companyId, ids),
  ]);
  const itemsOf = new Map<string, string[]>();
  for (const claim of claims) {
    const list = itemsOf.get(claim.tab_payment_id) ?? [];
    list.push(claim.order_item_id);
    itemsOf.set(claim.tab_payment_id, list);
  }
  const statusOf = new Map(payments.map((p) => [p.id, p.status as TabPaymentStatus]));
  const ledgers = new Map<string, TabLedger>();
  for (const tab of tabs) {
    const mine = payments.filter((p) => p.tab_id === tab.id);
    const sum = (rows: TabPaymentRow[]) => rows.reduce((total, p) => total + Number(p.amount), 0);
    const claimMap = new Map<string, ItemClaim>();
    for (const claim of claims)
      if (claim.tab_id === tab.id)
        claimMap.set(claim.order_item_id, claimOf(statusOf.get(claim.tab_payment_id) ?? 'failed'));
    const people = tab.split_people === null ? null : Number(tab.split_people);
    const paidShares = mine.filter((p) => p.kind === 'share' && p.status === 'succeeded').length;
    ledgers.set(tab.id, {
      paid: sum(mine.filter((p) => p.status === 'succeeded')),
      held: sum(mine.filter((p) => holdsBalance(p.status as TabPaymentStatus))),
      claims: claimMap,
      payments: mine.map((p) => tabPaymentView<never>(p, itemsOf.get(p.id) ?? [], null)),
      split: people === null ? null : splitView(people, Number(tab.split_amount ?? 0), paidShares),
    });
  }
  return ledgers;
}
