// A TABLE order placed from a table's QR is a round of that table's tab (issue [17/21]): the
// first one opens the tab, every later one joins it until staff close it, and the next one after
// that opens a new tab. Runs inside the placement's transaction, so a placement that fails
// leaves no tab behind it. On a tab with a table code (code.ts) a round needs the code: sent when
// the draft was made (the draft then carries the tab's id) or with the placement itself; the
// round that opens the tab needs none.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { getOpenTab, openTabFor, setOrderTab } from '../db/repositories/tabs';
import { getTabSettings } from '../db/repositories/tab-requests';
import type { Database } from '../db/schema';
import { codeMatches, judgeProof, refuseUnproven } from './code';
import type { TabProof } from './code';
import { tabCodeRequired, tabCodeWrong } from './errors';

export interface RoundOf {
  tabId: string;
  opened: boolean;
}

/** Whether an order is a round of a table's tab: a TABLE order that came from a QR. */
export const isTableRound = (row: { service_type: string; table_id: string | null }): boolean =>
  row.service_type === 'TABLE' && row.table_id !== null;

const tableCode = (): string => String(randomInt(0, 10_000)).padStart(4, '0');

/**
 * A draft for a table whose open tab has a code: refused (403) unless the proof holds, and
 * answers the tab's id to keep on the draft, which then needs no code when placed on that tab.
 * Null when no code is needed (no open tab, none required) or for other orders.
 */
export async function authorizeDraft(
  trx: Kysely<Database>,
  companyId: string,
  row: { service_type: string; table_id: string | null },
  proof: TabProof,
): Promise<string | null> {
  if (!isTableRound(row) || row.table_id === null) return null;
  const tab = await getOpenTab(trx, companyId, row.table_id);
  if (!tab) return null;
  const verdict = await judgeProof(trx, companyId, tab, proof);
  refuseUnproven(verdict);
  return verdict === 'open' ? null : tab.id;
}

/**
 * Puts the order on its table's open tab (opening one when none is); null for other orders.
 * `code`: the table code sent with the placement, for a draft not made with it.
 */
export async function joinTableTab(
  trx: Kysely<Database>,
  companyId: string,
  row: { id: string; service_type: string; table_id: string | null; tab_id: string | null },
  now: string,
  code: string | null = null,
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
  // The caller's transaction rolls back on the refusal: nothing is placed, nothing held.
  if (!opened && code_required && tab.code !== null && row.tab_id !== tab.id) {
    if (code === null || code.trim() === '') throw tabCodeRequired();
    if (!codeMatches(tab.code, code)) throw tabCodeWrong();
  }
  await setOrderTab(trx, companyId, row.id, tab.id);
  return { tabId: tab.id, opened };
}
