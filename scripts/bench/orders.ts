// Order placements on a real port (issue [12/13] "fast on weak venue wifi"): the real app over a
// fresh, demo-seeded SQLite, driven through the HTTP API exactly as the storefront places an
// order: POST the draft (§4.4) with an Idempotency-Key, then PATCH it to payment_requested (§4.5)
// with another. One placement is that pair; its latency is both calls. A static file served by the
// same server in the same run is the baseline, so the ratio is comparable across machines. The
// load is generated on a worker thread (this same file), so the server's thread has a core of its
// own, as it would with the diners' phones elsewhere ("2 cores": one serving, one loading).
// Budget: ≥ 300 placements/s on SQLite with 2 cores.
// Run alone: node --import tsx scripts/bench/orders.ts
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/connection';
import type { Kysely } from 'kysely';
import { migrateToLatest } from '../../server/db/migrate';
import { listCategories } from '../../server/db/repositories/catalog';
import { findCompanyByToken } from '../../server/db/repositories/companies';
import { listPaymentMethods } from '../../server/db/repositories/payment-methods';
import type { Database } from '../../server/db/schema';
import { loadEnv } from '../../server/env';
import { seedDemo } from '../../server/seed/index';
import type { Product } from '../../src/domain/types';

/** Budget of the issue: order placements a second on SQLite, 2 cores. */
export const ORDER_PLACEMENT_BUDGET_PER_SECOND = 300;

export interface OrderPlacementBench {
  placements: { count: number; perSecond: number; p50: number; p99: number };
  baseline: { label: string; perSecond: number };
  /** placements per second ÷ baseline requests per second. */
  ratio: number;
  /**
   * CPU time of the server's thread per placement (Linux: /proc; elsewhere its busy time, by
   * event loop utilization): far less sensitive than the rate to other work on a shared machine.
   */
  serverMsPerPlacement: number;
}

export interface OrderPlacementOptions {
  /** Placements measured (after the warm-up). */
  count?: number;
  concurrency?: number;
  warmup?: number;
  /** Products added to the demo menu first (default 0), to see the menu's size matter or not. */
  menuFiller?: number;
  /** Where the baseline file is served from (the built storefront, or public/ when run alone). */
  distDir?: string;
}

const BASELINE_PATH = '/robots.txt';

interface Reply {
  status: number;
  body: string;
}

function call(
  agent: Agent,
  port: number,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const all: Record<string, string> = { host: `demo.localhost:${port}`, ...headers };
  if (payload !== undefined) {
    all['content-type'] = 'application/json';
    all['content-length'] = String(Buffer.byteLength(payload));
  }
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: all, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
      );
    });
    req.on('error', fail);
    req.end(payload);
  });
}

interface Scenario {
  companyId: string;
  tableId: string;
  cash: { id: string; code: string };
  combos: unknown[];
}

const productNamed = (products: readonly Product[], name: string): Product => {
  const product = products.find((p) => p.name === name);
  if (!product) throw new Error(`the demo menu has no ${name}`);
  return product;
};

/** A table order of three lines, one with modifiers from three groups: an ordinary dinner. */
async function scenario(db: Kysely<Database>): Promise<Scenario> {
  const demo = await findCompanyByToken(db, 'demo');
  if (!demo) throw new Error('the seed has no "demo" company');
  const products = (await listCategories(db, demo.id)).flatMap((c) => c.products);
  const burger = productNamed(products, 'Classic Burger');
  const first = (p: Product) => p.product_variants[0]!.id;
  const option = (group: number, index: number) => ({
    modifier_id: burger.modifier_groups[group]!.modifiers[index]!.id,
    quantity: 1,
  });
  const plain = (p: Product, quantity: number) => ({
    product_id: p.id,
    variant_id: first(p),
    quantity,
    comment: null,
    modifiers: [],
  });
  const table = await db
    .selectFrom('qrs')
    .select('id')
    .where('company_id', '=', demo.id)
    .where('ordering_type', '=', 'TABLE')
    .executeTakeFirstOrThrow();
  const cash = (await listPaymentMethods(db, demo.id, 'table')).table?.[0];
  if (!cash) throw new Error('the demo company has no table payment method');
  return {
    companyId: demo.id,
    tableId: table.id,
    cash: { id: cash.id, code: cash.code },
    combos: [
      {
        product_id: burger.id,
        variant_id: first(burger),
        quantity: 2,
        comment: 'no pickles',
        modifiers: [option(0, 1), option(1, 3), option(2, 0)],
      },
      plain(productNamed(products, 'Garlic Bread'), 1),
      plain(productNamed(products, 'Mozzarella Sticks'), 3),
    ],
  };
}

