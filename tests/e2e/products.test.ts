// Issue [3/6] end-to-end (§2.4): browse and search the catalogue, open a product by its slug,
// choose a variant and a required modifier, add to the cart and read the bottom bar, at 360 px
// and at desktop width; a read-only menu has no add control; a closed store that takes
// scheduled orders says so on opening.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCartLine } from '../../src/domain/cart-line';
import { productSlug } from '../../src/domain/formatting';
import { formatMoney } from '../../src/domain/money';
import { cartTotal } from '../../src/domain/pricing';
import { DESKTOP, PHONE, launchBrowser, newContext } from './support/browser';
import type { Viewport } from './support/browser';
import { localeText } from './support/locale-text';
import { tenantUrl } from './support/urls';
import { seedId } from '../../server/seed/ids';
import { ProductsPageObject, catalogue, productNamed, productsDictionary } from './pages/products';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function openProducts(token: string, viewport: Viewport, path = '/products') {
  const context = await newContext(browser, { viewport });
  const page = await context.newPage();
  const products = new ProductsPageObject(page);
  await products.open(tenantUrl(token, path));
  return { context, page, products };
}

const en = productsDictionary('en');

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('§2.4 products page on %s', (_label, viewport) => {
  it('lists the categories, jumps to one from the drawer, and searches', async () => {
    const { categories } = await catalogue('demo');
    const { context, page, products } = await openProducts('demo', viewport);
    try {
      await products.ready();
      expect(await products.categoryTitles()).toEqual(categories.map((c) => c.name));
      expect(await products.cards().count()).toBe(categories.flatMap((c) => c.products).length);

      const last = categories[categories.length - 1]!;
      const drawer = await products.openCategoriesDrawer();
      await drawer.getByRole('button', { name: new RegExp(`^${last.name}`) }).click();
      await expect
        .poll(() =>
          products
            .section(last.id)
            .locator('h2')
            .evaluate((h) => h.getBoundingClientRect().top),
        )
        .toBeLessThan(viewport.height / 2);

      // Accent- and case-insensitive: the seed describes it as 'Sautéed mushrooms'.
      await products.search().fill('SAUTEED');
      await expect.poll(() => products.categoryTitles()).toEqual([en.search.results]);
      expect(await products.cardNames()).toEqual(['Mushroom Swiss Burger']);
      expect(await products.section('search_results').count()).toBe(1);

      await products.search().fill('burger');
      const expected = categories
        .flatMap((c) => c.products)
        .filter((p) => `${p.name} ${p.description}`.toLowerCase().includes('burger'))
        .map((p) => p.name);
      await expect.poll(() => products.cardNames()).toEqual(expected);

      await products.search().fill('zzqx nothing');
      await products.emptyState().waitFor();
      expect(await products.emptyState().innerText()).toBe(
        en.search.empty.replace('{query}', 'zzqx nothing'),
      );
      expect(await products.cards().count()).toBe(0);
      await page.getByRole('button', { name: 'Clear search' }).click();
      await expect.poll(() => products.cards().count()).toBeGreaterThan(expected.length);
    } finally {
      await context.close();
    }
  });

  it('opens a product by slug, requires the modifiers, adds variants and shows the bar', async () => {
    const { categories, company } = await catalogue('demo');
    const burger = productNamed(categories, 'Classic Burger');
    const pizza = productNamed(categories, 'BBQ Chicken Pizza');
    const slug = productSlug(burger.name, burger.id);
    const { context, page, products } = await openProducts(
      'demo',
      viewport,
      `/products?product=${slug}&utm_source=e2e`,
    );
    const groupId = (name: string) => burger.modifier_groups.find((g) => g.name === name)!.id;
    const modifier = (name: string) =>
      [...burger.modifier_groups, ...pizza.modifier_groups]
        .flatMap((g) => g.modifiers)
        .find((m) => m.name === name)!;
    const focusedGroup = () =>
      page.evaluate(() => document.activeElement?.getAttribute('data-group-id'));
    try {
      await products.detail().waitFor();
      expect(await products.title()).toBe('Classic Burger');
      const description = page.locator('head meta[name="description"]');
      expect(await description.getAttribute('content')).toBe(burger.description);
      expect(await products.bar().count()).toBe(0);

      // Both required groups are empty: the first one says so and takes the focus.
      await products.addButton().click();
      const doneness = products.group('Cooking point');
      await expect
        .poll(() => doneness.locator('.pp-group__error').textContent())
        .toBe(en.detail.errorRequired);
      expect(await focusedGroup()).toBe(groupId('Cooking point'));
      expect(await products.bar().count()).toBe(0);

      await doneness.getByRole('radio', { name: 'Medium', exact: true }).check();
      expect(await doneness.locator('.pp-group__error').count()).toBe(0);
      await products.addButton().click();
      const side = products.group('Choose your side');
      await expect.poll(() => focusedGroup()).toBe(groupId('Choose your side'));
      expect(await side.locator('.pp-group__error').textContent()).toBe(en.detail.errorRequired);

      await side.getByRole('radio', { name: /Onion rings/ }).check();
      const burgerLine = buildCartLine({
        product: burger,
        variant: burger.product_variants[0]!,
        modifiers: [
          { modifierId: modifier('Medium').id, quantity: 1 },
          { modifierId: modifier('Onion rings').id, quantity: 1 },
        ],
        quantity: 1,
      });
      const burgerTotal = formatMoney(cartTotal([burgerLine]), company.currency);
      expect(await products.addButton().innerText()).toContain(burgerTotal);
      await products.addButton().click();

      await products.bar().waitFor();
      expect(await products.bar().locator('.pp-bar__quantity').innerText()).toBe('1 product');
      expect(await products.bar().locator('.pp-bar__total').innerText()).toBe(burgerTotal);
      // Closing clears the parameter (after 100 ms) and keeps the rest of the query.
      await expect.poll(() => products.query('product')).toBeNull();
      expect(products.query('utm_source')).toBe('e2e');
      expect(await products.title()).not.toBe('Classic Burger');
      // The visit started on the product's own head; closing shows the menu's own (§2.2 texts,
      // src/domain/page-head.ts), as the server writes it for /products.
      expect(await products.title()).toBe(
        localeText('en', 'products.head.title', { name: company.name }),
      );
      expect(await description.getAttribute('content')).toBe(
        localeText('en', 'products.head.description', { name: company.name }),
      );

      // A second product, with a variant chosen and the quantity raised.
      await products.cards().filter({ hasText: pizza.name }).locator('button').click();
      await products.detail().waitFor();
      const large = pizza.product_variants.find((v) => v.name === 'Large 14"')!;
      await products
        .detail()
        .getByRole('radio', { name: /Large 14"/ })
        .check();
      await products.detail().getByRole('button', { name: 'Add one' }).click();
      const pizzaLine = buildCartLine({
        product: pizza,
        variant: large,
        modifiers: [],
        quantity: 2,
      });
      await products.addButton().click();
      const total = formatMoney(cartTotal([burgerLine, pizzaLine]), company.currency);
      await expect.poll(() => products.bar().locator('.pp-bar__total').innerText()).toBe(total);
      expect(await products.bar().locator('.pp-bar__quantity').innerText()).toBe('3 products');

      await products.bar().getByRole('button', { name: 'See cart' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/cart');
      expect(products.query('utm_source')).toBe('e2e');
    } finally {
      await context.close();
    }
  });

  it('a card sets ?product={slug}, and Escape closes the detail', async () => {
    const { categories } = await catalogue('demo');
    const wings = productNamed(categories, 'Buffalo Wings');
    const { context, page, products } = await openProducts('demo', viewport);
    try {
      await products.ready();
      await products.cards().filter({ hasText: 'Buffalo Wings' }).locator('button').click();
      await products.detail().waitFor();
      expect(products.query('product')).toBe(productSlug(wings.name, wings.id));
      expect(await products.title()).toBe('Buffalo Wings');
      await page.keyboard.press('Escape');
      await expect.poll(() => products.detail().count()).toBe(0);
      await expect.poll(() => products.query('product')).toBeNull();
    } finally {
      await context.close();
    }
  });
});

describe('§2.4 stock, free delivery and query drawers', () => {
  it('blocks a product once the cart has used up the stock of every size, after the free-delivery alert', async () => {
    const { categories, settings, company } = await catalogue('demo');
    const ribs = productNamed(categories, 'Baby Back Ribs');
    const sizes = ribs.product_variants.map((v) => v.name ?? '');
    expect(ribs.stock_enabled).toBe(true);
    expect(ribs.product_variants.map((v) => v.stock)).toEqual(sizes.map(() => 1));
    expect(sizes.length).toBe(2);
    const { context, page, products } = await openProducts('demo', DESKTOP);
    try {
      await products.ready();
      const card = products.cards().filter({ hasText: ribs.name });
      const addSize = async (size: string) => {
        await card.locator('button').click();
        await products
          .detail()
          .getByRole('radio', { name: new RegExp(size) })
          .check();
        // Only 1 unit of each size exists, so the stepper cannot go above 1.
        expect(await products.detail().getByRole('button', { name: 'Add one' }).isDisabled()).toBe(
          true,
        );
        await products.addButton().click();
        await products.detail().waitFor({ state: 'hidden' });
        await expect.poll(() => products.query('product')).toBeNull();
      };

      await addSize(sizes[0]!);
      const alert = page.locator('.pp-free-delivery[role="status"]');
      await expect
        .poll(() => alert.textContent())
        .toContain(formatMoney(settings.delivery.minimum_amount_for_free!, company.currency));
      // The other size still has its unit: the product is not sold out yet.
      expect(await card.locator('.pp-chip--sold-out').count()).toBe(0);

      await addSize(sizes[1]!);
      await expect.poll(() => card.locator('.pp-chip--sold-out').count()).toBe(1);
      await card.locator('button').click();
      await products.detail().waitFor();
      expect(await products.detail().locator('.pp-detail__blocked').innerText()).toBe(
        en.detail.outOfStock,
      );
      expect(await products.addButton().count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('show-coupons and show-loyalty open their drawers with the published data', async () => {
    const { context, page, products } = await openProducts(
      'demo',
      PHONE,
      '/products?show-coupons=true',
    );
    try {
      const drawer = page.getByRole('dialog');
      await drawer.locator('.pp-coupon').first().waitFor();
      // The seed publishes WELCOME10 and SAVE5; STAFF50 is unpublished.
      expect((await drawer.locator('.pp-coupon__code').allInnerTexts()).sort()).toEqual([
        'SAVE5',
        'WELCOME10',
      ]);
      await page.keyboard.press('Escape');
      await expect.poll(() => products.query('show-coupons')).toBeNull();

      await products.open(page.url().replace('/products', '/products?show-loyalty=true'));
      await page.locator('.pp-reward').first().waitFor();
      expect(await page.locator('.pp-reward__name').allInnerTexts()).toEqual([
        'Free drink',
        '15% off your order',
      ]);
    } finally {
      await context.close();
    }
  });
});

describe('§2.4 footer', () => {
  it('links back to the landing, except for a visitor who arrived by QR', async () => {
    const direct = await openProducts('demo', PHONE);
    const qrId = seedId('demo', 'qr', 'Table 1');
    const byQr = await openProducts('demo', PHONE, `/products?qr-id=${qrId}`);
    try {
      await direct.products.ready();
      await byQr.products.ready();
      const home = (page: typeof direct.page) =>
        page.locator('.pp-footer a.pp-footer__link[href^="/"]');
      expect(await home(direct.page).count()).toBe(1);
      // The QR record loads after the page: wait until it has, then the link must be gone.
      await expect.poll(() => home(byQr.page).count()).toBe(0);
      expect(
        await byQr.page
          .locator('.pp-footer')
          .getByRole('button', { name: 'Report something' })
          .count(),
      ).toBe(1);
    } finally {
      await direct.context.close();
      await byQr.context.close();
    }
  });
});

describe('§9 product images', () => {
  it('a broken image reports onImageProductError and shows a placeholder', async () => {
    const { categories } = await catalogue('demo');
    const bread = productNamed(categories, 'Garlic Bread');
    const url = bread.images[0]!.image_url;
    const context = await newContext(browser, { viewport: DESKTOP });
    await context.route(`**${url}`, (route) => route.fulfill({ status: 404, body: '' }));
    await context.addInitScript(() => {
      const seen: unknown[] = [];
      (window as unknown as { imageErrors: unknown[] }).imageErrors = seen;
      window.addEventListener('onImageProductError', (event) =>
        seen.push((event as CustomEvent).detail),
      );
    });
    const page = await context.newPage();
    const products = new ProductsPageObject(page);
    try {
      await products.open(tenantUrl('demo', '/products'));
      await products.ready();
      const card = products.cards().filter({ hasText: bread.name });
      await card.scrollIntoViewIfNeeded();
      await card.locator('.pp-image--placeholder').waitFor();
      const errors = await page.evaluate(
        () => (window as unknown as { imageErrors: unknown[] }).imageErrors,
      );
      expect(errors).toContainEqual({ companyToken: 'demo', fallbackUrl: url });
      expect(await card.locator('img').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('§2.4 read-only menu and opening modals', () => {
  it('freebistro shows products and prices but no add-to-cart control', async () => {
    const { categories } = await catalogue('freebistro');
    const product = categories[0]!.products[0]!;
    const { context, page, products } = await openProducts('freebistro', PHONE);
    try {
      await products.ready();
      await products.cards().first().locator('button').click();
      await products.detail().waitFor();
      expect(await products.detail().locator('.c-dialog__title').innerText()).toBe(product.name);
      expect(await products.detail().locator('.pp-detail__price').count()).toBe(1);
      expect(await page.locator('.pp-detail__add').count()).toBe(0);
      expect(await page.getByRole('button', { name: /add to cart/i }).count()).toBe(0);
      expect(await products.bar().count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('taqueria, closed but taking scheduled orders, shows the scheduled-orders modal once', async () => {
    const { context, page, products } = await openProducts('taqueria', PHONE);
    try {
      const modal = page.locator('[role="dialog"].pp-modal--scheduled');
      await modal.waitFor();
      const lang = await page.evaluate(() => document.documentElement.lang);
      const dictionary = productsDictionary(lang);
      expect(await modal.locator('.c-dialog__title').innerText()).toBe(
        dictionary.modals.scheduledTitle,
      );
      expect(await page.locator('.pp-modal--attention').count()).toBe(0);
      await modal.locator('.c-dialog__footer button').click();
      await expect.poll(() => modal.count()).toBe(0);
      // Once per visit: leaving for the landing and coming back does not show it again.
      await page.locator('.pp-footer a[href^="/"]').first().click();
      await page.locator('.lp-header').waitFor();
      await page.goBack();
      await products.cards().first().waitFor();
      await page.waitForTimeout(300);
      expect(await modal.count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
