// What a table's phones and the staff see of a tab (issue [17/21]): its rounds, their items and
// who ordered them (the name given, never a phone number), and §4.2's balance. A cancelled
// round is shown but owes nothing; a round counts as paid once its order is paid.
import type { Kysely } from 'kysely';
import { tabBalance } from '../../src/domain/tab/balance';
import type { TabBalance } from '../../src/domain/tab/balance';
import { listRounds } from '../db/repositories/tab-rounds';
import type { RoundItem } from '../db/repositories/tab-rounds';
import type { TabRow } from '../db/repositories/tabs';
import type { Database } from '../db/schema';

export interface RoundView {
  order_id: string;
  public_id: string;
  placed_at: string;
  status: string;
  payment_status: string | null;
  client_name: string | null;
  total: number;
  items: RoundItem[];
}

export interface TabView extends TabBalance {
  /** The tab's public id (unguessable); never the row's id. */
  id: string;
  qr_id: string;
  opened_at: string;
  rounds: RoundView[];
}

const owes = (round: RoundView): boolean => round.status !== 'CANCELLED';

export function tabTotals(rounds: readonly RoundView[]): TabBalance {
  const counted = rounds.filter(owes);
  const total = counted.reduce((sum, r) => sum + r.total, 0);
  const paid = counted
    .filter((r) => r.payment_status === 'paid')
    .reduce((sum, r) => sum + r.total, 0);
  return tabBalance(total, paid);
}

export async function tabViews(
  db: Kysely<Database>,
  companyId: string,
  tabs: readonly TabRow[],
): Promise<TabView[]> {
  const rounds = await listRounds(
    db,
    companyId,
    tabs.map((t) => t.id),
  );
  return tabs.map((tab) => {
    const list = rounds.get(tab.id) ?? [];
    return {
      id: tab.public_id,
      qr_id: tab.qr_id,
      opened_at: tab.opened_at,
      rounds: list,
      ...tabTotals(list),
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
