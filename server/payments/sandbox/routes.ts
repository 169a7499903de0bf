// The sandbox provider's own site, answering on its own host (SANDBOX_PAY_HOST, by default
// pay-sandbox.{BASE_HOST}): the hosted card fields and the API they call. The card is checked
// here against the test cards (cards.ts) and the outcome goes out as a signed webhook, exactly
// the path a real provider's would take. Nothing here is reachable on a storefront's host.
import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import { boolean, object, optional, size, string, type } from 'superstruct';
import { findPaymentProvider } from '../../db/repositories/payment-providers';
import { HttpError, handleError } from '../../http/errors';
import { Id } from '../../http/schemas';
import { readJsonBody, readParams, readQuery } from '../../http/validate';
import type { RouteDeps } from '../../routes/deps';
import { bareHost } from '../../tenancy/host';
import { companyForHost } from '../../tenancy/resolve';
import { requestHost } from '../../tenancy/request-host';
import type { PaymentDeps } from '../deps';
import { cardOutcome } from './cards';
import { FIELDS_CSS, FIELDS_JS, fieldsHtml } from './fields-page';
import type { SandboxIntent } from './store';
import { getIntent, moveIntent } from './store';
import { sandboxNotifierOf } from '../create-provider';

const FieldsQuery = object({
  provider: Id,
  intent: size(string(), 1, 80),
  secret: size(string(), 1, 200),
  parent: size(string(), 1, 300),
  mode: optional(size(string(), 1, 16)),
});
const Confirm = type({
  client_secret: size(string(), 1, 200),
  number: optional(size(string(), 0, 32)),
  expiry: optional(size(string(), 0, 8)),
  cvc: optional(size(string(), 0, 8)),
  wallet: optional(boolean()),
});
const Authorize = type({ client_secret: size(string(), 1, 200), approve: boolean() });

const pageHeaders = (parent: string) => ({
  'Content-Security-Policy': [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "connect-src 'self'",
    `frame-ancestors ${parent}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; '),
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
});

export function sandboxApp(deps: RouteDeps, payments: PaymentDeps): Hono {
  const app = new Hono();
  app.onError(handleError);
  const refused = () => new HttpError(404, 'payment_not_found', 'Unknown sandbox payment');

  /** The intent, its provider row and a notifier, once its client secret checks out. */
  async function intentFor(providerId: string, intentId: string, secret: string) {
    const record = await findPaymentProvider(deps.db, providerId);
    if (record?.kind !== 'sandbox') throw refused();
    const intent = await getIntent(deps.db, record.id, intentId);
    if (intent?.client_secret !== secret) throw refused();
    return { record, intent, notifier: sandboxNotifierOf(record, deps.env, payments.dispatch) };
  }

  app.get('/fields', async (c) => {
    const q = readQuery(c, FieldsQuery);
    const { record, intent } = await intentFor(q.provider, q.intent, q.secret);
    let parent: URL;
    try {
      parent = new URL(q.parent);
    } catch {
      throw new HttpError(400, 'invalid_request', 'parent must be an origin');
    }
    // Only the storefront of the company that owns this provider may frame the fields.
    const company = await companyForHost(deps.db, parent.host, deps.env.BASE_HOST);
    if (company?.id !== record.companyId || parent.origin !== q.parent)
      throw new HttpError(403, 'forbidden', 'This storefront may not show these fields');
    const html = fieldsHtml({
      providerId: record.id,
      intentId: intent.id,
      clientSecret: intent.client_secret,
      parentOrigin: parent.origin,
      mode: intent.method === 'wallet' ? 'wallet' : 'card',
    });
    return c.html(html, 200, pageHeaders(parent.origin));
  });
  app.get('/fields.js', (c) =>
    c.body(FIELDS_JS, 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    }),
  );
  app.get('/fields.css', (c) =>
    c.body(FIELDS_CSS, 200, {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'no-cache',
    }),
  );

  const answer = (intent: SandboxIntent, code: string | null = null) => ({
    status: intent.status === 'requires_payment_method' ? 'pending' : intent.status,
    code,
  });

  app.post('/api/providers/:providerId/intents/:intentId/confirm', async (c) => {
    const { providerId, intentId } = readParams(
      c,
      object({ providerId: Id, intentId: size(string(), 1, 80) }),
    );
    const body = await readJsonBody(c, Confirm);
    const { intent, notifier } = await intentFor(providerId, intentId, body.client_secret);
    // A double tap, or a retry after a dropped answer, charges once: answer what happened.
    if (intent.status !== 'requires_payment_method') return c.json(answer(intent));
    const now = new Date();
    const outcome =
      body.wallet && intent.method === 'wallet'
        ? ({ kind: 'succeeded' } as const)
        : cardOutcome(
            { number: body.number ?? '', expiry: body.expiry ?? '', cvc: body.cvc ?? '' },
            now,
          );
    if (outcome.kind === 'invalid')
      return c.json({
        status: 'invalid',
        field: outcome.field,
        message: `Check the ${outcome.field}`,
      });
    const to =
      outcome.kind === 'succeeded'
        ? 'succeeded'
        : outcome.kind === 'declined'
          ? 'failed'
          : 'requires_action';
    const last4 = (body.number ?? '').replace(/\D/g, '').slice(-4) || null;
    await moveIntent(
      payments.db,
      intent.id,
      ['requires_payment_method'],
      to,
      now,
      last4 ? { card_last4: last4 } : {},
    );
    const after = (await getIntent(payments.db, intent.provider_id, intent.id)) ?? intent;
    notifier.notify(after, `payment.${after.status}`);
    return c.json(answer(after, outcome.kind === 'declined' ? outcome.code : null));
  });

  app.post('/api/providers/:providerId/intents/:intentId/authorize', async (c) => {
    const { providerId, intentId } = readParams(
      c,
      object({ providerId: Id, intentId: size(string(), 1, 80) }),
    );
    const body = await readJsonBody(c, Authorize);
    const { intent, notifier } = await intentFor(providerId, intentId, body.client_secret);
    if (intent.status !== 'requires_action') return c.json(answer(intent));
    const to = body.approve ? 'succeeded' : 'failed';
    await moveIntent(payments.db, intent.id, ['requires_action'], to, new Date());
    const after = (await getIntent(payments.db, intent.provider_id, intent.id)) ?? intent;
    notifier.notify(after, `payment.${after.status}`);
    return c.json(answer(after, body.approve ? null : 'authentication_declined'));
  });

  return app;
}

/** Sends requests for the sandbox's host to its site; everything else goes on. */
export function sandboxHost(deps: RouteDeps, payments: PaymentDeps): MiddlewareHandler {
  const site = sandboxApp(deps, payments);
  const host = bareHost(deps.env.SANDBOX_PAY_HOST ?? `pay-sandbox.${bareHost(deps.env.BASE_HOST)}`);
  return async (c, next) => {
    if (bareHost(requestHost(c)) !== host) return next();
    return site.fetch(c.req.raw);
  };
}
