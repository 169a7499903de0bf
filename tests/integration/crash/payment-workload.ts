// The paying diners of the payments crash test (issue [14/21]): each worker makes a table order,
// assigns the card, asks for the intent, then often changes the bill (a coupon, a tip) before
// the card is confirmed, sometimes without pressing pay first (as Stripe's browser-side confirm
// allows). Every request is sent again until it gets a definitive answer, as the storefront's
// outbox does; writes that take an Idempotency-Key carry one.
import { request } from 'node:http';
import type { DemoOrdering } from './demo-menu';
import type { Answer, Target } from './requests';
import { isDefinitive } from './requests';

export interface PaymentStats {
  interrupted: number;
  orders: number;
  changed: number;
  unstarted: number;
  confirmed: number;
  /** Bill changes sent at the same moment as the confirmation. */
  raced: number;
}

export interface PaymentWorkload {
  stats: PaymentStats;
  done: Promise<void>;
  stop(): void;
}

export interface PaymentWorkloadOptions {
  target: Target;
  demo: DemoOrdering;
  cardId: string;
  whenUp: () => Promise<void>;
  workers: number;
  runTag: string;
}

interface Call {
  host: string;
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: unknown;
  key?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One request over node:http, which sends the Host header it is given (fetch replaces it with
 * the URL's): the sandbox's site answers only on its own host.
 */
function exchange(port: number, call: Call, signal: AbortSignal): Promise<Answer> {
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: call.method,
        path: call.path,
        signal,
        headers: {
          host: call.host,
          'content-type': 'application/json',
          ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
          ...(call.key ? { 'idempotency-key': call.key } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
        // The server died mid-answer: no 'end' will come.
        res.on('close', () => {
          if (!res.complete) reject(new Error('answer cut off'));
        });
      },
    );
    // A request the dead server swallowed is sent again, like any interrupted one.
    req.setTimeout(15_000, () => req.destroy(new Error('no answer')));
    req.on('error', reject);
    req.end(body);
  });
}
const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

function parsed(answer: Answer | null): Record<string, unknown> {
  if (!answer || answer.status < 200 || answer.status >= 300) return {};
  const value: unknown = JSON.parse(answer.body);
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

export function startPaymentWorkload(options: PaymentWorkloadOptions): PaymentWorkload {
  const controller = new AbortController();
  const { signal } = controller;
  const stats: PaymentStats = {
    interrupted: 0,
    orders: 0,
    changed: 0,
    unstarted: 0,
    confirmed: 0,
    raced: 0,
  };
  const { port, host } = options.target;
  // The sandbox's own site, on pay-sandbox.{BASE_HOST} (the server runs with BASE_HOST localhost).
  const sandboxHost = `pay-sandbox.localhost:${port}`;
  const companyId = options.demo.companyId;

  /** Sends until a definitive answer; null once the workload stops. */
  async function send(call: Call): Promise<Answer | null> {
    while (!signal.aborted) {
      await options.whenUp();
      try {
        const answer = await exchange(port, call, signal);
        if (isDefinitive(answer)) return answer;
      } catch {
        if (!signal.aborted) stats.interrupted += 1;
      }
      await sleep(50 + Math.random() * 100);
    }
    return null;
  }

  const assignBody = (total: number, tip: number) => ({
    timezone: 'America/New_York',
    currency: 'USD',
    meta_data: {
      assigned_payment: {
        payment_method_id: options.cardId,
        payment_method_code: 'card',
        payment_method_description: null,
        payment_method_payment_code: null,
        fee_amount: 0,
        bill_amount: total + tip,
        ...(tip > 0 ? { tip_value: tip, tip_type: 'fixed' } : {}),
      },
    },
  });

  async function payOnce(marker: string): Promise<void> {
    const create = await send({
      host,
      method: 'POST',
      path: '/api/ms-orders/public/orders',
      key: `${marker}-create`,
      body: {
        company_id: companyId,
        country_code: 'US',
        timezone: 'America/New_York',
        service_type: 'TABLE',
        status: 'INITIATED',
        currency: 'USD',
        utm_campaign: marker,
        combos: [
          {
            product_id: options.demo.productId,
            variant_id: options.demo.variantId,
            quantity: 1 + Math.floor(Math.random() * 3),
            comment: null,
            modifiers: [],
          },
        ],
      },
    });
    const order = parsed(create);
    if (typeof order.id !== 'string' || typeof order.total !== 'number') return;
    stats.orders += 1;
    const orderPath = `/api/ms-orders/public/companies/${companyId}/orders/${order.id}`;
    const total = order.total;
    await send({
      host,
      method: 'PATCH',
      path: orderPath,
      key: `${marker}-assign`,
      body: assignBody(total, 0),
    });
    const intent = parsed(
      await send({
        host,
        method: 'POST',
        path: '/api/ms-payments/public/company-payments',
        body: {
          company_id: companyId,
          reference_id: order.id,
          meta: { payment: { payment_method_id: options.cardId } },
        },
      }),
    );
    const client = intent.client as Record<string, string> | undefined;
    const paymentId = intent.id;
    if (typeof paymentId !== 'string' || !client?.intent_id) return;
    // The bill moves after the intent was made (a coupon, or a tip), and half the time the card
    // is confirmed at that very moment, so the old amount races the change.
    const change = Math.random();
    const moveBill = async (): Promise<void> => {
      if (change < 0.3) {
        await send({
          host,
          method: 'POST',
          path: `/api/ms-orders/public/companies/${companyId}/apply-discount`,
          key: `${marker}-coupon`,
          body: { order_id: order.id, coupon_code: 'WELCOME10' },
        });
      } else if (change < 0.6) {
        const tip = 100 + Math.floor(Math.random() * 400);
        await send({
          host,
          method: 'PATCH',
          path: orderPath,
          key: `${marker}-tip`,
          body: assignBody(total, tip),
        });
      }
    };
    const payNow = async (): Promise<void> => {
      if (Math.random() < 0.7)
        await send({
          host,
          method: 'POST',
          path: `/api/ms-payments/public/company-payments/${paymentId}/start`,
          body: { company_id: companyId },
        });
      else stats.unstarted += 1;
      // The card is confirmed in the provider's frame, with the intent the form was made for.
      const confirm = await send({
        host: sandboxHost,
        method: 'POST',
        path: `/api/providers/${client.provider_id}/intents/${client.intent_id}/confirm`,
        body: { client_secret: client.client_secret, ...GOOD_CARD },
      });
      if (parsed(confirm).status === 'succeeded') stats.confirmed += 1;
    };
    if (change < 0.6) stats.changed += 1;
    if (change < 0.6 && Math.random() < 0.5) {
      stats.raced += 1;
      await Promise.all([moveBill(), payNow()]);
    } else {
      await moveBill();
      await payNow();
    }
  }

  const worker = async (index: number): Promise<void> => {
    for (let n = 0; !signal.aborted; n += 1) await payOnce(`${options.runTag}-w${index}-${n}`);
  };
  const done = Promise.all(Array.from({ length: options.workers }, (_, i) => worker(i))).then(
    () => undefined,
  );
  return { stats, done, stop: () => controller.abort() };
}