/** `count` more visible products of one variant each in the demo's first category. */
async function addMenuFiller(db: Kysely<Database>, count: number): Promise<void> {
  if (count <= 0) return;
  const demo = await findCompanyByToken(db, 'demo');
  const category = demo ? (await listCategories(db, demo.id))[0] : undefined;
  if (!demo || !category) throw new Error('the demo menu has no category');
  for (let i = 0; i < count; i += 100) {
    const products = Array.from({ length: Math.min(100, count - i) }, (_, j) => ({
      id: randomUUID(),
      company_id: demo.id,
      category_id: category.id,
      name: `Filler ${i + j}`,
      description: 'Bench filler',
      visible: 1,
      stock_enabled: 0,
      images: '[]',
      position: 1000 + i + j,
    }));
    await db.insertInto('products').values(products).execute();
    await db
      .insertInto('product_variants')
      .values(
        products.map((p) => ({
          id: randomUUID(),
          company_id: demo.id,
          product_id: p.id,
          name: null,
          price: 500,
          original_price: 500,
          selected: 1,
          stock: 100,
          stock_consumed: 0,
          stock_starts_empty: 0,
          position: 0,
        })),
      )
      .execute();
  }
}

/** The storefront's two calls: the draft, then the placement. Throws on any refusal. */
async function placeOne(agent: Agent, port: number, s: Scenario): Promise<void> {
  const draft = await call(
    agent,
    port,
    'POST',
    '/api/ms-orders/public/orders',
    {
      company_id: s.companyId,
      country_code: 'US',
      timezone: 'America/New_York',
      service_type: 'TABLE',
      status: 'INITIATED',
      currency: 'USD',
      table_id: s.tableId,
      combos: s.combos,
    },
    { 'idempotency-key': randomUUID() },
  );
  if (draft.status !== 201) throw new Error(`draft refused: ${draft.status} ${draft.body}`);
  const order = JSON.parse(draft.body) as { id: string; total: number; currency: string };
  const placed = await call(
    agent,
    port,
    'PATCH',
    `/api/ms-orders/public/companies/${s.companyId}/orders/${order.id}`,
    {
      timezone: 'America/New_York',
      currency: order.currency,
      status: 'payment_requested',
      meta_data: {
        assigned_payment: {
          payment_method_id: s.cash.id,
          payment_method_code: s.cash.code,
          payment_method_description: null,
          payment_method_payment_code: null,
          fee_amount: 0,
          bill_amount: order.total,
        },
      },
    },
    { 'idempotency-key': randomUUID() },
  );
  if (placed.status !== 200) throw new Error(`placement refused: ${placed.status} ${placed.body}`);
}

interface Run {
  perSecond: number;
  p50: number;
  p99: number;
}

