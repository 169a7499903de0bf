// §4.5 online payments, as store actions. Preparing a card intent assigns the method to the draft
// (no status) and asks the server for the intent the provider's own form needs; it holds
// nothing. Paying starts the payment (the server places the order), lets the provider's form
// confirm, then asks the server, which checks with the provider, how it ended: the browser's
// word alone never completes an order. A static Pix is prepared and started at submit, then
// paid from the tracking page.
import { isApiError } from '../../api/errors';
import { createCompanyPayment, getCompanyPayments, startCompanyPayment } from '../../api/payments';
import type { CompanyPaymentPayload } from '../../api/payments';
import { isFinalPayment, paidItsOrder } from '../../domain/payment-state';
import type { OnlinePayment } from '../../domain/payment-state';
import type { Order, OrderUpdatePayload, PaymentMethod } from '../../domain/types';
import { app } from '../app';
import { completeOrder, updateOrder } from './order';
import { reportFailure } from './nav';
import { checkout } from './store';

/** What an intent is made for: another method or amount needs another intent (§4.5). */
export function intentKey(method: Pick<PaymentMethod, 'id'>, update: OrderUpdatePayload): string {
  const paid = update.meta_data?.assigned_payment;
  return [
    method.id,
    paid?.bill_amount ?? 0,
    paid?.fee_amount ?? 0,
    paid?.tip_value ?? 0,
    paid?.tip_type ?? '',
  ].join(':');
}

function intentPayload(
  order: Order,
  method: PaymentMethod,
  update: OrderUpdatePayload,
): CompanyPaymentPayload {
  const paid = update.meta_data?.assigned_payment;
  return {
    provider_id: method.provider_id ?? '',
    company_id: order.company_id,
    company_logo_url: app.company?.logo_url ?? null,
    reference_id: order.id,
    currency: order.currency ?? update.currency,
    country_code: app.company?.country.country_code ?? '',
    received_amount: order.total,
    payment_method: method.provider_code ?? method.code,
    client_id: order.client_id ?? null,
    meta: {
      payment: {
        bill_amount: paid?.bill_amount ?? order.total,
        tip_amount: paid?.tip_value ?? 0,
        payment_method_id: method.id,
        ...(paid?.tip_type ? { tip_type: paid.tip_type } : {}),
      },
      combos: order.combos.map((c) => ({
        combo_id: c.id,
        full_name: c.variant_name ? `${c.product_name} ${c.variant_name}` : c.product_name,
        quantity: c.quantity,
      })),
    },
  };
}

/** §8 'payment method unavailable': loading stops, the method is cleared, a modal explains. */
function methodUnavailable(error: unknown): void {
  console.error('[ERROR:paymentIntent]', error);
  dropOnlineChoice();
  checkout.paymentModal = 'unavailable';
}

/** §4.5 'A card payment error clears the method and the intent'. */
export function dropOnlineChoice(): void {
  checkout.selectedPaymentMethodId = null;
  checkout.paymentIntents = { ...checkout.paymentIntents, card: null, instantTransfer: null };
  checkout.paymentIntentKey = null;
}

export function closePaymentModal(): void {
  checkout.paymentModal = null;
}

/**
 * Assigns the method to the draft, then asks for the intent. A draft the server refused (stock
 * ran out, the store closed) is reported like any order update; an intent the provider could
 * not make is 'payment method unavailable'. Either way the choice is cleared and null answered.
 */
async function makeIntent(
  update: OrderUpdatePayload,
  method: PaymentMethod,
): Promise<OnlinePayment | null> {
  let order: Order;
  try {
    order = await updateOrder(update);
  } catch (error) {
    reportFailure('orderSummarySubmit', error);
    dropOnlineChoice();
    return null;
  }
  try {
    return await createCompanyPayment(intentPayload(order, method, update));
  } catch (error) {
    methodUnavailable(error);
    return null;
  }
}

let preparing: { key: string; done: Promise<OnlinePayment | null> } | null = null;

/**
 * The card intent for this method and amount, made once; a new tip, coupon or fee gives a new
 * key and so a new intent (the server voids the old one). Concurrent callers share one call.
 */
