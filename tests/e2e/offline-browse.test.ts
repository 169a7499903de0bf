// Issue [6/6] end to end: after one online visit, a storefront works with the network cut —
// landing, menu, product sheet and cart — from its service worker's caches, and two tenants
// (two origins) keep separate caches and carts. Expectations come from the API, not copies.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSlug } from '../../src/domain/formatting';
import type { Category, Company, Product } from '../../src/domain/types';
import { apiGet, companyByToken } from './support/api';
import { PHONE, launchBrowser, newContext } from './support/browser';
import {
  API_CACHE,
  IMAGE_CACHE,
  PAGES_CACHE_PREFIX,
  cacheContents,
  cachedUrls,
  waitForCachedApi,
  waitForController,
  waitForKeptPage,
} from './support/offline';
import { tenantUrl } from './support/urls';
import { CartPageObject } from './pages/cart';
import { CheckoutPageObject } from './pages/checkout';
import { LandingPageObject } from './pages/landing';
import { ProductsPageObject } from './pages/products';

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, { viewport: PHONE });
});

afterAll(async () => {
  await context.close();
  await browser.close();
});

interface Tenant {
  token: string;
  company: Company;
  names: string[];
  product: Product;
  slug: string;
}

/** A product with an image that adds without choices, as the checkout tests pick one. */
function simpleProduct(categories: Category[]): Product {
  const found = categories
    .flatMap((c) => c.products)
    .find(
      (p) =>
        p.visible &&
        p.images.length > 0 &&
        p.product_variants.length === 1 &&
        (p.product_variants[0]?.price ?? 0) > 0 &&
        !p.stock_enabled &&
        p.modifier_groups.every((g) => !g.required),
    );
  if (!found) throw new Error('no simple product in the seed');
  return found;
}

async function tenant(token: string): Promise<Tenant> {
  const { company } = await companyByToken(token);
  const categories = await apiGet<Category[]>(
    `/ms-products/public/companies/${company.id}/categories`,
  );
  const product = simpleProduct(categories);
  const names = categories.flatMap((c) => c.products.filter((p) => p.visible).map((p) => p.name));
  return { token, company, names, product, slug: productSlug(product.name, product.id) };
}

/** One online visit: landing, the worker takes control and warms up, the menu, one product. */
async function visitOnline(page: Page, t: Tenant): Promise<void> {
  await new LandingPageObject(page).open(tenantUrl(t.token));
  await waitForController(page);
  await waitForCachedApi(page, [
    `/hosts/${t.token}.localhost`,
    `/companies/${t.company.id}`,
    `/companies/${t.company.id}/ecommerce-settings`,
    `/companies/${t.company.id}/categories`,
  ]);
  const products = new ProductsPageObject(page);
  await products.open(tenantUrl(t.token, '/products'));
  await products.ready();
}

