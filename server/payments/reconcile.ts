// The reconciliation job (issue [10/13]), run with the maintenance sweep on every instance.
// A lost webhook, a crash between the provider's answer and ours, or a diner who walked away
// must never leave a payment and its order disagreeing:
// - a waiting payment, and an intent never started (money can arrive for it all the same, issue
//   [14/21]), is checked with the provider (the server-side status check);
// - either one past PAYMENT_TTL_MINUTES is cancelled at the provider and any hold given back,
//   unless the provider says it succeeded meanwhile;
// - a succeeded payment nobody accounted for is settled (outcome.ts), a pending refund retried.
// A static Pix has no provider to ask: only the staff confirm it, so one they have not confirmed
// within PIX_PAYMENT_TTL_MINUTES expires, and its order gives back everything it held.
import { getPaymentProvider } from '../db/repositories/payment-providers';
import { listPaymentsToReconcile } from '../db/repositories/payments';
import type { PaymentRecord } from '../db/repositories/payments';
import type { PaymentDeps } from './deps';
import { applyReport, reportOf, settle } from './outcome';
import type { ApplyResult } from './outcome';
import type { PaymentProvider, ProviderStatus } from './provider';
import { refundPayment } from './refunds';

/** A webhook normally lands within seconds; the job looks only at what stayed quiet longer. */
export const QUIET_MS = 30_000;
const BATCH = 100;

export interface ReconcileResult {
  checked: number;
  changed: number;
  errors: number;
}

/**
 * The server-side status check: asks the payment's provider and applies its answer (a report
 * equal to the stored state changes nothing, so it is not applied). Null when nobody can be
 * asked: a static Pix (only the staff know), or an intent the provider never answered.
 */
export async function checkWithProvider(
  deps: PaymentDeps,
  p: PaymentRecord,
  now: Date,
): Promise<{ provider: PaymentProvider; status: ProviderStatus; result: ApplyResult } | null> {
  if (p.providerKind === 'pix_static' || !p.providerPaymentId) return null;
  const record = await getPaymentProvider(deps.db, p.companyId, p.providerId);
  if (!record) return null;
  const provider = deps.providers(record);
  const status = await provider.retrieve(p.providerPaymentId);
  const result =
    status.state === p.state ? 'unchanged' : await applyReport(deps, p, reportOf(status), now);
  return { provider, status, result };
}

const olderThan = (since: string, minutes: number, now: Date): boolean =>
  now.getTime() - Date.parse(since) > minutes * 60_000;

/** A static Pix the staff did not confirm in time expires; its order gives back its hold. */
async function expirePix(deps: PaymentDeps, p: PaymentRecord, now: Date): Promise<boolean> {
  if (!olderThan(p.startedAt ?? p.createdAt, deps.env.PIX_PAYMENT_TTL_MINUTES, now)) return false;
  return (await applyReport(deps, p, { state: 'expired' }, now)) === 'changed';
}

async function reconcileOne(deps: PaymentDeps, p: PaymentRecord, now: Date): Promise<boolean> {
  if (p.state === 'succeeded') {
    if (p.settledAt === null) await settle(deps, p, now);
    else if (p.refundState === 'pending') await refundPayment(deps, p, now);
    return true;
  }
  if (p.providerKind === 'pix_static') return expirePix(deps, p, now);
  const checked = await checkWithProvider(deps, p, now);
  if (!checked || !p.providerPaymentId) return false;
  if (checked.result === 'changed') return true;
  const expired = olderThan(p.startedAt ?? p.createdAt, deps.env.PAYMENT_TTL_MINUTES, now);
  if (!expired || checked.status.state === 'succeeded') return false;
  const after = await checked.provider.cancel(p.providerPaymentId);
  // A payment that slipped through while we cancelled is settled: its order goes on if the
  // money is its bill, and it is refunded otherwise.
  const report = after.state === 'succeeded' ? reportOf(after) : ({ state: 'expired' } as const);
  return (await applyReport(deps, p, report, now)) === 'changed';
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
