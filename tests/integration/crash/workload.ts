// The diners: a few workers, each placing one logical order after another. An order is a create
// and then a placement, each with its own Idempotency-Key, each sent again with the same key
// until a definitive answer comes, exactly as the storefront's outbox does.
import type { DemoOrdering } from './demo-menu';
import type { KeyedRequest, Target } from './requests';
import { isDefinitive, keyedRequest, orderIdOf, sendOnce } from './requests';

export interface LogicalOrder {
  /** Unique per logical order; sent as utm_campaign and as the placement's comment. */
  marker: string;
  create: KeyedRequest;
  place: KeyedRequest | null;
}

export interface WorkloadStats {
  /** Requests cut off by a kill (or refused while the server restarted). */
  interrupted: number;
  /** Answers "still being processed" and 5xx answers, each followed by a retry. */
  notYet: number;
}

export interface Workload {
  orders: LogicalOrder[];
  stats: WorkloadStats;
  /** Resolves when every worker has stopped (after `stop`). */
  done: Promise<void>;
  stop(): void;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Stop {
  signal: AbortSignal;
  /** Resolves on abort; made once, so waiting on it adds no listener per retry. */
  stopped: Promise<void>;
}

function createRequest(demo: DemoOrdering, marker: string): KeyedRequest {
  return keyedRequest('POST', '/ms-orders/public/orders', `${marker}-create`, {
    company_id: demo.companyId,
    country_code: 'US',
    timezone: 'America/New_York',
    service_type: 'TABLE',
    status: 'INITIATED',
    currency: 'USD',
    utm_campaign: marker,
    combos: [
      {
        product_id: demo.productId,
        variant_id: demo.variantId,
        quantity: 1,
        comment: null,
        modifiers: [],
      },
    ],
  });
}

/** The body that places a draft, paid in cash (shared with the fuzz suite's fixture). */
export function cashPlacementBody(demo: DemoOrdering, comment: string): Record<string, unknown> {
  return {
    timezone: 'America/New_York',
    currency: 'USD',
    comment,
    status: 'payment_requested',
    meta_data: {
      assigned_payment: {
        payment_method_id: demo.cash.id,
        payment_method_code: demo.cash.code,
        payment_method_description: demo.cash.description,
        payment_method_payment_code: demo.cash.payment_code,
        fee_amount: 0,
        bill_amount: 0,
        received_amount: 1_000_000,
      },
    },
  };
}

export function placeRequest(demo: DemoOrdering, marker: string, orderId: string): KeyedRequest {
  const path = `/ms-orders/public/companies/${demo.companyId}/orders/${orderId}`;
  return keyedRequest('PATCH', path, `${marker}-place`, cashPlacementBody(demo, marker));
}

export interface WorkloadOptions {
  target: Target;
  demo: DemoOrdering;
  whenUp: () => Promise<void>;
  workers: number;
  runTag: string;
}

/** Sends until a definitive answer, or until the workload stops (then `answer` stays null). */
async function untilDefinitive(
  request: KeyedRequest,
  options: WorkloadOptions,
  { signal, stopped }: Stop,
  stats: WorkloadStats,
): Promise<void> {
  while (!signal.aborted) {
    await Promise.race([options.whenUp(), stopped]);
    if (signal.aborted) return;
    try {
      const answer = await sendOnce(options.target, request, signal);
      if (isDefinitive(answer)) {
        request.answer = answer;
        return;
      }
      stats.notYet += 1;
    } catch {
      // The connection died with the server (or the workload stopped): send it again.
      if (!signal.aborted) stats.interrupted += 1;
    }
    await sleep(50 + Math.random() * 100);
  }
}

export function startWorkload(options: WorkloadOptions): Workload {
  const controller = new AbortController();
  const stop: Stop = {
    signal: controller.signal,
    stopped: new Promise((resolve) =>
      controller.signal.addEventListener('abort', () => resolve(), { once: true }),
    ),
  };
  const orders: LogicalOrder[] = [];
  const stats: WorkloadStats = { interrupted: 0, notYet: 0 };
  const worker = async (index: number): Promise<void> => {
    for (let n = 0; !controller.signal.aborted; n += 1) {
      const marker = `${options.runTag}-w${index}-${n}`;
      const order: LogicalOrder = {
        marker,
        create: createRequest(options.demo, marker),
        place: null,
      };
      orders.push(order);
      await untilDefinitive(order.create, options, stop, stats);
      const orderId = orderIdOf(order.create.answer);
      if (orderId === null) continue;
      order.place = placeRequest(options.demo, marker, orderId);
      await untilDefinitive(order.place, options, stop, stats);
    }
  };
  const done = Promise.all(Array.from({ length: options.workers }, (_, i) => worker(i))).then(
    () => undefined,
  );
  return { orders, stats, done, stop: () => controller.abort() };
}
