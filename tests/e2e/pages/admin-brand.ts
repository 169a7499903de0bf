// Page object for the back office's brand settings tabs (issue [11/13]):
// /admin?section=settings&tab=payments|coupons|loyalty|landing.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { tenantUrl } from '../support/urls';
import { AdminPageObject } from './admin';

export type BrandTab = 'payments' | 'coupons' | 'loyalty' | 'landing';

const HEADINGS: Record<BrandTab, string> = {
  payments: 'Payment methods',
  coupons: 'Coupons',
  loyalty: 'Loyalty programme',
  landing: 'Landing page',
};

export class AdminBrandPage {
  constructor(readonly page: Page) {}

  /** Signs the owner in and opens the tab, its values loaded. */
  static async open(
    context: BrowserContext,
    tab: BrandTab,
    token = 'demo',
  ): Promise<AdminBrandPage> {
    const page = await AdminPageObject.signIn(context, token);
    await page.getByRole('navigation').first().waitFor();
    await page.waitForURL(/\/admin/);
    await page.getByRole('button', { name: /sign out/i }).waitFor();
    await page.goto(tenantUrl(token, `/admin?section=settings&tab=${tab}`));
    const brand = new AdminBrandPage(page);
    await brand.heading(tab).waitFor();
    return brand;
  }

  heading(tab: BrandTab): Locator {
    return this.page.getByRole('heading', { name: HEADINGS[tab], level: 2, exact: true });
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  get previewTitle(): Locator {
    return this.page.getByTestId('preview-title');
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save', exact: true }).first().click();
  }

  status(text: string | RegExp): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  alert(text: string | RegExp): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }
}
