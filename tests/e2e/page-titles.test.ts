// Issue [16/21] item 22: /, /products and /info each have their own title, in the first HTML and
// after an in-app move between them (the tab kept the first page's title), and a change of
// language follows. The rule is src/domain/page-head.ts.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LandingPageObject } from './pages/landing';
import { companyByToken } from './support/api';
import { PHONE, launchBrowser, newContext } from './support/browser';
import { interactive } from './support/interactive';
import { localeText } from './support/locale-text';
import { tenantUrl } from './support/urls';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const title = (page: Page) => page.evaluate(() => document.title);
const description = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content);

describe('each drawn page has its own title', () => {
  it('the tab follows in-app moves between /info, /products and /', async () => {
    const { company } = await companyByToken('taqueria');
    const name = company.name;
    const context = await newContext(browser, { viewport: PHONE, locale: 'en-US' });
    try {
      const page = await context.newPage();
      await page.goto(tenantUrl('taqueria', '/info'));
      await interactive(page);
      const info = localeText('en', 'products.head.infoTitle', { name });
      expect(await title(page)).toBe(info);
      // 'View menu' is an in-app link: no new HTML from the server.
      await page.locator('.c-info a[href^="/products"]').click();
      await page.waitForURL(/\/products/);
      await expect.poll(() => title(page)).toBe(localeText('en', 'products.head.title', { name }));
      expect(await description(page)).toBe(localeText('en', 'products.head.description', { name }));
      await page.goBack();
      await page.waitForURL(/\/info/);
      await expect.poll(() => title(page)).toBe(info);
      expect(await description(page)).toBe(
        localeText('en', 'products.head.infoDescription', { name }),
      );
    } finally {
      await context.close();
    }
  });

  it('the landing gets its title back after the menu, and /products its own', async () => {
    const context = await newContext(browser, { viewport: PHONE });
    try {
      const page = await context.newPage();
      const landing = new LandingPageObject(page);
      await landing.open(tenantUrl('taqueria', '/'));
      const drawn = await title(page);
      await page.locator('.lp-buttons a[href^="/products"]').first().click();
      await page.waitForURL(/\/products/);
      await expect.poll(() => title(page)).not.toBe(drawn);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => title(page)).toBe(drawn);
    } finally {
      await context.close();
    }
  });
});
