// The even split (issue [17/21]): `people` shares of what the tab has left that is neither paid
// nor held at that moment, the last share taking the remaining cents. It may be asked again
// until a share payment waits or succeeded; then it stays, so no one's share changes under them.
import type { Kysely } from 'kysely';
import { holdsBalance } from '../../../src/domain/tab/payments';
import { setSplit } from '../../db/repositories/tab-payments';
import { getOpenTab, holdTab } from '../../db/repositories/tabs';
import type { Database } from '../../db/schema';
import { noOpenTab } from '../errors';
import { tabView } from '../view';
import type { TabView } from '../view';
import { balanceTaken, splitStarted } from './errors';
import { expireTabHolds } from './holds';

export async function splitTab(
  db: Kysely<Database>,
  companyId: string,
  qrId: string,
  people: number,
  now: Date,
): Promise<TabView> {
  return db.transaction().execute(async (trx) => {
    const tab = await getOpenTab(trx, companyId, qrId);
    if (!tab || !(await holdTab(trx, companyId, tab.id))) throw noOpenTab();
    await expireTabHolds(trx, tab, now);
    const view = await tabView(trx, companyId, tab);
    const started = view.payments.some(
      (p) => p.kind === 'share' && (p.status === 'succeeded' || holdsBalance(p.status)),
    );
    if (started) throw splitStarted();
    const free = view.balance - view.held;
    if (free <= 0) throw balanceTaken();
    await setSplit(trx, companyId, tab.id, people, free);
    return tabView(trx, companyId, { ...tab, split_people: people, split_amount: free });
  });
}
