// Money a provider took for a tab payment (issue [17/21]), accounted for exactly once (the
// payment's settled_at, claimed in the same transaction). It pays the tab when the payment still
// holds its share of the balance and the provider took its amount plus tip exactly; otherwise it
// goes back whole: after the hold expired or failed ('hold_expired'), when it would make the tab
// pay more than it owes ('overpaid', a round voided meanwhile), or another amount
// ('amount_mismatch'). The refund runs through the payment service's own refunds.
import type { Kysely } from 'kysely';
import { coversBill } from '../../../src/domain/payment-state';
import type { RefundReason } from '../../../src/domain/payment-state';
import { claimSettlement, updatePayment } from '../../db/repositories/payments';
import type { PaymentRecord } from '../../db/repositories/payments';
import { getTabPayment, moveTabPayment, releaseClaims } from '../../db/repositories/tab-payments';
import { getTab, holdTab } from '../../db/repositories/tabs';
import type { Database } from '../../db/schema';
import type { PaymentDeps } from '../../payments/deps';
import { refundPayment } from '../../payments/refunds';
import { tabView } from '../view';
import { announce } from './holds';

type Outcome = 'paid' | 'settled' | RefundReason;

async function decide(trx: Kysely<Database>, p: PaymentRecord, at: string): Promise<Outcome> {
  if (!p.tabPaymentId || !(await claimSettlement(trx, p.companyId, p.id, at))) return 'settled';
  const row = await getTabPayment(trx, p.companyId, p.tabPaymentId);
  if (!row) return 'hold_expired';
  const tab = await getTab(trx, p.companyId, row.tab_id);
  // Held, so a payment being made meanwhile counts this one as paid, or waits for it.
  const open = tab !== null && (await holdTab(trx, p.companyId, tab.id));
  const received =
    p.receivedAmount === null || p.receivedCurrency === null
      ? null
      : { amount: p.receivedAmount, currency: p.receivedCurrency };
  const asked = { amount: Number(row.amount) + Number(row.tip), currency: row.currency };
  let outcome: Outcome = 'paid';
  if (row.status !== 'pending') outcome = 'hold_expired';
  else if (!received || !coversBill(received, asked)) outcome = 'amount_mismatch';
  else if (!open || !tab) outcome = 'overpaid';
  else {
    const view = await tabView(trx, p.companyId, tab);
    if (view.paid + Number(row.amount) > view.total) outcome = 'overpaid';
  }
  if (outcome === 'paid') {
    await moveTabPayment(trx, p.companyId, row.id, ['pending'], {
      status: 'succeeded',
      settled_at: at,
      updated_at: at,
    });
    return outcome;
  }
  await updatePayment(trx, p.companyId, p.id, {
    refund_state: 'pending',
    refund_reason: outcome,
    updated_at: at,
  });
  await moveTabPayment(
    trx,
    p.companyId,
    row.id,
    ['pending', 'awaiting_staff', 'failed', 'expired'],
    { status: 'refunded', refund_reason: outcome, settled_at: at, updated_at: at },
  );
  await releaseClaims(trx, p.companyId, row.id);
  return outcome;
}

/** Accounts for a succeeded payment of a tab payment: the tab is paid, or the money goes back. */
export async function settleTabMoney(
  deps: PaymentDeps,
  p: PaymentRecord,
  now: Date = new Date(),
): Promise<void> {
  if (p.state !== 'succeeded' || p.settledAt !== null || !p.tabPaymentId) return;
  const at = now.toISOString();
  const outcome = await deps.db.transaction().execute((trx) => decide(trx, p, at));
  if (outcome === 'settled') return;
  if (outcome !== 'paid') {
    console.warn(`[tabs] payment ${p.id} cannot pay its tab (${outcome}): refunding`);
    await refundPayment(deps, { ...p, refundState: 'pending', refundReason: outcome }, now).catch(
      (error: unknown) => console.error('[tabs] refund failed, the job will retry', error),
    );
  }
  const row = await getTabPayment(deps.db, p.companyId, p.tabPaymentId);
  if (row) await announce(deps.db, p.companyId, row.tab_id);
}
