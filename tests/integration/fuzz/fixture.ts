// Real ids for the fuzzer to aim at, made through the public API as the storefront makes them:
// the demo company, a product, a client with its secret and an address, a draft order, a placed
// order, a reward, and a kitchen session. Without them most malformed requests would stop at a
// 404 before reaching the code they are meant to test.
import { request } from 'node:http';
import { seedId } from '../../../server/seed/ids';
import { DEMO_STAFF_PASSWORD } from '../../../server/seed/index';
import type { DemoOrdering } from '../crash/demo-menu';
import { cashPlacementBody } from '../crash/workload';
import { demoOrdering } from '../crash/demo-menu';

export interface Fixture extends DemoOrdering {
  port: number;
  /** demo.localhost:{port}: the company's own host, which the kitchen requires. */
  host: string;
  qrId: string;
  clientId: string;
  clientSecret: string;
  draftOrderId: string;
  placedOrderId: string;
  rewardId: string;
  kitchenCookie: string;
}

/** node:http, not fetch: fetch does not let a caller set the Host header the kitchen needs. */
function call(
  port: number,
  host: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ json: Record<string, unknown>; cookies: string[] }> {
  return new Promise((resolve, reject) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const headers = { host, 'content-type': 'application/json' };
    const req = request(
      { host: '127.0.0.1', port, method, path: `/api${path}`, headers },
      (res) => {
        let answer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (answer += chunk));
        res.once('end', () => {
          const status = res.statusCode ?? 0;
          if (status < 200 || status >= 300)
            return reject(new Error(`${method} ${path} answered ${status}: ${answer}`));
          resolve({
            json: answer ? (JSON.parse(answer) as Record<string, unknown>) : {},
            cookies: (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0] ?? ''),
          });
        });
      },
    );
    req.once('error', reject);
    req.end(text);
  });
}

const stringOf = (value: unknown, what: string): string => {
  if (typeof value !== 'string') throw new Error(`no ${what} in the answer`);
  return value;
};

export function orderBody(demo: DemoOrdering, quantity = 1): Record<string, unknown> {
  return {
    company_id: demo.companyId,
    country_code: 'US',
    timezone: 'America/New_York',
    service_type: 'TABLE',
    status: 'INITIATED',
    currency: 'USD',
    combos: [
      {
        product_id: demo.productId,
        variant_id: demo.variantId,
        quantity,
        comment: null,
        modifiers: [],
      },
    ],
  };
}

export function placementBody(demo: DemoOrdering): Record<string, unknown> {
  return cashPlacementBody(demo, 'fuzz');
}

export async function makeFixture(port: number): Promise<Fixture> {
  const host = `demo.localhost:${port}`;
  const demo = await demoOrdering({ port, host });
  const company = `/ms-orders/public/companies/${demo.companyId}`;
  const client = await call(
    port,
    host,
    'POST',
    `/ms-clients/public/companies/${demo.companyId}/clients`,
    {
      company_id: demo.companyId,
      name: 'Fuzz Diner',
      country_calling_code: '+1',
      phone_number: '2015550123',
    },
  );
  const clientId = stringOf(client.json.id, 'client id');
  // Issue [8/13]'s device secret; an empty one when the server does not hand one out.
  const clientSecret =
    typeof client.json.client_secret === 'string' ? client.json.client_secret : '';
  const draft = await call(port, host, 'POST', '/ms-orders/public/orders', orderBody(demo));
  const placed = await call(port, host, 'POST', '/ms-orders/public/orders', orderBody(demo));
  const placedOrderId = stringOf(placed.json.id, 'order id');
  await call(port, host, 'PATCH', `${company}/orders/${placedOrderId}`, placementBody(demo));
  const loyalty = await call(
    port,
    host,
    'GET',
    `/ms-clients/public/companies/${demo.companyId}/loyalty-settings`,
  );
  const program = loyalty.json.loyalty_program as { rewards?: { id?: unknown }[] } | undefined;
  const rewards = program?.rewards ?? [];
  const login = await call(port, host, 'POST', '/kitchen/session', {
    password: DEMO_STAFF_PASSWORD,
  });
  return {
    ...demo,
    port,
    host,
    qrId: seedId('demo', 'qr', 'Table 1'),
    clientId,
    clientSecret,
    draftOrderId: stringOf(draft.json.id, 'order id'),
    placedOrderId,
    rewardId: typeof rewards[0]?.id === 'string' ? rewards[0].id : 'no-reward',
    kitchenCookie: stringOf(
      login.cookies.find((c) => c.startsWith('comanda_kitchen=')),
      'kitchen session cookie',
    ),
  };
}
