// The staff's side of the tab (issue [17/21]), from a kitchen session: the open tabs with their
// rounds and pending requests, acknowledging a request, and closing a paid tab. Each action is
// in the company's audit log like the kitchen's other actions.
import type { Kysely } from 'kysely';
import { recordKitchenAction } from '../kitchen/audit';
import type { KitchenIdentity } from '../kitchen/identity';
import { notFoundHere } from '../kitchen/errors';
import { acknowledgeRequest, pendingRequests } from '../db/repositories/tab-requests';
import { closeTab, getTabByPublicId, holdTab, listOpenTabs } from '../db/repositories/tabs';
import type { TabRow } from '../db/repositories/tabs';
import { listVoids } from '../db/repositories/tab-rounds';
import type { VoidedItem } from '../db/repositories/tab-rounds';
import type { Database } from '../db/schema';
import { tabNotPaid } from './errors';
import { tabView } from './view';
import type { TabView } from './view';
import { tabViews } from './view';

type Staff = Pick<KitchenIdentity, 'companyId' | 'session'>;

export interface StaffRequest {
  id: string;
  kind: 'waiter' | 'bill';
  created_at: string;
}

export interface StaffTab extends TabView {
  table_name: string;
  /** The table code (null: the tab has none), so staff can give it to a diner who asks. */
  code: string | null;
  requests: StaffRequest[];
  /** Lines staff voided, with their reasons: the staff's record, not shown to the table. */
  voids: VoidedItem[];
}

export async function openTabsForStaff(
  db: Kysely<Database>,
  companyId: string,
): Promise<StaffTab[]> {
  const tabs = await listOpenTabs(db, companyId);
  const views = await tabViews(db, companyId, tabs);
  const requests = await pendingRequests(
    db,
    companyId,
    tabs.map((t) => t.id),
  );
  const voids = await listVoids(
    db,
    companyId,
    tabs.map((t) => t.id),
  );
  const qrs = await db
    .selectFrom('qrs')
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .execute();
  const names = new Map(qrs.map((q) => [q.id, q.name]));
  return views.map((view, i) => {
    const tab = tabs[i] as TabRow;
    return {
      ...view,
      table_name: names.get(tab.qr_id) ?? '',
      code: tab.code,
      requests: requests
        .filter((r) => r.tab_id === tab.id)
        .map((r) => ({ id: r.id, kind: r.kind, created_at: r.created_at })),
      voids: voids.filter((v) => v.tab_id === tab.id).map(({ tab_id: _tab, ...v }) => v),
    };
  });
}

/** Acknowledges a pending request; answers the request and its tab's QR. */
export async function acknowledge(
  db: Kysely<Database>,
  staff: Staff,
  requestId: string,
  now: Date,
): Promise<{ request: StaffRequest & { acknowledged_at: string }; qrId: string }> {
  const found = await acknowledgeRequest(db, staff.companyId, requestId, now.toISOString());
  const row = found?.row;
  if (!found || !row || row.acknowledged_at === null) throw notFoundHere('Request');
  const tab = await db
    .selectFrom('tabs')
    .select('qr_id')
    .where('company_id', '=', staff.companyId)
    .where('id', '=', row.tab_id)
    .executeTakeFirstOrThrow();
  if (found.changed)
    await recordKitchenAction(db, staff, {
      action: 'tab_request.acknowledge',
      entityId: row.id,
      before: null,
      after: { kind: row.kind, acknowledged_at: row.acknowledged_at },
    });
  return {
    request: {
      id: row.id,
      kind: row.kind,
      created_at: row.created_at,
      acknowledged_at: row.acknowledged_at,
    },
    qrId: tab.qr_id,
  };
}

/**
 * Closes an open tab once it is paid (§4.2 PAID: every round paid, or nothing owed at all). The
 * tab is held first, so a round being placed meanwhile is either counted here or opens the
 * table's next tab.
 */
export async function closeByStaff(
  db: Kysely<Database>,
  staff: Staff,
  publicId: string,
  now: Date,
): Promise<TabView & { closed_at: string }> {
  return db.transaction().execute(async (trx) => {
    const tab = await getTabByPublicId(trx, staff.companyId, publicId);
    if (!tab || !(await holdTab(trx, staff.companyId, tab.id))) throw notFoundHere('Tab');
    const view = await tabView(trx, staff.companyId, tab);
    if (view.balance_state !== 'PAID') throw tabNotPaid();
    const closedAt = now.toISOString();
    await closeTab(trx, staff.companyId, tab.id, closedAt);
    await recordKitchenAction(trx, staff, {
      action: 'tab.close',
      entityId: tab.id,
      before: { status: 'open', total: view.total, paid: view.paid },
      after: { status: 'closed', closed_at: closedAt },
    });
    return { ...view, closed_at: closedAt };
  });
}