export function prepareCardIntent(
  update: OrderUpdatePayload,
  method: PaymentMethod,
): Promise<OnlinePayment | null> {
  const key = intentKey(method, update);
  const current = checkout.paymentIntents.card;
  if (current && checkout.paymentIntentKey === key) return Promise.resolve(current);
  if (preparing?.key === key) return preparing.done;
  const done: Promise<OnlinePayment | null> = (async () => {
    checkout.busy.payment = true;
    try {
      const payment = await makeIntent(update, method);
      // The diner chose another method (or closed the checkout) meanwhile: keep nothing.
      if (!payment || checkout.selectedPaymentMethodId !== method.id) return null;
      checkout.paymentIntents = { ...checkout.paymentIntents, card: payment };
      checkout.paymentIntentKey = key;
      return payment;
    } finally {
      if (preparing?.key === key) preparing = null;
      checkout.busy.payment = false;
    }
  })();
  preparing = { key, done };
  return done;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** How often, and how long, the checkout asks the server how a confirmed payment ended. */
export const SETTLE_POLL = { intervalMs: 700, attempts: 12 };

/** The payment as the server last checked it with the provider, once final or after a while. */
export async function settledPayment(
  companyId: string,
  orderId: string,
  paymentId: string,
): Promise<OnlinePayment | null> {
  let last: OnlinePayment | null = null;
  for (let i = 0; i < SETTLE_POLL.attempts; i += 1) {
    try {
      const list = await getCompanyPayments(companyId, orderId);
      last = list.find((p) => p.id === paymentId) ?? last;
      if (last && isFinalPayment(last.state)) return last;
    } catch (error) {
      console.error('[ERROR:paymentStatus]', error);
    }
    await pause(SETTLE_POLL.intervalMs);
  }
  return last;
}

export type PaymentEnd = 'completed' | 'failed' | 'retry';

/** Completion after a started payment; completeOrder has already shown any failure. */
async function complete(update: OrderUpdatePayload): Promise<PaymentEnd> {
  try {
    await completeOrder(update);
    return 'completed';
  } catch {
    return 'retry';
  }
}

/**
 * §8 'the payment did not work': the method and intent are cleared, a modal explains. Money the
 * provider took that did not pay the order (another amount) is refunded by the server, and the
 * modal says so instead.
 */
function paymentFailed(kind: 'failed' | 'returned' = 'failed'): PaymentEnd {
  dropOnlineChoice();
  checkout.paymentModal = kind;
  return 'failed';
}

/**
 * Pays with the provider's form on screen: starts the payment (placing the order), has the form
 * confirm, and completes the order only once the server has the outcome. `confirm` is the
 * form's (hosted-fields.ts); it answers 'invalid' when the diner must fix a field.
 */
export async function payWithForm(
  update: OrderUpdatePayload,
  method: PaymentMethod,
  confirm: () => Promise<string>,
): Promise<PaymentEnd> {
  const companyId = app.companyId;
  const intent = checkout.paymentIntents.card;
  if (
    !companyId ||
    !intent?.reference_id ||
    checkout.paymentIntentKey !== intentKey(method, update)
  ) {
    // The amount moved since the form was made: a new one is prepared for the diner to confirm.
    await prepareCardIntent(update, method);
    return 'retry';
  }
  checkout.busy.payment = true;
  try {
    try {
      // A changed comment or time is saved first; the amount is the intent's (same key).
      await updateOrder(update);
      await startCompanyPayment(companyId, intent.id);
    } catch (error) {
      reportFailure('orderSummarySubmit', error);
      if (isApiError(error) && error.code === 'payment_amount_changed') dropOnlineChoice();
      return 'retry';
    }
    const outcome = await confirm();
    if (outcome === 'invalid') return 'retry';
    const settled = await settledPayment(companyId, intent.reference_id, intent.id);
    if (settled?.state === 'succeeded')
      return paidItsOrder(settled) ? await complete(update) : paymentFailed('returned');
    if (settled === null || isFinalPayment(settled.state) || outcome !== 'succeeded')
      return paymentFailed();
    // The provider took it and the server has not heard yet: tracking shows it being confirmed.
    return await complete(update);
  } catch (error) {
    reportFailure('orderSummarySubmit', error);
    return 'retry';
  } finally {
    checkout.busy.payment = false;
  }
}

/** §4.5 step 4, other online methods (a Pix): intent, start, complete; pay on tracking. */
export async function payAfterOrdering(
  update: OrderUpdatePayload,
  method: PaymentMethod,
): Promise<PaymentEnd> {
  const companyId = app.companyId;
  if (!companyId) return 'retry';
  checkout.busy.payment = true;
  try {
    const intent = await makeIntent(update, method);
    if (!intent) return 'failed';
    checkout.paymentIntents = { ...checkout.paymentIntents, instantTransfer: intent };
    try {
      await startCompanyPayment(companyId, intent.id);
    } catch (error) {
      reportFailure('orderSummarySubmit', error);
      return 'retry';
    }
    return await complete(update);
  } finally {
    checkout.busy.payment = false;
  }
}
