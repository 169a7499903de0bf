// Issue [12/13] "the first HTML carries the page": the landing, /products and /info arrive drawn by
// the server (server/pages/page-renderer.ts, src/ssr/entry-server.tsx), readable with no script at
// all; the browser then hydrates the very same nodes without an error, and a tap made before it
// could is not lost (src/app/early-clicks.ts).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themeVariables } from '../../src/app/theme-vars';
import { formatMoney } from '../../src/domain/money';
import { visibleCategories, cardPrice } from '../../src/domain/catalogue-view';
import { catalogue } from './pages/products';
import { apiGet, companyByToken } from './support/api';
import { PHONE, launchBrowser } from './support/browser';
import { interactive } from './support/interactive';
import { rawGet } from './support/raw-http';
import { tenantUrl } from './support/urls';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A page with scripts off: what a diner sees before any JavaScript has arrived. */
async function withoutScripts<T>(run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

describe('the first HTML, with no script', () => {
  it('the landing shows the company, its title and its buttons', async () => {
    const { company, settings } = await companyByToken('demo');
    await withoutScripts(async (page) => {
      await page.goto(tenantUrl('demo'));
      expect(await page.locator('h1').first().innerText()).toBe(company.name);
      const title = settings.layout_settings.landing.title.name;
      if (title) expect(await page.locator('.lp-title').innerText()).toBe(title);
      expect(await page.locator('.lp-buttons .lp-button').count()).toBeGreaterThan(0);
      // Its CSS is inline: the theme colour already paints the buttons.
      expect(await page.locator('#comanda-page-css').count()).toBe(1);
      // The company's theme wins over the stylesheet's defaults from the first paint: its
      // colour and its fonts, not the default theme swapped for them once a script runs.
      const { vars } = themeVariables(settings);
      const painted = await page.evaluate(() => ({
        primary: getComputedStyle(document.documentElement).getPropertyValue('--c-primary'),
        body: getComputedStyle(document.body).fontFamily,
      }));
      expect(painted.primary.trim().toLowerCase()).toBe(vars['--c-primary']?.toLowerCase());
      const unquoted = (families: string | undefined) => families?.replace(/["']/g, '');
      expect(unquoted(painted.body)).toBe(unquoted(vars['--font-content']));
    });
  });

  it('/products lists every category, product name and price', async () => {
    const { company, categories } = await catalogue('whatsburger');
    const visible = visibleCategories(categories);
    await withoutScripts(async (page) => {
      await page.goto(tenantUrl('whatsburger', '/products'));
      // textContent: sections below the fold are skipped by content-visibility, not missing.
      const titles = (await page.locator('.pp-category h2').allTextContents()).map((t) => t.trim());
      expect(titles).toEqual(visible.map((c) => c.name));
      const products = visible.flatMap((c) => c.products);
      const names = await page.locator('.pp-card__name').allTextContents();
      expect(names.map((n) => n.trim())).toEqual(products.map((p) => p.name));
      const first = products[0]!;
      const price = cardPrice(first);
      expect(await page.locator('.pp-card').first().innerText()).toContain(
        formatMoney(price!.price, company.currency),
      );
    });
    // No product's id is in the page: 300 random ids were a third of a big menu's compressed
    // bytes; the browser stamps them as it adopts the cards (DormantList's adoptCards).
    const drawn = await rawGet('whatsburger.localhost', '/products', { accept: 'text/html' });
    const products = visible.flatMap((c) => c.products);
    expect(drawn.body).toContain(products[0]!.name);
    expect(products.filter((p) => drawn.body.includes(p.id)).map((p) => p.name)).toEqual([]);
  });

  it('/info shows the company information', async () => {
    await withoutScripts(async (page) => {
      await page.goto(tenantUrl('demo', '/info'));
      expect(await page.locator('#info-title').innerText()).toBe('Information');
    });
  });

  it('the service worker’s offline shell (/index.html) holds no drawn page', async () => {
    const raw = await rawGet('demo.localhost', '/index.html', { accept: 'text/html' });
    expect(raw.body).toContain('<div id="root"></div>');
    const drawn = await rawGet('demo.localhost', '/', { accept: 'text/html' });
    expect(drawn.body).not.toContain('<div id="root"></div>');
  });
});

describe('hydration', () => {
  it.each(['/', '/products', '/info'])(
    '%s keeps the server’s nodes and logs no error (alnakheel, right to left)',
    async (path) => {
      const context = await browser.newContext({ viewport: PHONE, locale: 'ar' });
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('console', (m) => {
          if (m.type() === 'error') errors.push(m.text());
        });
        page.on('pageerror', (e) => errors.push(e.message));
        // Remember a node of the server's HTML before any script of the page runs.
        await page.addInitScript(() => {
          document.addEventListener('DOMContentLoaded', () => {
            (window as unknown as { firstNode: Element | null }).firstNode =
              document.querySelector('#root h1');
          });
        });
        await page.goto(tenantUrl('alnakheel', path));
        await interactive(page);
        expect(
          await page.evaluate(() => {
            const node = (window as unknown as { firstNode: Element | null }).firstNode;
            return node !== null && node.isConnected;
          }),
        ).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it.each(['/', '/products'])(
    '%s paints before it asks for any script, and the policy lets its loader run',
    async (path) => {
      const context = await browser.newContext({ viewport: PHONE });
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('console', (m) => {
          if (m.type() === 'error') errors.push(m.text());
        });
        await page.goto(tenantUrl('bigmenu', path));
        await interactive(page);
        const timing = await page.evaluate(() => ({
          paint:
            performance.getEntriesByName('first-contentful-paint')[0]?.startTime ??
            Number.POSITIVE_INFINITY,
          scripts: performance
            .getEntriesByType('resource')
            .filter((r) => new URL(r.name).pathname.endsWith('.js'))
            .map((r) => r.startTime),
        }));
        expect(timing.scripts.length).toBeGreaterThan(0);
        expect(Math.min(...timing.scripts)).toBeGreaterThan(timing.paint);
        // A script the CSP refused would be logged here.
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('a tap after the script arrived but before hydration opens the drawer once it can', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const page = await context.newPage();
      // The page's own chunk is held back until the tap has happened, so hydration waits.
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/ProductsPage-[^/]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(tenantUrl('demo', '/products'), { waitUntil: 'commit' });
      // The entry script has run: it holds taps until hydration (src/app/early-clicks.ts).
      await page.locator('html[data-interactive="false"]').waitFor({ state: 'attached' });
      await page.locator('.pp-header__categories').click();
      expect(await page.locator('html[data-interactive="true"]').count()).toBe(0);
      expect(await page.getByRole('dialog').count()).toBe(0);
      release();
      await page.getByRole('dialog').waitFor();
      expect(await page.locator('html[data-interactive="true"]').count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it('a big menu opens any card the server drew, and a card keeps the focus when its list comes to life', async () => {
    const { categories } = await catalogue('bigmenu');
    const visible = visibleCategories(categories);
    const last = visible.at(-1)!.products.at(-1)!;
    const third = visible[2]!.products[1]!;
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(tenantUrl('bigmenu', '/products'));
      await interactive(page);
      // The lists below the first screen keep the server's cards (CategorySection's DormantList):
      // a tap on one still opens its product.
      const card = page.locator(`[data-product-id="${last.id}"] button`);
      await card.scrollIntoViewIfNeeded();
      await card.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.locator('.c-dialog__title').innerText()).toBe(last.name);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      // A list comes to life when one of its images fails; the card that had the focus keeps it.
      const button = page.locator(`[data-product-id="${third.id}"] button`);
      await button.focus();
      await page.evaluate((id) => {
        const old = document.querySelector(`[data-product-id="${id}"] button`);
        (window as unknown as { oldButton: Element | null }).oldButton = old;
        old?.closest('li')?.querySelector('img')?.dispatchEvent(new Event('error'));
      }, third.id);
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { oldButton: Element }).oldButton.isConnected),
        )
        .toBe(false);
      expect(
        await page.evaluate(
          () =>
            document.activeElement?.closest('[data-product-id]')?.getAttribute('data-product-id') ??
            null,
        ),
      ).toBe(third.id);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('cards drawn from another catalogue than the browser’s come to life in its order, and a tap opens the right product', async () => {
    const { company, categories } = await catalogue('bigmenu');
    const [firstCategory] = visibleCategories(categories);
    const [a, b] = firstCategory!.products;
    // The catalogue the browser gets has the first two cards swapped, as after an owner's
    // reorder between the page (kept by the service worker) and the API answer.
    const served = await apiGet<{ id: string; products: unknown[] }[]>(
      `/ms-products/public/companies/${company.id}/categories`,
    );
    const list = served.find((c) => c.id === firstCategory!.id)!.products;
    [list[0], list[1]] = [list[1], list[0]];
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const page = await context.newPage();
      await page.route(/\/ms-products\/public\/companies\/[^/]+\/categories/, (route) =>
        route.fulfill({ json: served }),
      );
      await page.goto(tenantUrl('bigmenu', '/products'));
      // Drawn by the server in its own order.
      expect(await page.locator('.pp-card__name').first().textContent()).toBe(a!.name);
      await interactive(page);
      const firstCard = page.locator('.pp-category').first().locator('.pp-card').first();
      await expect.poll(() => firstCard.locator('.pp-card__name').textContent()).toBe(b!.name);
      expect(await firstCard.getAttribute('data-product-id')).toBe(b!.id);
      await firstCard.locator('button').click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.locator('.c-dialog__title').innerText()).toBe(b!.name);
    } finally {
      await context.close();
    }
  });

  it('fetches none of the CSS it inlined, and a page reached in the browser still gets its own', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    try {
      const page = await context.newPage();
      const css: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('.css')) css.push(request.url());
      });
      await page.goto(tenantUrl('demo', '/'));
      await interactive(page);
      expect(css).toEqual([]);
      // The menu's stylesheet was not inlined in the landing: following the link loads it.
      await page.locator('.lp-buttons a[href="/products"]').click();
      await page.locator('.pp-card').first().waitFor();
      await expect
        .poll(() =>
          page
            .locator('.pp-card')
            .first()
            .evaluate((card) => getComputedStyle(card).contentVisibility),
        )
        .toBe('auto');
      expect(css.length).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
