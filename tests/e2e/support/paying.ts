// What the payment end-to-end files share: the locale dictionaries' texts, a diner brought to the
// order summary, the online tab and method, and the order tracking opened for.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { productSlug } from '../../../src/domain/formatting';
import type { Order } from '../../../src/domain/types';
import { CheckoutPageObject } from '../pages/checkout';
import { apiGet, companyByToken, simpleProduct } from './api';
import { PHONE, newContext } from './browser';
import { tenantUrl } from './urls';

export type Dict = Record<string, unknown>;

export function dictionary(locale: string, file: string): Dict {
  const url = new URL(`../../../src/i18n/locales/${locale}/${file}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Dict;
}

export function text(dict: Dict, path: string): string {
  const value = path.split('.').reduce<unknown>((node, key) => (node as Dict)[key], dict);
  if (typeof value !== 'string') throw new Error(`no text at ${path}`);
  return value;
}

export interface Diner {
  context: BrowserContext;
  page: Page;
  checkout: CheckoutPageObject;
  companyId: string;
}

/** A takeaway of one simple product, through client info, to the order summary. */
export async function toSummary(
  browser: Browser,
  token: string,
  phone: string,
  locale?: string,
): Promise<Diner> {
  const { company } = await companyByToken(token);
  const product = await simpleProduct(company.id);
  const context = await newContext(browser, { viewport: PHONE, locale });
  const page = await context.newPage();
  const checkout = new CheckoutPageObject(page);
  const slug = productSlug(product.name, product.id);
  await checkout.addProductAndOpenCart(tenantUrl(token, `/products?product=${slug}`));
  await checkout.startFromCart('TAKEAWAY');
  await checkout.fillClientInfo('Paula Payer', phone);
  expect(await checkout.atSummary()).toBe(true);
  return { context, page, checkout, companyId: company.id };
}

export async function chooseOnline(diner: Diner, locale: string, method: string): Promise<void> {
  const summary = dictionary(locale, 'summary');
  const content = diner.checkout.content();
  await content.getByRole('tab', { name: text(summary, 'payment.online') }).click();
  await content.getByRole('radio', { name: text(summary, `payment.methods.${method}`) }).check();
}

/** Waits for the sandbox's fields in their frame, then types a card into them. */
export async function typeCard(page: Page, number: string): Promise<void> {
  await page.locator('.cs-fields[data-phase="ready"]').waitFor({ timeout: 15_000 });
  const frame = page.frameLocator('iframe.cs-fields__frame');
  await frame.locator('#number').fill(number);
  await frame.locator('#expiry').fill('1234');
  await frame.locator('#cvc').fill('123');
}

const orderIdOf = (page: Page): string => new URL(page.url()).searchParams.get('order_id') ?? '';

/** Waits for tracking to open; answers the order it shows. */
export async function trackedOrder(page: Page): Promise<string> {
  await page.waitForURL(/\/tracking\?order_id=/, { timeout: 20_000 });
  return orderIdOf(page);
}

export const getOrder = (companyId: string, orderId: string) =>
  apiGet<Order>(`/ms-orders/public/companies/${companyId}/orders/${orderId}`);
