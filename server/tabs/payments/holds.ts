// A waiting tab payment holds its amount and items for TAB_PAYMENT_HOLD_MINUTES (issue [17/21]).
// When it fails or its hold runs out it gives both back. Overdue holds are expired by the
// maintenance sweep, and by any payment or split of the same tab before it counts what is free,
// so a phone that walked away never blocks the table. An online one is then cancelled at its
// provider; money that still arrives for it is refunded (settle.ts).
import type { Kysely } from 'kysely';
import type { TabPaymentStatus } from '../../../src/domain/tab/payments';
import {
  getTabPayment,
  listOverdueHolds,
  moveTabPayment,
  paymentOfTabPayment,
  releaseClaims,
} from '../../db/repositories/tab-payments';
import type { TabPaymentRow } from '../../db/repositories/tab-payments';
import { getTab } from '../../db/repositories/tabs';
import type { Database } from '../../db/schema';
import type { PaymentDeps } from '../../payments/deps';
import { cancelAtProviders } from '../../payments/void-intents';
import { emitTabChanged } from './events';

const HOLDING: TabPaymentStatus[] = ['pending', 'awaiting_staff'];

/** Ends a waiting payment (failed or expired) and gives its items back; false if it had moved. */
export async function releaseTabPayment(
  trx: Kysely<Database>,
  companyId: string,
  tabPaymentId: string,
  to: 'failed' | 'expired',
  at: string,
): Promise<boolean> {
  if (
    !(await moveTabPayment(trx, companyId, tabPaymentId, HOLDING, { status: to, updated_at: at }))
  )
    return false;
  await releaseClaims(trx, companyId, tabPaymentId);
  return true;
}

/** Expires the tab's overdue holds inside the caller's transaction (the tab held). */
export async function expireTabHolds(
  trx: Kysely<Database>,
  tab: { company_id: string; id: string },
  now: Date,
): Promise<TabPaymentRow[]> {
  const at = now.toISOString();
  const overdue = await listOverdueHolds(trx, at, { companyId: tab.company_id, tabId: tab.id });
  const expired: TabPaymentRow[] = [];
  for (const row of overdue)
    if (await releaseTabPayment(trx, row.company_id, row.id, 'expired', at)) expired.push(row);
  return expired;
}

/** After the commit: the expired ones' intents are cancelled at their providers. */
export async function cancelExpiredIntents(
  deps: PaymentDeps,
  expired: readonly TabPaymentRow[],
): Promise<void> {
  for (const row of expired) {
    const payment = await paymentOfTabPayment(deps.db, row.company_id, row.id);
    if (payment && payment.state !== 'succeeded') await cancelAtProviders(deps, [payment]);
  }
}

/** Tells the table's phones and the board that a tab's payments moved. */
export async function announce(
  db: Kysely<Database>,
  companyId: string,
  tabId: string,
): Promise<void> {
  const tab = await getTab(db, companyId, tabId);
  if (tab) emitTabChanged(companyId, tab.qr_id, 'PAYMENT');
}

/** The maintenance sweep: every overdue hold of every company expires. */
export async function sweepTabHolds(deps: PaymentDeps, now: Date = new Date()): Promise<number> {
  const at = now.toISOString();
  const overdue = await listOverdueHolds(deps.db, at, null);
  let expired = 0;
  for (const row of overdue) {
    const released = await deps.db
      .transaction()
      .execute((trx) => releaseTabPayment(trx, row.company_id, row.id, 'expired', at));
    if (!released) continue;
    expired += 1;
    const current = await getTabPayment(deps.db, row.company_id, row.id);
    if (current) await cancelExpiredIntents(deps, [current]);
    await announce(deps.db, row.company_id, row.tab_id);
  }
  return expired;
}
