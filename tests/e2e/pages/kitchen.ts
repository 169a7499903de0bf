// Page object for the kitchen board, and a staff API client over raw HTTP with the tenant's
// Host header (the kitchen resolves its company from the host, like the storefront).
import { request } from 'node:http';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { Order, OrderStatus } from '../../../src/domain/types';
import { tenantUrl } from '../support/urls';
import { serverPort } from '../support/server-port';

let devices = 0;
// Each test file loads this module afresh: a random prefix keeps files from reusing addresses.
const prefix = `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/**
 * A distinct address per simulated kitchen device. The login limit counts attempts per company
 * and address (5 a minute), and the e2e server trusts the test runner as its proxy (TRUST_PROXY
 * in support/server.ts), so each test signs in from its own "tablet" instead of sharing
 * 127.0.0.1's budget.
 */
export function deviceAddress(): string {
  devices = (devices % 250) + 1;
  return `${prefix}.${devices}`;
}

function send(
  token: string,
  method: string,
  path: string,
  body?: unknown,
  cookie?: string,
  address?: string,
): Promise<{ status: number; body: string; setCookie: string[] }> {
  const port = serverPort();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: `/api/kitchen${path}`,
        method,
        headers: {
          host: `${token}.localhost:${port}`,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
          ...(address ? { 'x-forwarded-for': address } : {}),
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

export class KitchenApi {
  private constructor(
    readonly token: string,
    private readonly cookie: string,
  ) {}

  static async logIn(token: string, password = 'demo1234'): Promise<KitchenApi> {
    const answer = await send(token, 'POST', '/session', { password }, undefined, deviceAddress());
    if (answer.status !== 201)
      throw new Error(`kitchen login answered ${answer.status}: ${answer.body}`);
    const cookie = answer.setCookie.map((c) => c.split(';')[0]).join('; ');
    return new KitchenApi(token, cookie);
  }

  async move(orderId: string, status: OrderStatus): Promise<Order> {
    const answer = await send(this.token, 'PATCH', `/orders/${orderId}`, { status }, this.cookie);
    if (answer.status !== 200) throw new Error(`move answered ${answer.status}: ${answer.body}`);
    return JSON.parse(answer.body) as Order;
  }

  /** Pauses an order type for `minutes` (0 resumes), as the board's pause dialog does. */
  async pause(type: string, minutes: number): Promise<void> {
    const answer = await send(
      this.token,
      'POST',
      `/order-types/${type}/pause`,
      { minutes },
      this.cookie,
    );
    if (answer.status !== 200) throw new Error(`pause answered ${answer.status}: ${answer.body}`);
  }

  /** Marks a product out of stock (false) or back (true), as the board's stock dialog does. */
  async setStock(productId: string, available: boolean): Promise<void> {
    const path = `/products/${productId}/stock`;
    const answer = await send(this.token, 'POST', path, { available }, this.cookie);
    if (answer.status !== 200) throw new Error(`stock answered ${answer.status}: ${answer.body}`);
  }
}

export class KitchenPageObject {
  constructor(readonly page: Page) {}

  async open(url: string): Promise<void> {
    await this.page.goto(url);
    await this.page.locator('main h1, .k-toolbar h1').first().waitFor();
  }

  async logIn(password: string): Promise<void> {
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  loginError(): Locator {
    return this.page.getByRole('alert');
  }

  board(): Locator {
    return this.page.locator('.k-columns');
  }

  card(orderId: string): Locator {
    return this.page.locator(`.k-card[data-order-id="${orderId}"]`);
  }

  column(id: string): Locator {
    return this.page.locator(`.k-column[data-column="${id}"]`);
  }

  async primaryAction(orderId: string, label: string): Promise<void> {
    await this.card(orderId).getByRole('button', { name: label, exact: true }).click();
  }

  /** The board has its first list (the columns stop being busy). */
  async loaded(): Promise<void> {
    await this.page.locator('.k-columns[aria-busy="false"]').waitFor();
  }

  /** The card's 'scheduled for' banner. */
  scheduled(orderId: string): Locator {
    return this.card(orderId).getByTestId('kitchen-scheduled');
  }

  /** The payment method and what the diner pays. */
  paid(orderId: string): Locator {
    return this.card(orderId).getByTestId('kitchen-paid');
  }

  /** One row of the card's money list: 'tip', 'fee', 'received' or 'change'. */
  money(orderId: string, key: string): Locator {
    return this.card(orderId).locator(`.k-card__money [data-money="${key}"]`);
  }

  /** Opens /kitchen from a fresh device address, signs in and waits for the live socket. */
  static async signedIn(
    context: BrowserContext,
    token = 'demo',
    password = 'demo1234',
  ): Promise<KitchenPageObject> {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': deviceAddress() });
    const kitchen = new KitchenPageObject(await context.newPage());
    await kitchen.open(tenantUrl(token, '/kitchen'));
    await kitchen.logIn(password);
    await kitchen.board().waitFor();
    await kitchen.page.locator('.c-live[data-live="live"]').waitFor({ timeout: 10_000 });
    return kitchen;
  }
}