describe('offline browsing after one visit', () => {
  let demo: Tenant;
  let sabor: Tenant;
  let demoPage: Page;
  let saborPage: Page;

  beforeAll(async () => {
    [demo, sabor] = await Promise.all([tenant('demo'), tenant('sabor')]);
    demoPage = await context.newPage();
    await visitOnline(demoPage, demo);
    // Opening the product caches its image; adding it fills demo's cart.
    await new CheckoutPageObject(demoPage).addProductAndOpenCart(
      tenantUrl('demo', `/products?product=${demo.slug}`),
    );
    saborPage = await context.newPage();
    await visitOnline(saborPage, sabor);
    await context.setOffline(true);
  });

  afterAll(async () => {
    await context.setOffline(false);
  });

  it('keeps the opened product image in the image cache', async () => {
    const images = await cachedUrls(demoPage, IMAGE_CACHE);
    const image = demo.product.images[0]!.image_url;
    expect(images).toContain(new URL(image, tenantUrl('demo')).href);
  });

  it('reloads the landing offline with the company name', async () => {
    const landing = new LandingPageObject(demoPage);
    await landing.open(tenantUrl('demo'));
    await demoPage.reload();
    await demoPage.locator('h1').first().waitFor();
    expect(await landing.companyName()).toBe(demo.company.name);
  });

  it('renders the menu offline', async () => {
    const products = new ProductsPageObject(demoPage);
    await products.open(tenantUrl('demo', '/products'));
    await products.ready();
    expect(await products.cardNames()).toEqual(demo.names);
  });

  it('opens the menu offline from the page kept at the last visit, drawn before any script runs', async () => {
    const kept = Object.entries(await cacheContents(demoPage)).find(([name]) =>
      name.startsWith(PAGES_CACHE_PREFIX),
    );
    expect(kept?.[1]).toContain(tenantUrl('demo', '/products'));
    const fresh = await context.newPage();
    try {
      // The document is parsed and no module script has run yet: what is there came in the HTML.
      await fresh.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          const drawn = document.querySelectorAll('#root .pp-card__name').length;
          (window as unknown as { drawnCards: number }).drawnCards = drawn;
        });
      });
      const products = new ProductsPageObject(fresh);
      await products.open(tenantUrl('demo', '/products'));
      await products.ready();
      const drawn = await fresh.evaluate(
        () => (window as unknown as { drawnCards?: number }).drawnCards,
      );
      expect(drawn).toBe(demo.names.length);
    } finally {
      await fresh.close();
    }
  });

  it('opens a product sheet offline from ?product=', async () => {
    const products = new ProductsPageObject(demoPage);
    await demoPage.goto(tenantUrl('demo', `/products?product=${demo.slug}`));
    await products.detail().waitFor();
    expect(await products.detail().innerText()).toContain(demo.product.name);
  });

  it('shows the cart line offline', async () => {
    const cart = new CartPageObject(demoPage);
    await cart.open(tenantUrl('demo', '/cart'));
    expect(await cart.names()).toEqual([demo.product.name]);
  });

  it('keeps the second tenant working offline, with its own cart', async () => {
    const landing = new LandingPageObject(saborPage);
    await landing.open(tenantUrl('sabor'));
    await saborPage.reload();
    await saborPage.locator('h1').first().waitFor();
    expect(await landing.companyName()).toBe(sabor.company.name);
    const cart = new CartPageObject(saborPage);
    await cart.open(tenantUrl('sabor', '/cart'));
    expect(await cart.lines().count()).toBe(0);
    expect(await cart.empty().count()).toBe(1);
  });

  it('gives each tenant its own caches, holding only its own origin and company', async () => {
    for (const [page, own, other] of [
      [demoPage, demo, sabor],
      [saborPage, sabor, demo],
    ] as const) {
      const contents = await cacheContents(page);
      const api = contents[API_CACHE] ?? [];
      expect(api.length).toBeGreaterThan(0);
      expect(api.some((url) => url.includes(own.company.id))).toBe(true);
      expect(api.some((url) => url.includes(other.company.id))).toBe(false);
      const origins = new Set(
        Object.values(contents).flatMap((urls) => urls.map((u) => new URL(u).origin)),
      );
      expect([...origins]).toEqual([new URL(tenantUrl(own.token)).origin]);
    }
  });
});

describe('every demo tenant opens offline after one visit', () => {
  it.each(['taqueria', 'alnakheel', 'freebistro', 'whatsburger', 'bigmenu'])(
    '%s: landing and menu reload with the network cut',
    async (token) => {
      const { company } = await companyByToken(token);
      const categories = await apiGet<Category[]>(
        `/ms-products/public/companies/${company.id}/categories`,
      );
      const names = categories.flatMap((c) =>
        c.products.filter((p) => p.visible).map((p) => p.name),
      );
      const own = await newContext(browser, { viewport: PHONE });
      try {
        const page = await own.newPage();
        const landing = new LandingPageObject(page);
        await landing.open(tenantUrl(token));
        await waitForController(page);
        await waitForCachedApi(page, [
          `/companies/${company.id}`,
          `/companies/${company.id}/ecommerce-settings`,
          `/companies/${company.id}/categories`,
        ]);
        // The reload offline opens from the landing the worker kept (its HTML names the company).
        await waitForKeptPage(page, tenantUrl(token));
        await own.setOffline(true);
        await page.reload();
        await page.locator('h1').first().waitFor();
        expect(await landing.companyName()).toBe(company.name);
        const products = new ProductsPageObject(page);
        await products.open(tenantUrl(token, '/products'));
        await products.ready();
        // A page the browser draws brings a long menu's lists to life a few at a time.
        await expect.poll(() => products.cardNames()).toEqual(names);
      } finally {
        await own.close();
      }
    },
  );
});
