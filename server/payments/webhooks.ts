// A provider's webhook (issue [10/13]): verified on the raw body, de-duplicated by event id,
// applied through outcome.ts. A forged or stale one is a 400 and changes nothing; a replay is
// answered 200 and ignored; an event about a payment we do not know is acknowledged (the
// provider would otherwise retry it for days). A signed event only says "look at payment X":
// its state and amount are read from the provider's API (issue [14/21]), never from the body,
// so even a leaked webhook secret cannot mark an order paid that the provider has not been paid
// for. While the provider cannot be asked, the event is refused with 503 and not recorded, so
// the provider sends it again (and the reconciliation job asks meanwhile).
import { findPaymentProvider } from '../db/repositories/payment-providers';
import { findPaymentByProviderId, recordPaymentEvent } from '../db/repositories/payments';
import type { PaymentDeps } from './deps';
import { applyReport, reportOf } from './outcome';
import { ProviderRefused, ProviderUnavailable, WebhookRejected } from './provider';

export type WebhookAnswer =
  | { status: 200; outcome: 'applied' | 'unchanged' | 'duplicate' | 'unknown_payment' }
  | { status: 400 | 404 | 503; reason: string };

export async function receiveWebhook(
  deps: PaymentDeps,
  providerId: string,
  rawBody: string,
  headers: Headers,
  now: Date = new Date(),
): Promise<WebhookAnswer> {
  const record = await findPaymentProvider(deps.db, providerId);
  if (!record) return { status: 404, reason: 'unknown provider' };
  const provider = deps.providers(record);
  let event;
  try {
    event = provider.parseWebhook(rawBody, headers, now);
  } catch (error) {
    if (error instanceof WebhookRejected) return { status: 400, reason: error.reason };
    throw error;
  }
  const payment = event.providerPaymentId
    ? await findPaymentByProviderId(deps.db, record.id, event.providerPaymentId)
    : null;
  if (!payment || payment.companyId !== record.companyId) {
    await recordPaymentEvent(deps.db, record.id, event.id, event.type, now);
    return { status: 200, outcome: 'unknown_payment' };
  }
  let status;
  try {
    status = await provider.retrieve(event.providerPaymentId);
  } catch (error) {
    if (error instanceof ProviderUnavailable || error instanceof ProviderRefused)
      return { status: 503, reason: 'the provider could not confirm the payment' };
    throw error;
  }
  // Recorded before applying: a crash in between leaves the payment to the reconciliation job,
  // which asks the provider itself, so nothing depends on the provider sending it again.
  if (!(await recordPaymentEvent(deps.db, record.id, event.id, event.type, now)))
    return { status: 200, outcome: 'duplicate' };
  const applied =
    status.state === payment.state
      ? 'unchanged'
      : await applyReport(deps, payment, reportOf(status), now);
  return { status: 200, outcome: applied === 'changed' ? 'applied' : 'unchanged' };
}
