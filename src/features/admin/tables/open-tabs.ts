// Each table's open tab on the Tables page (issue [17/21]), kept pure (unit-tested): the tabs by
// table, and the words for a tab's §4.2 state. Only a table-service table has tabs: an on-site or
// takeaway QR's orders are paid one by one, so "No open tab" would say nothing there.
import type { AdminOpenTab } from '../../../api/admin-tabs';
import type { AdminTable } from '../../../api/admin-tables';
import type { BalanceState } from '../../../domain/order-status';

/** The open tab per table id (the tab's qr_id). */
export function tabsByTable(tabs: readonly AdminOpenTab[]): Map<string, AdminOpenTab> {
  return new Map(tabs.map((tab) => [tab.qr_id, tab]));
}

/**
 * What the row shows: the table's open tab, null for "No open tab", undefined for nothing at all
 * (a table that takes no tab, or the tabs not known: still loading or failed to load).
 */
export function rowTab(
  table: Pick<AdminTable, 'id' | 'service_type'>,
  tabs: ReadonlyMap<string, AdminOpenTab> | null,
): AdminOpenTab | null | undefined {
  if (table.service_type !== 'TABLE' || tabs === null) return undefined;
  return tabs.get(table.id) ?? null;
}

/** The admin string key of a balance state's name. */
export const balanceStateKey = (state: BalanceState): string => `admin.tables.tab.state.${state}`;

/** The state's tag colour: owing something stands out, settled is quiet. */
export function balanceTone(state: BalanceState): 'owing' | 'settled' | 'over' {
  if (state === 'PAID') return 'settled';
  if (state === 'OVERPAID') return 'over';
  return 'owing';
}

/** How often the page reads the tabs again while it is shown (they change as tables order). */
export const OPEN_TABS_REFRESH_MS = 30_000;
