// A table of the test's own (issue [17/21]), copied from branch issue30-board's
// pages/kitchen-tabs.ts: created through the owner API under a unique name, so no other e2e
// file's tab ever meets this one, and a round placed there as a pay-at-the-end diner would.
// Raw HTTP with the tenant's Host header, each call from its own address (the public write
// limits count per address).
import { request } from 'node:http';
import type { Order } from '../../../src/domain/types';
import { deviceAddress } from '../pages/kitchen';
import { companyByToken, simpleProduct } from './api';
import { serverPort } from './server-port';

interface Answer {
  status: number;
  body: string;
  setCookie: string[];
}

function send(
  token: string,
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const port = serverPort();
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: `/api${path}`,
        method,
        headers: {
          host: `${token}.localhost:${port}`,
          // Each call from its own address: the public write limits and the request repeat rule
          // (one kind per phone per minute) count per address.
          'x-forwarded-for': deviceAddress(),
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...options.headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: text,
            setCookie: res.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function ok<T>(answer: Promise<Answer>, what: string): Promise<T> {
  const { status, body } = await answer;
  if (status < 200 || status > 299) throw new Error(`${what} answered ${status}: ${body}`);
  return JSON.parse(body) as T;
}

const cookieOf = (answer: Answer) => answer.setCookie.map((c) => c.split(';')[0]).join('; ');

export interface OwnTable {
  token: string;
  companyId: string;
  id: string;
  name: string;
}

/** A TABLE QR of the test's own, named uniquely, created by the owner (back office API). */
export async function ownTable(token: string, label: string): Promise<OwnTable> {
  const { company } = await companyByToken(token);
  const login = await send(token, 'POST', '/admin/session', { body: { password: 'demo1234' } });
  if (login.status !== 201) throw new Error(`owner login answered ${login.status}: ${login.body}`);
  const name = `${label} ${Math.random().toString(36).slice(2, 7)}`;
  const table = await ok<{ id: string; name: string }>(
    send(token, 'POST', '/admin/tables', {
      body: { name, service_type: 'TABLE' },
      cookie: cookieOf(login),
    }),
    'create table',
  );
  return { token, companyId: company.id, id: table.id, name: table.name };
}

/**
 * A round at the table, placed as a diner of a pay-at-the-end company does: no payment method,
 * straight to the kitchen. One simple product, `quantity` of it, ordered by `diner`.
 */
export async function placeRound(table: OwnTable, diner: string, quantity = 1): Promise<Order> {
  const { company } = await companyByToken(table.token);
  const product = await simpleProduct(company.id, { minStock: 20, minPrice: 500 });
  const variant = product.product_variants[0]!;
  const client = await ok<{ id: string; client_secret?: string }>(
    send(table.token, 'POST', `/ms-clients/public/companies/${company.id}/clients`, {
      body: {
        company_id: company.id,
        name: diner,
        country_calling_code: '+1',
        phone_number: '2025550143',
      },
    }),
    'create client',
  );
  const secret: Record<string, string> = client.client_secret
    ? { 'x-client-secret': client.client_secret }
    : {};
  const draft = await ok<Order>(
    send(table.token, 'POST', '/ms-orders/public/orders', {
      body: {
        company_id: company.id,
        client_id: client.id,
        country_code: company.country.country_code,
        timezone: company.timezone,
        service_type: 'TABLE',
        table_id: table.id,
        currency: company.currency.code,
        combos: [
          { product_id: product.id, variant_id: variant.id, quantity, comment: '', modifiers: [] },
        ],
      },
      headers: { ...secret, 'idempotency-key': crypto.randomUUID() },
    }),
    'create draft',
  );
  return ok<Order>(
    send(table.token, 'PATCH', `/ms-orders/public/companies/${company.id}/orders/${draft.id}`, {
      body: {
        timezone: company.timezone,
        currency: company.currency.code,
        status: 'payment_requested',
      },
      headers: { ...secret, 'idempotency-key': crypto.randomUUID() },
    }),
    'place round',
  );
}
