// The staff's side of the tab's payments (issue [17/21]), from a kitchen session: recording the
// money of a phone that chose "I'll pay the staff", and money taken at the table directly (cash
// or a card terminal). Both are audited like the kitchen's other actions; the direct one is
// checked against what the tab has left like a phone's payment, with the tab held.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { StaffMethod } from '../../../src/domain/tab/payments';
import { amountProblem } from '../../../src/domain/tab/payments';
import {
  getTabPayment,
  insertTabPayment,
  moveTabPayment,
} from '../../db/repositories/tab-payments';
import type { TabPaymentRow } from '../../db/repositories/tab-payments';
import { getTab, getTabByPublicId, holdTab } from '../../db/repositories/tabs';
import type { Database } from '../../db/schema';
import { recordKitchenAction } from '../../kitchen/audit';
import { notFoundHere } from '../../kitchen/errors';
import type { KitchenIdentity } from '../../kitchen/identity';
import { loadOrderContext } from '../../orders/context';
import { tabView } from '../view';
import { balanceTaken, notAwaitingStaff } from './errors';
import { expireTabHolds } from './holds';

type Staff = Pick<KitchenIdentity, 'companyId' | 'session'>;

export interface Recorded {
  row: TabPaymentRow;
  qrId: string;
}

/** The staff took an awaiting_staff payment's money: it succeeds. */
export async function recordAwaiting(
  db: Kysely<Database>,
  staff: Staff,
  paymentId: string,
  method: StaffMethod,
  now: Date,
): Promise<Recorded> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await getTabPayment(trx, staff.companyId, paymentId);
    const tab = row ? await getTab(trx, staff.companyId, row.tab_id) : null;
    if (!row || !tab) throw notFoundHere('Payment');
    // Held, so a phone paying meanwhile counts this money as paid.
    await holdTab(trx, staff.companyId, tab.id);
    const changes = { status: 'succeeded', staff_method: method, settled_at: at, updated_at: at };
    if (!(await moveTabPayment(trx, staff.companyId, row.id, ['awaiting_staff'], changes)))
      throw notAwaitingStaff();
    await recordKitchenAction(trx, staff, {
      action: 'tab_payment.record',
      entityId: row.id,
      before: { status: row.status, amount: row.amount, tip: row.tip },
      after: { status: 'succeeded', method },
    });
    return { row: { ...row, ...changes }, qrId: tab.qr_id };
  });
}

/** Money taken at the table directly: a custom payment by the staff, succeeded at once. */
export async function recordAtTable(
  db: Kysely<Database>,
  staff: Staff,
  tabPublicId: string,
  money: { amount: number; tip: number; method: StaffMethod },
  now: Date,
): Promise<Recorded> {
  const at = now.toISOString();
  const ctx = await loadOrderContext(db, staff.companyId, now);
  return db.transaction().execute(async (trx) => {
    const tab = await getTabByPublicId(trx, staff.companyId, tabPublicId);
    if (!tab || !(await holdTab(trx, staff.companyId, tab.id))) throw notFoundHere('Tab');
    await expireTabHolds(trx, tab, now);
    const view = await tabView(trx, staff.companyId, tab);
    if (amountProblem(money.amount, view.balance - view.held) !== null) throw balanceTaken();
    const row: TabPaymentRow = {
      id: randomUUID(),
      company_id: staff.companyId,
      tab_id: tab.id,
      kind: 'custom',
      amount: money.amount,
      tip: money.tip,
      currency: ctx.company.currency.code,
      status: 'succeeded',
      method: 'staff',
      payment_method_id: null,
      staff_method: money.method,
      share_index: null,
      idempotency_key: null,
      refund_reason: null,
      expires_at: null,
      settled_at: at,
      created_at: at,
      updated_at: at,
    };
    await insertTabPayment(trx, row);
    await recordKitchenAction(trx, staff, {
      action: 'tab_payment.record',
      entityId: row.id,
      before: null,
      after: { status: 'succeeded', amount: money.amount, tip: money.tip, method: money.method },
    });
    return { row, qrId: tab.qr_id };
  });
}
