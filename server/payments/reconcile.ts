// The reconciliation job (issue [10/13]), run with the maintenance sweep on every instance.
// A lost webhook, a crash between the provider's answer and ours, or a diner who walked away
// must never leave a payment and its order disagreeing:
// - a waiting payment is checked with the provider (the server-side status check);
// - a started payment past PAYMENT_TTL_MINUTES is cancelled at the provider and its hold given
//   back, unless the provider says it succeeded meanwhile;
// - a succeeded payment nobody accounted for is settled (outcome.ts), a pending refund retried.
// A static Pix has no provider to ask: only the staff confirm it, and it does not expire.
import { getPaymentProvider } from '../db/repositories/payment-providers';
import { listPaymentsToReconcile } from '../db/repositories/payments';
import type { PaymentRecord } from '../db/repositories/payments';
import type { PaymentDeps } from './deps';
import { applyReport, settle } from './outcome';
import { refundPayment } from './refunds';

/** A webhook normally lands within seconds; the job looks only at what stayed quiet longer. */
export const QUIET_MS = 30_000;
const BATCH = 100;

export interface ReconcileResult {
  checked: number;
  changed: number;
  errors: number;
}

async function reconcileOne(deps: PaymentDeps, p: PaymentRecord, now: Date): Promise<boolean> {
  if (p.state === 'succeeded') {
    if (p.settledAt === null) await settle(deps, p, now);
    else if (p.refundState === 'pending') await refundPayment(deps, p, now);
    return true;
  }
  if (p.providerKind === 'pix_static' || !p.providerPaymentId) return false;
  const record = await getPaymentProvider(deps.db, p.companyId, p.providerId);
  if (!record) return false;
  const provider = deps.providers(record);
  const status = await provider.retrieve(p.providerPaymentId);
  if (status.state !== 'pending' || p.state !== 'pending') {
    if ((await applyReport(deps, p, status.state, now)) === 'changed') return true;
  }
  const expired =
    p.startedAt !== null &&
    now.getTime() - Date.parse(p.startedAt) > deps.env.PAYMENT_TTL_MINUTES * 60_000;
  if (!expired || status.state === 'succeeded') return false;
  const after = await provider.cancel(p.providerPaymentId);
  // A payment that slipped through while we cancelled is kept, and its order sent on.
  const reported = after.state === 'succeeded' ? 'succeeded' : 'expired';
  return (await applyReport(deps, p, reported, now)) === 'changed';
}

export async function reconcilePayments(
  deps: PaymentDeps,
  now: Date = new Date(),
): Promise<ReconcileResult> {
  const quietSince = new Date(now.getTime() - QUIET_MS).toISOString();
  const due = await listPaymentsToReconcile(deps.db, quietSince, BATCH);
  const result: ReconcileResult = { checked: due.length, changed: 0, errors: 0 };
  for (const payment of due) {
    try {
      if (await reconcileOne(deps, payment, now)) result.changed += 1;
    } catch (error) {
      // One provider down must not stop the others; the next run tries again.
      result.errors += 1;
      console.error(`[payments] reconciling ${payment.id} failed:`, (error as Error).message);
    }
  }
  return result;
}
