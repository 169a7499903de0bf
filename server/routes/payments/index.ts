// §7.4 payments service: the payment methods keyed by lower-cased service type, the payment
// intent for the embedded form (POST company-payments), the start of a payment when the diner
// presses pay, the payment's state (GET company-payments/filters, a server-side status check)
// and the providers' webhooks. Card data never comes here: it goes to the provider's own fields.
import { Hono } from 'hono';
import type { Context } from 'hono';
import {
  coerce,
  enums,
  integer,
  min,
  max,
  object,
  optional,
  size,
  string,
  type,
} from 'superstruct';
import { listPaymentMethods } from '../../db/repositories/payment-methods';
import { listOrderPayments } from '../../db/repositories/payments';
import { HttpError, handleError } from '../../http/errors';
import { CompanyParams, Id } from '../../http/schemas';
import { readJsonBody, readParams, readQuery } from '../../http/validate';
import { bareHost, hostPort } from '../../tenancy/host';
import { requestHost, requestIsHttps } from '../../tenancy/request-host';
import type { PaymentDeps } from '../../payments/deps';
import { paymentView, prepareIntent, startPayment } from '../../payments/intents';
import type { PaymentView } from '../../payments/intents';
import { StatusChecks } from '../../payments/status-checks';
import { limitStatusChecks } from '../../http/rate-limit/status-checks';
import type { RateLimits } from '../../http/rate-limit/rate-limits';
import { receiveWebhook } from '../../payments/webhooks';
import { callProvider } from '../../payments/call';
import { isFinalPayment } from '../../../src/domain/payment-state';
import type { ServiceKey } from '../../../src/domain/types';
import { requireCompany } from '../company-guard';
import type { RouteDeps } from '../deps';

const SERVICE_KEYS: ServiceKey[] = ['table', 'onsite', 'takeaway', 'delivery'];
// The storefront lower-cases the service type; an upper-case one is read the same way.
const ServiceKeyQuery = coerce(enums(SERVICE_KEYS), string(), (v) => v.toLowerCase());
const Money = max(min(integer(), 0), 1_000_000_000);

/** §7.4 payment intent payload; amounts sent are ignored, the server computes its own. */
const IntentBody = type({
  company_id: Id,
  reference_id: Id,
  meta: type({
    payment: type({
      payment_method_id: Id,
      tip_amount: optional(Money),
      tip_type: optional(size(string(), 0, 32)),
    }),
  }),
});

const StartParams = object({ paymentId: Id });
const StartBody = type({ company_id: Id });
const FiltersQuery = object({
  company_id: Id,
  reference_id: Id,
  payment_method_id: optional(Id),
});
const WebhookParams = object({ providerId: Id });

/** The sandbox's hosted fields live on their own origin (server/payments/sandbox/routes.ts). */
export function sandboxOrigin(c: Context, env: RouteDeps['env']): string {
  let host = env.SANDBOX_PAY_HOST ?? `pay-sandbox.${bareHost(env.BASE_HOST)}`;
  const port = hostPort(env.BASE_HOST) ?? hostPort(requestHost(c));
  if (hostPort(host) === null && port) host = `${host}:${port}`;
  return `${requestIsHttps(c) ? 'https' : 'http'}://${host}`;
}

export function withOrigin(c: Context, env: RouteDeps['env'], view: PaymentView): PaymentView {
  if (view.provider !== 'sandbox') return view;
  return { ...view, client: { ...view.client, fields_origin: sandboxOrigin(c, env) } };
}

export function paymentRoutes(deps: RouteDeps, payments: PaymentDeps, limits: RateLimits): Hono {
  const { db } = deps;
  const app = new Hono();
  app.onError(handleError);

  app.get('/public/companies/:companyId/payment-methods', async (c) => {
    const { companyId } = readParams(c, CompanyParams);
    const { service_type } = readQuery(c, object({ service_type: optional(ServiceKeyQuery) }));
    await requireCompany(db, companyId);
    return c.json(await listPaymentMethods(db, companyId, service_type));
  });

  app.post('/public/company-payments', async (c) => {
    const body = await readJsonBody(c, IntentBody);
    await requireCompany(db, body.company_id);
    const view = await prepareIntent(payments, {
      companyId: body.company_id,
      orderId: body.reference_id,
      paymentMethodId: body.meta.payment.payment_method_id,
      tipValue: body.meta.payment.tip_amount,
      tipType: body.meta.payment.tip_type,
    });
    return c.json(withOrigin(c, deps.env, view), 201);
  });

  app.post('/public/company-payments/:paymentId/start', async (c) => {
    const { paymentId } = readParams(c, StartParams);
    const body = await readJsonBody(c, StartBody);
    await requireCompany(db, body.company_id);
    return c.json(
      withOrigin(c, deps.env, await startPayment(payments, body.company_id, paymentId)),
    );
  });

  // The order's payments, newest first; a waiting one is checked with its provider first, so
  // the answer never rests on the browser's word or on a webhook that has not come yet.
  // Polls are rate-limited per address and order, and the provider is asked about a payment at
  // most once per PAYMENT_STATUS_CHECK_MS (status-checks.ts): polling costs no provider calls.
  const checks = new StatusChecks(payments);
  app.get('/public/company-payments/filters', limitStatusChecks(limits), async (c) => {
    const query = readQuery(c, FiltersQuery);
    await requireCompany(db, query.company_id);
    let list = await listOrderPayments(db, query.company_id, query.reference_id);
    if (query.payment_method_id)
      list = list.filter((p) => p.paymentMethodId === query.payment_method_id);
    const latest = list[0];
    if (latest?.startedAt && !isFinalPayment(latest.state)) {
      const result = await callProvider(latest.providerKind, () => checks.check(latest));
      if (result === 'changed')
        list = await listOrderPayments(db, query.company_id, query.reference_id);
    }
    const ttl = deps.env.PIX_PAYMENT_TTL_MINUTES;
    return c.json({
      data: { data: list.map((p) => withOrigin(c, deps.env, paymentView(p, ttl))) },
    });
  });

  app.post('/webhooks/:providerId', async (c) => {
    const { providerId } = readParams(c, WebhookParams);
    // The signature covers the bytes as sent: read them raw, never re-serialised.
    const raw = await c.req.text().catch(() => {
      throw new HttpError(400, 'webhook_invalid', 'The webhook body could not be read');
    });
    const answer = await receiveWebhook(payments, providerId, raw, c.req.raw.headers);
    if (answer.status !== 200)
      return c.json(
        {
          message: `Webhook refused: ${answer.reason}`,
          code: answer.status === 503 ? 'payment_unavailable' : 'webhook_invalid',
        },
        answer.status,
      );
    return c.json({ received: true, outcome: answer.outcome });
  });

  return app;
}
