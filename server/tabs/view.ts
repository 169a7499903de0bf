// What a table's phones and the staff see of a tab (issue [17/21]): its rounds, their items and
// who ordered them (the name given, never a phone number), §4.2's balance, and its payments: what
// they paid, what the waiting ones hold, which items they claim, and the even split. A cancelled
// round is shown but owes nothing; a round counts as paid once its order is paid.
import type { Kysely } from 'kysely';
import { tabBalance } from '../../src/domain/tab/balance';
import type { TabBalance } from '../../src/domain/tab/balance';
import type { ItemClaim, TabPaymentView, TabSplit } from '../../src/domain/tab/payments';
import { listRounds } from '../db/repositories/tab-rounds';
import type { RoundItem } from '../db/repositories/tab-rounds';
import type { TabRow } from '../db/repositories/tabs';
import type { Database } from '../db/schema';
import { tabLedgers } from './payments/ledger';

export interface ClaimedItem extends RoundItem {
  /** Whether a tab payment holds or paid this line (or its round was paid per order). */
  claim: ItemClaim;
}

export interface RoundView {
  order_id: string;
  public_id: string;
  placed_at: string;
  status: string;
  payment_status: string | null;
  client_name: string | null;
  total: number;
  items: ClaimedItem[];
}

export interface TabView extends TabBalance {
  /** The tab's public id (unguessable); never the row's id. */
  id: string;
  qr_id: string;
  opened_at: string;
  rounds: RoundView[];
  /** What waiting payments hold of the balance. */
  held: number;
  payments: TabPaymentView<never>[];
  split: TabSplit | null;
}

const owes = (round: Pick<RoundView, 'status'>): boolean => round.status !== 'CANCELLED';

/** §4.2 for the rounds; `tabPaid` is what the tab's own payments paid (tips excluded). */
export function tabTotals(
  rounds: readonly Pick<RoundView, 'status' | 'payment_status' | 'total'>[],
  tabPaid = 0,
): TabBalance {
  const counted = rounds.filter(owes);
  const total = counted.reduce((sum, r) => sum + r.total, 0);
  const paid = counted
    .filter((r) => r.payment_status === 'paid')
    .reduce((sum, r) => sum + r.total, 0);
  return tabBalance(total, paid + tabPaid);
}

export async function tabViews(
  db: Kysely<Database>,
  companyId: string,
  tabs: readonly TabRow[],
): Promise<TabView[]> {
  const [rounds, ledgers] = await Promise.all([
    listRounds(
      db,
      companyId,
      tabs.map((t) => t.id),
    ),
    tabLedgers(db, companyId, tabs),
  ]);
  return tabs.map((tab) => {
    const ledger = ledgers.get(tab.id);
    const list: RoundView[] = (rounds.get(tab.id) ?? []).map((round) => ({
      ...round,
      items: round.items.map((item) => ({
        ...item,
        claim:
          round.payment_status === 'paid' && owes(round)
            ? 'paid'
            : (ledger?.claims.get(item.id) ?? null),
      })),
    }));
    return {
      id: tab.public_id,
      qr_id: tab.qr_id,
      opened_at: tab.opened_at,
      rounds: list,
      ...tabTotals(list, ledger?.paid ?? 0),
      held: ledger?.held ?? 0,
      payments: ledger?.payments ?? [],
      split: ledger?.split ?? null,
    };
  });
}

export async function tabView(
  db: Kysely<Database>,
  companyId: string,
  tab: TabRow,
): Promise<TabView> {
  const [view] = await tabViews(db, companyId, [tab]);
  if (!view) throw new Error('tabViews() answered no view for one tab');
  return view;
}
