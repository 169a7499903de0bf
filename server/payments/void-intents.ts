// Changing an order (a coupon, a reward, the tip, the fee, the method) voids the intents made for
// its old bill (issue [14/21]). The change's transaction lists them; after its commit each is
// cancelled at its provider, so the diner's form can no longer take the old amount, and the
// provider's answer is applied like any report. Until then a start of one is refused (its amount
// or method is not the order's any more, intents.ts). If one was paid meanwhile, the money is
// settled like any late success: the order is placed only if that money is its bill, and it is
// refunded otherwise. A cancel that fails leaves the intent 'created', where the reconciliation
// job asks its provider again, so no money taken for it can be forgotten.
import type { Kysely } from 'kysely';
import { coversBill } from '../../src/domain/payment-state';
import { getOrderRow } from '../db/repositories/orders';
import { getPaymentProvider } from '../db/repositories/payment-providers';
import { listOrderPayments } from '../db/repositories/payments';
import type { PaymentRecord } from '../db/repositories/payments';
import type { Database } from '../db/schema';
import { billFor } from './bill';
import type { PaymentDeps } from './deps';
import { applyReport, reportOf } from './outcome';

/**
 * The order's unstarted intents whose amount, currency or method is no longer what the order
 * asks for. Read in the transaction that changed the order, so it sees the new bill.
 */
export async function staleIntents(
  db: Kysely<Database>,
  companyId: string,
  orderId: string,
): Promise<PaymentRecord[]> {
  const row = await getOrderRow(db, companyId, orderId);
  if (!row) return [];
  return (await listOrderPayments(db, companyId, orderId)).filter((p) => {
    if (p.state !== 'created') return false;
    const bill = billFor(row, p.paymentMethodId);
    return !bill || !coversBill({ amount: p.amount, currency: p.currency }, bill);
  });
}

/** Cancels each intent at its provider and applies the answer (cancelled, or paid meanwhile). */
export async function cancelAtProviders(
  deps: PaymentDeps,
  voided: readonly PaymentRecord[],
): Promise<void> {
  for (const p of voided) {
    if (!p.providerPaymentId) continue;
    try {
      const record = await getPaymentProvider(deps.db, p.companyId, p.providerId);
      if (!record) continue;
      const after = await deps.providers(record).cancel(p.providerPaymentId);
      await applyReport(deps, p, reportOf(after));
    } catch (error) {
      console.warn(`[payments] voiding intent ${p.id} failed:`, (error as Error).message);
    }
  }
}

/** After an order change is committed: void what it made stale, without holding up the answer. */
export function voidInBackground(deps: PaymentDeps, voided: readonly PaymentRecord[]): void {
  if (voided.length === 0) return;
  void cancelAtProviders(deps, voided);
}
