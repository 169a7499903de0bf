// Shared pieces of the payment tests: a sandbox provider and a static Pix on the demo companies,
// a draft assigned to a method, and the sandbox's hosted API as the diner's frame calls it.
import { insertPaymentMethods } from '../../../server/db/repositories/payment-methods';
import { insertPaymentProvider } from '../../../server/db/repositories/payment-providers';
import type { Order, PaymentMethod } from '../../../src/domain/types';
import type { Harness } from '../api/harness';
import {
  combo,
  createDraft,
  menuProduct,
  newClient,
  orderPayload,
  placementBody,
  send,
} from '../orders/support';

export const WEBHOOK_SECRET = 'whsec_test_sandbox_0123456789';

export async function addSandbox(
  h: Harness,
  companyId: string,
): Promise<{ providerId: string; card: PaymentMethod; wallet: PaymentMethod }> {
  const providerId = await insertPaymentProvider(h.db, companyId, {
    kind: 'sandbox',
    publicConfig: {},
    secretConfig: { webhook_secret: WEBHOOK_SECRET },
  });
  const card = {
    id: `card-${providerId}`,
    code: 'card',
    description: null,
    payment_code: null,
    payment_method_fee: 0,
    provider_id: providerId,
    provider_code: 'sandbox',
  };
  const wallet = { ...card, id: `wallet-${providerId}`, code: 'wallet' };
  await insertPaymentMethods(h.db, companyId, 'takeaway', [card, wallet]);
  return { providerId, card, wallet };
}

export async function addPix(h: Harness, companyId: string): Promise<PaymentMethod> {
  const providerId = await insertPaymentProvider(h.db, companyId, {
    kind: 'pix_static',
    publicConfig: {
      pix_key: 'pagamentos@sabor.com.br',
      merchant_name: 'Sabor Paulista',
      merchant_city: 'Sao Paulo',
    },
    secretConfig: {},
  });
  const pix = {
    id: `pixs-${providerId}`,
    code: 'pix',
    description: null,
    payment_code: null,
    payment_method_fee: 0,
    provider_id: providerId,
    provider_code: 'pix_static',
  };
  await insertPaymentMethods(h.db, companyId, 'takeaway', [pix]);
  return pix;
}

/** A takeaway draft of one `dish`, with `method` assigned (§4.5 update, no status). */
export async function draftPayingWith(
  h: Harness,
  companyId: string,
  dish: string,
  method: PaymentMethod,
  currency = 'USD',
): Promise<Order> {
  const product = await menuProduct(h.db, companyId, dish);
  const brazil = currency === 'BRL';
  const client = await newClient(
    h,
    companyId,
    brazil ? '55' : '1',
    brazil ? '11987654321' : '2125550100',
  );
  const draft = await createDraft(
    h,
    { ...orderPayload(companyId, 'TAKEAWAY', [combo(product)]), currency, client_id: client.id },
    client.secret,
  );
  const response = await assignPayment(h, draft, method);
  if (response.status !== 200)
    throw new Error(`assign failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as Order;
}

export interface PaymentAnswer {
  id: string;
  state: string;
  amount: number;
  provider: string;
  client: Record<string, string>;
}

export async function prepare(h: Harness, order: Order, method: PaymentMethod): Promise<Response> {
  return send(h, 'POST', '/ms-payments/public/company-payments', {
    company_id: order.company_id,
    reference_id: order.id,
    meta: { payment: { payment_method_id: method.id } },
  });
}

export async function start(h: Harness, companyId: string, paymentId: string): Promise<Response> {
  return send(h, 'POST', `/ms-payments/public/company-payments/${paymentId}/start`, {
    company_id: companyId,
  });
}

/** The sandbox's own API, on its own host, as its hosted fields call it. */
export function sandboxCall(
  h: Harness,
  providerId: string,
  payment: PaymentAnswer,
  action: 'confirm' | 'authorize',
  body: Record<string, unknown>,
): Promise<Response> {
  const url = `http://pay-sandbox.comanda.test/api/providers/${providerId}/intents/${payment.client.intent_id}/${action}`;
  return Promise.resolve(
    h.app.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_secret: payment.client.client_secret, ...body }),
    }),
  );
}

export const orderRow = (h: Harness, companyId: string, orderId: string) =>
  h.db
    .selectFrom('orders')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();

/** Waits for the sandbox's webhook (delivered asynchronously) to land. */
export async function eventually<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  ms = 5_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The §4.5 update that assigns `method` (and a tip) to a draft, without a status. */
export function assignPayment(
  h: Harness,
  order: Pick<Order, 'id' | 'company_id' | 'total' | 'currency'>,
  method: PaymentMethod,
  tip = 0,
): Promise<Response> {
  const body = placementBody(method, { total: order.total + tip, currency: order.currency });
  const { status: _placing, ...update } = body;
  const assigned = update.meta_data.assigned_payment;
  return send(h, 'PATCH', `/ms-orders/public/companies/${order.company_id}/orders/${order.id}`, {
    ...update,
    meta_data: {
      assigned_payment: { ...assigned, ...(tip > 0 ? { tip_value: tip, tip_type: 'fixed' } : {}) },
    },
  });
}

export function applyCoupon(h: Harness, order: Pick<Order, 'id' | 'company_id'>, code: string) {
  return send(h, 'POST', `/ms-orders/public/companies/${order.company_id}/apply-discount`, {
    order_id: order.id,
    coupon_code: code,
  });
}

/**
 * The provider took money for an intent, and its webhook is late or lost: the sandbox's own
 * record says succeeded, for `amount` (the intent's own unless given).
 */
export async function providerTook(h: Harness, intentId: string, amount?: number): Promise<void> {
  await h.db
    .updateTable('sandbox_intents')
    .set({ status: 'succeeded', ...(amount === undefined ? {} : { amount }) })
    .where('id', '=', intentId)
    .execute();
}

export const sandboxIntent = (h: Harness, intentId: string) =>
  h.db
    .selectFrom('sandbox_intents')
    .selectAll()
    .where('id', '=', intentId)
    .executeTakeFirstOrThrow();

export const paymentRow = (h: Harness, companyId: string, paymentId: string) =>
  h.db
    .selectFrom('payments')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', paymentId)
    .executeTakeFirstOrThrow();
