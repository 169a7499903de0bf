// Page object for the §2.6 tracking page, and the public-API steps of a customer's checkout
// (create the order, then request payment in cash) so tests can place orders quickly.
import type { Page } from 'playwright-core';
import { apiGet, companyByToken } from '../support/api';
import type { Category, Order, PaymentMethods } from '../../../src/domain/types';
import { serverPort } from '../support/server-port';

async function apiSend<T>(
  method: 'POST' | 'PATCH',
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${serverPort()}/api${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'Idempotency-Key': crypto.randomUUID(),
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** Optional parts of the order summary a diner may fill (amounts in minor units). */
export interface CashOrderExtras {
  /** The tip, as the summary sends it (tip_value). */
  tip?: number;
  /** The cash the diner will hand over; computed from the draft's total when a function. */
  received?: number | ((draft: Order) => number);
  /** A §3 scheduled_delivery_date ('yyyy-MM-ddTHH:mm:ss+00:00'). */
  scheduledFor?: string;
  orderTitle?: string;
}

/** A takeaway order of one simple product, paid in cash, as the checkout would leave it. */
export async function placeCashOrder(
  token: string,
  serviceType = 'TAKEAWAY',
  extras: CashOrderExtras = {},
): Promise<Order> {
  const { company } = await companyByToken(token);
  const categories = await apiGet<Category[]>(
    `/ms-products/public/companies/${company.id}/categories`,
  );
  const product = categories
    .flatMap((c) => c.products)
    .find(
      (p) =>
        p.modifier_groups.every((g) => g.min === 0 && !g.required) &&
        p.product_variants.some((v) => v.price !== null && v.stock > 5),
    );
  const variant = product?.product_variants.find((v) => v.price !== null && v.stock > 5);
  if (!product || !variant) throw new Error(`no simple product in ${token}`);
  const client = await apiSend<{ id: string; client_secret?: string }>(
    'POST',
    `/ms-clients/public/companies/${company.id}/clients`,
    {
      company_id: company.id,
      name: 'Ada Diner',
      country_calling_code: '+1',
      phone_number: '2025550143',
    },
  );
  // The device that made the client orders for it with its secret, as the storefront does.
  const secret: Record<string, string> = client.client_secret
    ? { 'X-Client-Secret': client.client_secret }
    : {};
  const created = await apiSend<Order>(
    'POST',
    '/ms-orders/public/orders',
    {
      company_id: company.id,
      client_id: client.id,
      country_code: company.country.country_code,
      timezone: company.timezone,
      service_type: serviceType,
      currency: company.currency.code,
      ...(extras.orderTitle ? { order_title: extras.orderTitle } : {}),
      combos: [
        {
          product_id: product.id,
          variant_id: variant.id,
          quantity: 2,
          comment: 'No ice',
          modifiers: [],
        },
      ],
    },
    secret,
  );
  const methods = await apiGet<PaymentMethods>(
    `/ms-payments/public/companies/${company.id}/payment-methods?service_type=${serviceType.toLowerCase()}`,
  );
  const key = serviceType.toLowerCase() as keyof PaymentMethods;
  const cash = methods[key]?.find((m) => m.code === 'cash');
  if (!cash) throw new Error(`no cash method for ${serviceType} in ${token}`);
  const tip = extras.tip ?? 0;
  const received =
    typeof extras.received === 'function' ? extras.received(created) : extras.received;
  return apiSend<Order>('PATCH', `/ms-orders/public/companies/${company.id}/orders/${created.id}`, {
    timezone: company.timezone,
    currency: company.currency.code,
    status: 'payment_requested',
    ...(extras.scheduledFor ? { scheduled_delivery_date: extras.scheduledFor } : {}),
    meta_data: {
      assigned_payment: {
        payment_method_id: cash.id,
        payment_method_code: cash.code,
        payment_method_description: cash.description,
        payment_method_payment_code: cash.payment_code,
        fee_amount: 0,
        bill_amount: created.total + tip,
        ...(tip > 0 ? { tip_type: 'amount', tip_value: tip } : {}),
        ...(received !== undefined ? { received_amount: received } : {}),
      },
    },
  });
}

/** Records every WebSocket the page opens, so a test can drop them to simulate a lost link. */
export const RECORD_SOCKETS = `(() => {
  const Native = window.WebSocket;
  window.__sockets = [];
  window.WebSocket = class extends Native {
    constructor(...args) { super(...args); window.__sockets.push(this); }
  };
})();`;

export class TrackingPageObject {
  constructor(readonly page: Page) {}

  async open(url: string): Promise<void> {
    await this.page.goto(url);
    // The skeleton is busy and carries its own (hidden) heading: wait for the real one.
    await this.page.locator('main:not([aria-busy="true"]) h1').first().waitFor();
  }

  heading(): Promise<string> {
    return this.page.locator('main:not([aria-busy="true"]) h1').first().innerText();
  }

  /** The label of the timeline step marked aria-current="step". */
  currentStep(): Promise<string> {
    return this.page.locator('.c-timeline [aria-current="step"] .c-timeline__label').innerText();
  }

  async waitForStep(label: string, timeout = 5_000): Promise<void> {
    await this.page
      .locator('.c-timeline [aria-current="step"] .c-timeline__label', { hasText: label })
      .waitFor({ timeout });
  }

  liveStatus(): Promise<string | null> {
    return this.page.locator('.c-live').getAttribute('data-live');
  }

  async waitForLive(state: string, timeout = 10_000): Promise<void> {
    await this.page.locator(`.c-live[data-live="${state}"]`).waitFor({ timeout });
  }

  socketCount(): Promise<number> {
    return this.page.evaluate(
      () => (window as unknown as { __sockets: WebSocket[] }).__sockets.length,
    );
  }

  dropSockets(): Promise<void> {
    return this.page.evaluate(() => {
      for (const s of (window as unknown as { __sockets: WebSocket[] }).__sockets) s.close();
    });
  }

  statusModal() {
    return this.page.getByRole('dialog');
  }
}
