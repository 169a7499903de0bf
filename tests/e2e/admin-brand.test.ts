// Issue [11/13] end-to-end, the back office's landing settings: the owner changes the landing
// title and its colour, the preview follows before saving, a low contrast is warned about (not
// refused), the save reaches the storefront's landing at once; two owners saving the same section
// see the second told about the first and offered its values; the tab fits a 360 px phone; and an
// uploaded logo shows in the preview at once and on the storefront's landing once saved.
import type { Browser, BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser } from './support/browser';
import { tenantUrl } from './support/urls';
import { AdminPageObject } from './pages/admin';
import { AdminBrandPage } from './pages/admin-brand';
import { useBackOfficeServer } from './support/server-port';

useBackOfficeServer();

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
});

async function ownerContext(viewport?: typeof PHONE, locale?: string): Promise<BrowserContext> {
  const context = await AdminPageObject.ownerContext(browser, viewport, locale);
  contexts.push(context);
  return context;
}

describe('admin landing settings', () => {
  it('previews the draft as the owner types, warns on low contrast, and the storefront shows the save', async () => {
    const brand = await AdminBrandPage.open(await ownerContext(), 'landing');
    const { page } = brand;

    await brand.field('Title').fill('Sunset Grill by the Sea');
    await expect.poll(() => brand.previewTitle.innerText()).toBe('Sunset Grill by the Sea');

    await brand.field('Title colour').fill('#FFFF00');
    await expect
      .poll(() => brand.previewTitle.evaluate((el) => getComputedStyle(el).color))
      .toBe('rgb(255, 255, 0)');

    // Text the colour of its background: warned, never refused.
    await brand.field('Background type').selectOption('flat_color');
    const background = await brand.field('Background colour').inputValue();
    const content = await brand.field('Text colour').inputValue();
    await brand.field('Text colour').fill(background);
    await page.getByText(/Hard to read: contrast 1\.00:1/).waitFor();
    await brand.field('Text colour').fill(content);

    // Nothing reached diners yet.
    const before = await browser.newPage();
    await before.goto(tenantUrl('demo', '/'));
    await before.locator('.lp-title').waitFor();
    expect(await before.locator('.lp-title').innerText()).not.toBe('Sunset Grill by the Sea');
    await before.close();

    await brand.save();
    await brand.status('Saved. Diners see the change now.').waitFor();

    const store = await browser.newPage();
    await store.goto(tenantUrl('demo', '/'));
    const title = store.getByRole('heading', { name: 'Sunset Grill by the Sea' });
    await title.waitFor();
    expect(await title.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 0)');
    await store.close();
  });

  it('tells the second of two owners saving the same section, and loads the values saved first', async () => {
    const first = await AdminBrandPage.open(await ownerContext(), 'landing');
    const second = await AdminBrandPage.open(await ownerContext(), 'landing');

    await first.field('Summary').fill('Fresh fish every day');
    await first.save();
    await first.status('Saved.').waitFor();

    await second.field('Summary').fill('Closed on Mondays');
    await second.save();
    await second.alert('Someone else saved these settings').waitFor();
    await second.page.getByRole('button', { name: 'Load the current values' }).click();
    await expect.poll(() => second.field('Summary').inputValue()).toBe('Fresh fish every day');
    // From the current version, the second owner's save now goes through.
    await second.field('Summary').fill('Closed on Mondays');
    await second.save();
    await second.status('Saved.').waitFor();
  });

  it('fits a 360 px phone with every control named', async () => {
    const brand = await AdminBrandPage.open(await ownerContext(PHONE), 'landing');
    const { page } = brand;
    await brand.previewTitle.waitFor();
    // Every stylesheet of the settings frame has arrived.
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('.ab-layout, .ab-layout *')]
        .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
        .slice(0, 12)
        .map(
          (el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`,
        ),
    );
    expect([overflow, wide]).toEqual([0, []]);
    const unnamed = await page.evaluate(() =>
      [...document.querySelectorAll('form input, form select, form textarea, form button')]
        .filter((el) => {
          const labelled = el.getAttribute('aria-label') || el.getAttribute('aria-labelledby');
          const label = (el as HTMLInputElement).labels?.length;
          const text = el.tagName === 'BUTTON' && (el.textContent ?? '').trim() !== '';
          return !labelled && !label && !text;
        })
        .map((el) => el.outerHTML.slice(0, 80)),
    );
    expect(unnamed).toEqual([]);
  });
});

describe('admin landing images', () => {
  it('uploads a logo, previews it at once, and the storefront shows it once saved', async () => {
    const brand = await AdminBrandPage.open(await ownerContext(), 'landing');
    const { page } = brand;
    const buffer = await sharp({
      create: { width: 640, height: 320, channels: 3, background: { r: 30, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    const uploadName = 'Upload an image for “Logo”';
    await page
      .getByLabel(uploadName, { exact: true })
      .and(page.locator('input[type="file"]'))
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer });
    await brand.status('Image uploaded. Save to show it to diners.').waitFor();
    const url = await brand.field('Logo').inputValue();
    expect(url).toMatch(/^\/media\/companies\/logos\/[0-9a-f-]{36}\.webp$/);

    const preview = page.locator('.ab-preview__logo');
    await expect.poll(() => preview.getAttribute('src')).toBe(url);
    await expect
      .poll(() => preview.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBe(512);

    await brand.save();
    await brand.status('Saved. Diners see the change now.').waitFor();

    const store = await browser.newPage();
    await store.goto(tenantUrl('demo', '/'));
    const logo = store.locator('.lp-brand__logo');
    await logo.waitFor();
    expect(await logo.getAttribute('src')).toBe(url);
    await expect
      .poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await store.close();
  });

  it('says so in the owner’s language when the file is not an image', async () => {
    const brand = await AdminBrandPage.open(await ownerContext(), 'landing');
    const { page } = brand;
    await page
      .getByLabel('Upload an image for “Logo”', { exact: true })
      .and(page.locator('input[type="file"]'))
      .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('hello') });
    await brand.alert('This file is not an image we can use').waitFor();
  });
});

describe('admin brand settings in Arabic', () => {
  it('runs right to left on a phone, translated, with the preview', async () => {
    const context = await ownerContext(PHONE, 'ar');
    const page = await context.newPage();
    await page.goto(tenantUrl('alnakheel', '/admin'));
    await page.getByLabel('كلمة مرور المالك').fill('demo1234');
    await page.getByRole('button', { name: 'دخول' }).click();
    await page.getByRole('navigation', { name: 'أقسام لوحة الإدارة' }).waitFor();
    await page.goto(tenantUrl('alnakheel', '/admin?section=settings&tab=landing'));
    await page.getByRole('heading', { name: 'الصفحة الرئيسية', level: 2 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByLabel('العنوان', { exact: true }).fill('أهلًا وسهلًا');
    await expect.poll(() => page.getByTestId('preview-title').innerText()).toBe('أهلًا وسهلًا');
    await page.getByRole('button', { name: 'حفظ', exact: true }).first().click();
    await page.getByRole('status').filter({ hasText: 'تم الحفظ' }).waitFor();
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await page.goto(tenantUrl('alnakheel', '/admin?section=settings&tab=coupons'));
    await page.getByRole('heading', { name: 'القسائم', level: 2, exact: true }).waitFor();
  });
});

describe('admin coupons and payment methods', () => {
  it('creates a coupon, refuses its code twice, and lists it', async () => {
    const brand = await AdminBrandPage.open(await ownerContext(), 'coupons');
    const { page } = brand;
    await page.getByRole('button', { name: 'New coupon' }).click();
    const form = page.getByRole('form', { name: 'New coupon' });
    await form.getByLabel('Code', { exact: true }).fill(' e2e20 ');
    await form.getByLabel('Discount (%)').fill('20');
    await form.getByRole('button', { name: 'Save' }).click();
    await brand.status('Coupon E2E20 saved.').waitFor();
    await page.locator('[data-coupon="E2E20"]').getByText('20% off').waitFor();

    await page.getByRole('button', { name: 'New coupon' }).click();
    await form.getByLabel('Code', { exact: true }).fill('E2E20');
    await form.getByLabel('Discount (%)').fill('150');
    await form.getByRole('button', { name: 'Save' }).click();
    // Checked in the browser with the server's schema first…
    await form.getByText('Check this field').waitFor();
    await form.getByLabel('Discount (%)').fill('15');
    await form.getByRole('button', { name: 'Save' }).click();
    // …then the server refuses the duplicate code on its field.
    await form.getByText('Another coupon already has this code.').waitFor();
    expect(await page.locator('[data-coupon="E2E20"]').count()).toBe(1);
  });

  it('disables a payment method of one service and keeps it off after a reload', async () => {
    // Sabor, not demo: other files on this server place demo's cash takeaway orders meanwhile.
    const brand = await AdminBrandPage.open(await ownerContext(), 'payments', 'sabor');
    const { page } = brand;
    const takeaway = page.getByRole('group', { name: 'Takeaway' });
    const cash = takeaway.getByLabel('Offer Cash');
    await cash.uncheck();
    await brand.save();
    await brand.status('Saved.').waitFor();
    await page.reload();
    await brand.heading('payments').waitFor();
    const again = page.getByRole('group', { name: 'Takeaway' }).getByLabel('Offer Cash');
    await again.waitFor();
    expect(await again.isChecked()).toBe(false);
    expect(
      await page.getByRole('group', { name: 'Delivery' }).getByLabel('Offer Cash').isChecked(),
    ).toBe(true);
  });
});
