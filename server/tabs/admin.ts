// The back office's view of the open tabs (issue [17/21]): per table, what it owes and since
// when. It is the staff's view (./staff.ts) cut down to the sums: the owner's Tables page shows
// where each table stands, the board is where rounds are served and paid.
import type { Kysely } from 'kysely';
import type { BalanceState } from '../../src/domain/order-status';
import type { Database } from '../db/schema';
import { openTabsForStaff } from './staff';

export interface AdminOpenTab {
  /** The tab's public id. */
  id: string;
  qr_id: string;
  table_name: string;
  opened_at: string;
  total: number;
  paid: number;
  balance: number;
  balance_state: BalanceState;
  /** Rounds placed on the tab, a cancelled one included (it is shown, owing nothing). */
  rounds: number;
  /** Calls to the staff not acknowledged yet. */
  pending_requests: number;
}

export async function openTabsForOwner(
  db: Kysely<Database>,
  companyId: string,
): Promise<AdminOpenTab[]> {
  const tabs = await openTabsForStaff(db, companyId);
  return tabs.map((tab) => ({
    id: tab.id,
    qr_id: tab.qr_id,
    table_name: tab.table_name,
    opened_at: tab.opened_at,
    total: tab.total,
    paid: tab.paid,
    balance: tab.balance,
    balance_state: tab.balance_state,
    rounds: tab.rounds.length,
    pending_requests: tab.requests.length,
  }));
}
