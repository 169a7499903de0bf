// A TABLE order placed from a table's QR is a round of that table's tab (issue [17/21]): the
// first one opens the tab, every later one joins it until staff close it, and the next one after
// that opens a new tab. Runs inside the placement's transaction, so a placement that fails
// leaves no tab behind it.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { openTabFor, setOrderTab } from '../db/repositories/tabs';
import { getTabSettings } from '../db/repositories/tab-requests';
import type { Database } from '../db/schema';

export interface RoundOf {
  tabId: string;
  opened: boolean;
}

/** Whether an order is a round of a table's tab: a TABLE order that came from a QR. */
export const isTableRound = (row: { service_type: string; table_id: string | null }): boolean =>
  row.service_type === 'TABLE' && row.table_id !== null;

const tableCode = (): string => String(randomInt(0, 10_000)).padStart(4, '0');

/** Puts the order on its table's open tab (opening one when none is); null for other orders. */
export async function joinTableTab(
  trx: Kysely<Database>,
  companyId: string,
  row: { id: string; service_type: string; table_id: string | null },
  now: string,
): Promise<RoundOf | null> {
  if (!isTableRound(row) || row.table_id === null) return null;
  const { code_required } = await getTabSettings(trx, companyId);
  const { tab, opened } = await openTabFor(
    trx,
    companyId,
    row.table_id,
    now,
    code_required ? tableCode() : null,
  );
  await setOrderTab(trx, companyId, row.id, tab.id);
  return { tabId: tab.id, opened };
}
