// Page object for the back office's sign-in at /admin: a fresh owner device and the password form.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DESKTOP, newContext } from '../support/browser';
import type { Viewport } from '../support/browser';
import { tenantUrl } from '../support/urls';
import { deviceAddress } from './kitchen';

export class AdminPageObject {
  constructor(readonly page: Page) {}

  /** A fresh owner device: its own address, so the login limit of one test never hits another. */
  /** locale: the owner's browser language, which the back office speaks (§2.1). */
  static async ownerContext(
    browser: Browser,
    viewport: Viewport = DESKTOP,
    locale = 'en-US',
  ): Promise<BrowserContext> {
    const context = await newContext(browser, { viewport, locale });
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': deviceAddress() });
    return context;
  }

  async logIn(password: string): Promise<void> {
    await this.page.getByLabel('Owner password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  /** Opens /admin on a new page and submits the password; the caller waits for what it needs. */
  static async signIn(
    context: BrowserContext,
    token = 'demo',
    password = 'demo1234',
  ): Promise<Page> {
    const admin = new AdminPageObject(await context.newPage());
    await admin.page.goto(tenantUrl(token, '/admin'));
    await admin.logIn(password);
    return admin.page;
  }
}