async function run(count: number, concurrency: number, one: () => Promise<void>): Promise<Run> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async (): Promise<void> => {
    while (next < count) {
      next += 1;
      const t0 = performance.now();
      await one();
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { perSecond: count / seconds, p50: at(0.5), p99: at(0.99) };
}

/** CPU ms (user + system) the main thread has used, on Linux; null elsewhere. */
function mainThreadCpuMs(): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses: utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * 10 : null; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/** One load run, asked of the worker thread. */
interface LoadRequest {
  port: number;
  scenario: Scenario;
  kind: 'placements' | 'baseline';
  count: number;
  concurrency: number;
}

/** The worker's side: runs each LoadRequest it is sent and answers its Run. */
function serveLoad(): void {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  parentPort!.on('message', (load: LoadRequest | null) => {
    if (load === null) {
      agent.destroy();
      parentPort!.close();
      return;
    }
    const one =
      load.kind === 'placements'
        ? () => placeOne(agent, load.port, load.scenario)
        : async () => {
            const reply = await call(agent, load.port, 'GET', BASELINE_PATH);
            if (reply.status !== 200) throw new Error(`baseline ${BASELINE_PATH}: ${reply.status}`);
          };
    run(load.count, load.concurrency, one).then(
      (result) => parentPort!.postMessage({ result }),
      (error: unknown) => parentPort!.postMessage({ error: String(error) }),
    );
  });
}

/** The load generator on its own thread; `load` resolves with its Run. */
function loadGenerator() {
  // The worker runs this file again; tsx's loader is registered there first (a worker started
  // under `node --import tsx` does not inherit it on Node 20).
  const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
    .then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); })`;
  const worker = new Worker(boot, { eval: true, workerData: { ordersLoad: true } });
  const load = (request: LoadRequest) =>
    new Promise<Run>((done, fail) => {
      worker.once('message', (reply: { result?: Run; error?: string }) =>
        reply.result ? done(reply.result) : fail(new Error(reply.error)),
      );
      worker.once('error', fail);
      worker.postMessage(request);
    });
  const stop = async () => {
    worker.postMessage(null);
    await worker.terminate();
  };
  return { load, stop };
}

export async function orderPlacementBench(
  options: OrderPlacementOptions = {},
): Promise<OrderPlacementBench> {
  const count = options.count ?? 1000;
  const concurrency = options.concurrency ?? 16;
  const warmup = options.warmup ?? 200;
  const distDir = options.distDir ?? resolve(fileURLToPath(import.meta.url), '../../../public');
  const dataDir = mkdtempSync(join(tmpdir(), 'comanda-bench-orders-'));
  const handle = await openDatabase({ dataDir });
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db);
    await addMenuFiller(handle.db, options.menuFiller ?? 0);
    // The bench is one address placing thousands of orders: the per-address write limits
    // (which would answer 429 after 600 a minute) are lifted for it.
    const env = loadEnv({
      BASE_HOST: 'localhost',
      APP_ENV: 'test',
      DATA_DIR: dataDir,
      RATE_LIMIT_WRITES_PER_MINUTE: '1000000',
      RATE_LIMIT_COMPANY_WRITES_PER_MINUTE: '1000000',
    });
    const app = buildApp({
      db: handle.db,
      env,
      distDir,
      mediaDir: join(dataDir, 'media'),
      dialect: handle.dialect,
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((done) => server.once('listening', () => done()));
    const port = (server.address() as AddressInfo).port;
    const generator = loadGenerator();
    try {
      const s = await scenario(handle.db);
      const load = (kind: LoadRequest['kind'], n: number) =>
        generator.load({ port, scenario: s, kind, count: n, concurrency });
      await load('placements', warmup);
      await load('baseline', warmup);
      const before = performance.eventLoopUtilization();
      const cpuBefore = mainThreadCpuMs();
      const placements = await load('placements', count);
      const cpuAfter = mainThreadCpuMs();
      const busy = performance.eventLoopUtilization(before);
      const serverMs = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : busy.active;
      const baseline = await load('baseline', Math.max(count, 2000));
      return {
        placements: {
          count,
          perSecond: placements.perSecond,
          p50: placements.p50,
          p99: placements.p99,
        },
        baseline: { label: `static file ${BASELINE_PATH}`, perSecond: baseline.perSecond },
        ratio: placements.perSecond / baseline.perSecond,
        serverMsPerPlacement: serverMs / count,
      };
    } finally {
      await generator.stop();
      await new Promise<void>((done) => server.close(() => done()));
    }
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The lines `npm run bench` (or a run of this file alone) prints. */
export function formatOrderPlacementBench(result: OrderPlacementBench): string[] {
  const { placements: p, baseline: b } = result;
  const verdict = p.perSecond >= ORDER_PLACEMENT_BUDGET_PER_SECOND ? 'within' : 'OVER';
  return [
    `  order placements (draft + place)   ${p.perSecond.toFixed(0).padStart(6)} /s   p50 ${p.p50.toFixed(1)} ms   p99 ${p.p99.toFixed(1)} ms   (${p.count}, budget ≥ ${ORDER_PLACEMENT_BUDGET_PER_SECOND}/s: ${verdict})`,
    `  baseline: ${b.label.padEnd(24)} ${b.perSecond.toFixed(0).padStart(6)} /s`,
    `  ratio placements / baseline        ${result.ratio.toFixed(3)}`,
    `  server thread CPU per placement    ${result.serverMsPerPlacement.toFixed(2)} ms`,
  ];
}

if (!isMainThread && (workerData as { ordersLoad?: boolean } | null)?.ordersLoad) serveLoad();
else if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('Order placements on 127.0.0.1 (real HTTP, seeded SQLite, 16 concurrent):');
  const filler = Number(process.env.MENU_FILLER ?? 0);
  const result = await orderPlacementBench({ menuFiller: filler });
  if (filler > 0) console.log(`  (demo menu with ${filler} more products)`);
  for (const line of formatOrderPlacementBench(result)) console.log(line);
  process.exit(0);
}
