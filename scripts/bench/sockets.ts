// Sockets held and the delay of a pushed update: N diners follow one bigmenu order on its tracking
// socket (GET /ws?authorization={live token}, server/realtime/diner-socket.ts) against a real
// server (a child process, as `npm start`). The server's memory is read before and after the
// sockets open (scripts/bench/memory-probe.ts, after a full GC), then the kitchen moves the order
// to PREPARING (PATCH /api/kitchen/orders/:id) and every socket's arrival time is recorded from
// the moment the kitchen's request is sent. The clients share one Node process, so the delay
// includes their own event loop's work; it is an upper bound on what the server adds.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import WebSocket from 'ws';
import { removeDataDir, startServer } from '../../tests/e2e/support/server';
import type { RunningServer } from '../../tests/e2e/support/server';
import { quantile } from './report';

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  at: number;
}

export interface SocketBench {
  requested: number;
  opened: number;
  openSeconds: number;
  rssPerSocketBytes: number;
  heapPerSocketBytes: number;
  before: Memory;
  after: Memory;
  received: number;
  kitchenAnswerMs: number;
  p50Ms: number;
  p99Ms: number;
  allMs: number;
}

async function readMemory(server: RunningServer, file: string): Promise<Memory> {
  const since = Date.now();
  server.process.kill('SIGUSR2');
  const deadline = since + 10_000;
  while (Date.now() < deadline) {
    if (existsSync(file)) {
      try {
        const memory = JSON.parse(readFileSync(file, 'utf8')) as Memory;
        if (memory.at >= since) return memory;
      } catch {
        // half written: read again
      }
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the server did not report its memory (memory-probe.ts not loaded?)');
}

async function call<T>(
  port: number,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: T; headers: Headers }> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      'idempotency-key': randomUUID(),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return { status: response.status, json: JSON.parse(text) as T, headers: response.headers };
}

interface OrderAnswer {
  id: string;
  total: number;
  live_token?: string;
}

/** A takeaway cash order of one simple product, as the checkout leaves it; its live token. */
async function placeOrder(port: number, token: string): Promise<OrderAnswer> {
  const { json: host } = await call<{ company_id: string }>(
    port,
    'GET',
    `/api/ms-companies/public/hosts/${token}.localhost`,
  );
  const id = host.company_id;
  const { json: company } = await call<{
    country: { country_code: string };
    timezone: string;
    currency: { code: string };
  }>(port, 'GET', `/api/ms-companies/public/companies/${id}`);
  const { json: categories } = await call<
    {
      products: {
        id: string;
        modifier_groups: { required: boolean; min: number }[];
        product_variants: { id: string; price: number | null; stock: number }[];
      }[];
    }[]
  >(port, 'GET', `/api/ms-products/public/companies/${id}/categories`);
  const product = categories
    .flatMap((c) => c.products)
    .find(
      (p) =>
        p.modifier_groups.every((g) => !g.required && g.min === 0) &&
        p.product_variants.some((v) => v.price !== null && v.stock > 5),
    );
  const variant = product?.product_variants.find((v) => v.price !== null && v.stock > 5);
  if (!product || !variant) throw new Error(`no simple product in ${token}`);
  const { json: client } = await call<{ id: string; client_secret?: string }>(
    port,
    'POST',
    `/api/ms-clients/public/companies/${id}/clients`,
    { company_id: id, name: 'Bench Diner', country_calling_code: '+1', phone_number: '2025550143' },
  );
  const secret: Record<string, string> = client.client_secret
    ? { 'x-client-secret': client.client_secret }
    : {};
  const { json: created } = await call<OrderAnswer>(
    port,
    'POST',
    '/api/ms-orders/public/orders',
    {
      company_id: id,
      client_id: client.id,
      country_code: company.country.country_code,
      timezone: company.timezone,
      service_type: 'TAKEAWAY',
      currency: company.currency.code,
      combos: [
        {
          product_id: product.id,
          variant_id: variant.id,
          quantity: 1,
          comment: null,
          modifiers: [],
        },
      ],
    },
    secret,
  );
  const { json: methods } = await call<
    Record<
      string,
      { id: string; code: string; description: string | null; payment_code: string | null }[]
    >
  >(port, 'GET', `/api/ms-payments/public/companies/${id}/payment-methods?service_type=takeaway`);
  const cash = methods.takeaway?.find((m) => m.code === 'cash');
  if (!cash) throw new Error(`no cash method for takeaway in ${token}`);
  const { json: placed } = await call<OrderAnswer>(
    port,
    'PATCH',
    `/api/ms-orders/public/companies/${id}/orders/${created.id}`,
    {
      timezone: company.timezone,
      currency: company.currency.code,
      status: 'payment_requested',
      meta_data: {
        assigned_payment: {
          payment_method_id: cash.id,
          payment_method_code: cash.code,
          payment_method_description: cash.description,
          payment_method_payment_code: cash.payment_code,
          fee_amount: 0,
          bill_amount: created.total,
        },
      },
    },
  );
  return { ...placed, live_token: placed.live_token ?? created.live_token };
}

/** A request with an explicit Host header (fetch drops it): the kitchen resolves its company by host. */
function raw(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<{ status: number; body: string; setCookie: string[] }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((done, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          done({
            status: res.statusCode ?? 0,
            body: text,
            setCookie: res.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    req.on('error', fail);
    req.end(payload);
  });
}

function openSocket(port: number, token: string, live: string): Promise<WebSocket> {
  return new Promise((resolveSocket, reject) => {
    const ws = new WebSocket(
      `ws://127.0.0.1:${port}/ws?authorization=${encodeURIComponent(live)}`,
      {
        headers: { host: `${token}.localhost:${port}` },
        perMessageDeflate: false,
      },
    );
    ws.once('open', () => resolveSocket(ws));
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) =>
      reject(new Error(`socket refused with ${res.statusCode ?? '?'}`)),
    );
  });
}

export async function socketBench(
  distDir: string,
  sockets = 2000,
  token = 'bigmenu',
): Promise<SocketBench> {
  const memoryFile = join(tmpdir(), `comanda-bench-memory-${process.pid}.json`);
  const probe = resolve('scripts/bench/memory-probe.ts');
  const server = await startServer({
    env: {
      DIST_DIR: distDir,
      NODE_ENV: 'production',
      BENCH_MEMORY_FILE: memoryFile,
      NODE_OPTIONS:
        `${process.env.NODE_OPTIONS ?? ''} --expose-gc --import tsx --import ${probe}`.trim(),
    },
  });
  const open: WebSocket[] = [];
  try {
    const port = server.port;
    const order = await placeOrder(port, token);
    if (!order.live_token) throw new Error('the order answer carries no live_token');
    const tenantHost = `${token}.localhost:${port}`;
    const login = await raw(
      port,
      'POST',
      '/api/kitchen/session',
      { host: tenantHost, 'x-forwarded-for': '10.99.0.1' },
      { password: 'demo1234' },
    );
    if (login.status !== 201)
      throw new Error(`kitchen login answered ${login.status}: ${login.body}`);
    const cookie = login.setCookie.map((c) => c.split(';')[0]).join('; ');

    // One socket first, so the memory baseline includes whatever the first one sets up.
    open.push(await openSocket(port, token, order.live_token));
    const before = await readMemory(server, memoryFile);
    const started = performance.now();
    let failed = 0;
    const batch = 50;
    for (let i = 1; i < sockets; i += batch) {
      const opened = await Promise.allSettled(
        Array.from({ length: Math.min(batch, sockets - i) }, () =>
          openSocket(port, token, order.live_token!),
        ),
      );
      for (const r of opened) {
        if (r.status === 'fulfilled') open.push(r.value);
        else failed += 1;
      }
      if (failed > batch) break;
    }
    const openSeconds = (performance.now() - started) / 1000;
    await new Promise((r) => setTimeout(r, 500));
    const after = await readMemory(server, memoryFile);
    const added = open.length - 1;

    const arrivals: number[] = [];
    let t0 = 0;
    const all = new Promise<void>((done) => {
      for (const ws of open)
        ws.on('message', (data: WebSocket.RawData) => {
          const bytes = Array.isArray(data)
            ? Buffer.concat(data)
            : Buffer.isBuffer(data)
              ? data
              : Buffer.from(new Uint8Array(data));
          const text = bytes.toString('utf8');
          if (!text.includes('PREPARING')) return;
          arrivals.push(performance.now() - t0);
          if (arrivals.length === open.length) done();
        });
    });
    t0 = performance.now();
    const move = await raw(
      port,
      'PATCH',
      `/api/kitchen/orders/${order.id}`,
      { host: tenantHost, cookie },
      { status: 'PREPARING' },
    );
    const kitchenAnswerMs = performance.now() - t0;
    if (move.status !== 200) throw new Error(`kitchen move answered ${move.status}: ${move.body}`);
    await Promise.race([all, new Promise((r) => setTimeout(r, 15_000))]);
    return {
      requested: sockets,
      opened: open.length,
      openSeconds,
      rssPerSocketBytes: added > 0 ? (after.rss - before.rss) / added : Number.NaN,
      heapPerSocketBytes: added > 0 ? (after.heapUsed - before.heapUsed) / added : Number.NaN,
      before,
      after,
      received: arrivals.length,
      kitchenAnswerMs,
      p50Ms: quantile(arrivals, 0.5),
      p99Ms: quantile(arrivals, 0.99),
      allMs: arrivals.length === open.length ? Math.max(...arrivals) : Number.NaN,
    };
  } finally {
    for (const ws of open) ws.terminate();
    await server.stop();
    removeDataDir(server.dataDir);
    rmSync(memoryFile, { force: true });
  }
}
