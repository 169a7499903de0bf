// "Call the waiter" and "Ask for the bill" (issue [17/21]). A request needs the table's open tab
// (none yet: 404, since staff would not know the party). The same phone cannot repeat the same
// kind within a minute; the public-write limits count every request besides.
import type { Kysely } from 'kysely';
import { insertRequest, latestRequest } from '../db/repositories/tab-requests';
import type { TabRequestKind, TabRequestRow } from '../db/repositories/tab-requests';
import { getOpenTab, holdTab } from '../db/repositories/tabs';
import type { TabRow } from '../db/repositories/tabs';
import type { Database } from '../db/schema';
import { noOpenTab } from './errors';

export const REQUEST_REPEAT_MS = 60_000;

export type CallOutcome =
  | { kind: 'sent'; tab: TabRow; request: TabRequestRow }
  | { kind: 'repeated'; retryAfterSeconds: number };

export async function callStaff(
  db: Kysely<Database>,
  companyId: string,
  qrId: string,
  kind: TabRequestKind,
  device: string,
  now: Date,
): Promise<CallOutcome> {
  return db.transaction().execute(async (trx) => {
    const tab = await getOpenTab(trx, companyId, qrId);
    // Held, so two requests of one phone at once take turns and the second sees the first.
    if (!tab || !(await holdTab(trx, companyId, tab.id))) throw noOpenTab();
    const last = await latestRequest(trx, companyId, tab.id, kind, device);
    const since = last ? now.getTime() - Date.parse(last.created_at) : Infinity;
    if (since < REQUEST_REPEAT_MS)
      return {
        kind: 'repeated',
        retryAfterSeconds: Math.max(1, Math.ceil((REQUEST_REPEAT_MS - since) / 1000)),
      };
    const request = await insertRequest(trx, {
      company_id: companyId,
      tab_id: tab.id,
      kind,
      device,
      created_at: now.toISOString(),
    });
    return { kind: 'sent', tab, request };
  });
}
