// The table's tab on the kitchen board (issue [17/21]), test side: a table of the test's own
// (created through the owner API, so no other e2e file ever orders at it or asks from it), rounds
// placed there as a pay-at-the-end diner would, requests sent from its QR, and the staff's view
// of its tab read over the kitchen API. Raw HTTP with the tenant's Host header, like
// pages/kitchen.ts, on this file's diners' server.
import { request } from 'node:http';
import type { Locator, Page } from 'playwright-core';
import type { Order } from '../../../src/domain/types';
import { companyByToken, simpleProduct } from '../support/api';
import { serverPort } from '../support/server-port';
import { deviceAddress } from './kitchen';

/** What these tests read of GET /api/kitchen/tabs (src/api/kitchen-tabs.ts has it all). */
export interface StaffTab {
  id: string;
  qr_id: string;
  table_name: string;
  total: number;
  paid: number;
  balance: number;
  balance_state: string;
  requests: { id: string; kind: string }[];
  voids: { reason: string }[];
  payments?: { id: string; status: string; amount: number; tip: number; method: string }[];
}

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

/** "Call the waiter" or "Ask for the bill" from the table's QR. */
export async function askFor(table: OwnTable, kind: 'waiter' | 'bill'): Promise<{ id: string }> {
  const path = `/ms-orders/public/companies/${table.companyId}/qrs/${table.id}/requests`;
  return ok(send(table.token, 'POST', path, { body: { kind } }), 'request');
}

/**
 * A diner pays the staff ("I'll pay the staff"): the whole balance, or `amount` of it
 * (kind custom). The payment waits for the staff (awaiting_staff).
 */
export async function payTheStaff(
  table: OwnTable,
  amount?: number,
): Promise<{ id: string; amount: number; status: string }> {
  const path = `/ms-orders/public/companies/${table.companyId}/qrs/${table.id}/tab/payments`;
  const kind = amount === undefined ? { kind: 'full' } : { kind: 'custom', amount };
  return ok(
    send(table.token, 'POST', path, {
      body: { idempotency_key: crypto.randomUUID(), ...kind, payment_method_id: null },
    }),
    'tab payment',
  );
}

/** The table's open tab as the diners read it (404 → null). */
export async function publicTab(table: OwnTable): Promise<{ id: string; balance: number } | null> {
  const path = `/ms-orders/public/companies/${table.companyId}/qrs/${table.id}/tab`;
  const answer = await send(table.token, 'GET', path);
  if (answer.status === 404) return null;
  if (answer.status !== 200) throw new Error(`tab answered ${answer.status}: ${answer.body}`);
  return JSON.parse(answer.body) as { id: string; balance: number };
}

/** A kitchen session over the API, to read what the server holds. */
export async function staffTabs(token: string): Promise<StaffTab[]> {
  const login = await send(token, 'POST', '/kitchen/session', { body: { password: 'demo1234' } });
  if (login.status !== 201) throw new Error(`kitchen login answered ${login.status}`);
  return ok<StaffTab[]>(send(token, 'GET', '/kitchen/tabs', { cookie: cookieOf(login) }), 'tabs');
}

/** The board's parts for tabs. */
export class BoardTabsObject {
  constructor(readonly page: Page) {}

  requests(): Locator {
    return this.page.locator('.k-requests');
  }

  request(table: string): Locator {
    return this.requests().locator('.k-request[data-request-id]').filter({ hasText: table });
  }

  async showTables(): Promise<void> {
    await this.page.locator('.k-views__button').nth(1).click();
    await this.page.locator('.k-tabs[aria-busy="false"]').waitFor();
  }

  tabCard(tabId: string): Locator {
    return this.page.locator(`.k-tab[data-tab-id="${tabId}"]`);
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }
}
