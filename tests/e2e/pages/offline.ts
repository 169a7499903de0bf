// Page object for an order queued offline (issue [6/6]) and a staff reader of the orders a
// server holds, on any port (the restart test runs its own server).
import { request } from 'node:http';
import type { Locator, Page } from 'playwright-core';
import type { Order } from '../../../src/domain/types';
import { deviceAddress } from './kitchen';

function send(
  port: number,
  token: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; setCookie: string[] }> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: {
          host: `${token}.localhost:${port}`,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
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

/** The company's orders as the kitchen board reads them: placed orders only, never a draft. */
export class StaffOrders {
  private constructor(
    readonly port: number,
    readonly token: string,
    private readonly cookie: string,
  ) {}

  static async logIn(port: number, token: string, password = 'demo1234'): Promise<StaffOrders> {
    const answer = await send(
      port,
      token,
      'POST',
      '/api/kitchen/session',
      { password },
      { 'x-forwarded-for': deviceAddress() },
    );
    if (answer.status !== 201) throw new Error(`login answered ${answer.status}: ${answer.body}`);
    return new StaffOrders(port, token, answer.setCookie.map((c) => c.split(';')[0]).join('; '));
  }

  async list(): Promise<Order[]> {
    const answer = await send(this.port, this.token, 'GET', '/api/kitchen/orders', undefined, {
      cookie: this.cookie,
    });
    if (answer.status !== 200) throw new Error(`orders answered ${answer.status}: ${answer.body}`);
    return JSON.parse(answer.body) as Order[];
  }

  /** Pauses an order type ('onsite' | 'takeaway' | 'delivery') for some minutes; 0 resumes. */
  async pause(type: string, minutes: number): Promise<void> {
    const answer = await send(
      this.port,
      this.token,
      'POST',
      `/api/kitchen/order-types/${type}/pause`,
      { minutes },
      { cookie: this.cookie },
    );
    if (answer.status !== 200) throw new Error(`pause answered ${answer.status}: ${answer.body}`);
  }

  /** Orders placed by a client of this name (each test uses a unique one). */
  async byClient(name: string): Promise<Order[]> {
    return (await this.list()).filter((o) => o.client?.name === name);
  }
}

export async function getOrder(port: number, token: string, companyId: string, orderId: string) {
  const answer = await send(
    port,
    token,
    'GET',
    `/api/ms-orders/public/companies/${companyId}/orders/${orderId}`,
  );
  if (answer.status !== 200) throw new Error(`order answered ${answer.status}`);
  return JSON.parse(answer.body) as Order;
}

/**
 * Records the orders the page creates (POST …/ms-orders/public/orders answered 2xx); call the
 * returned function for their ids, in order. A replayed create answers the same id.
 */
export function watchCreatedOrders(page: Page): () => Promise<string[]> {
  const answers: Promise<unknown>[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().method() !== 'POST' || !response.ok()) return;
    if (!pathname.endsWith('/ms-orders/public/orders')) return;
    answers.push(response.json().then((body: unknown) => (body as { id?: unknown }).id));
  });
  return async () =>
    (await Promise.all(answers)).filter((id): id is string => typeof id === 'string');
}

export class OfflineOrderPageObject {
  constructor(readonly page: Page) {}

  /** Waits until the service worker controls the page, reloading once it has activated. */
  async waitForServiceWorker(timeoutMs = 30_000): Promise<boolean> {
    const controlled = () => this.page.evaluate(() => navigator.serviceWorker?.controller !== null);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (await controlled()) return true;
      const active = await this.page.evaluate(async () => {
        const registration = await navigator.serviceWorker?.getRegistration();
        return registration?.active?.state === 'activated';
      });
      if (active) await this.page.reload();
      else await this.page.waitForTimeout(500);
    }
    return controlled();
  }

  queued(): Locator {
    return this.page.locator('main[data-outbox-status]');
  }

  status(): Promise<string | null> {
    return this.queued().getAttribute('data-outbox-status');
  }

  retry(): Locator {
    return this.queued().getByRole('button');
  }

  /** The live view's heading, "Order #{public id}". */
  liveHeading(): Locator {
    return this.page.locator('main.c-tracking:not([data-outbox-status]) .c-tracking__header h1');
  }

  trackingParam(name: 'outbox_id' | 'order_id'): string | null {
    return new URL(this.page.url()).searchParams.get(name);
  }
}
