// Issue [16/21] end to end, the order summary on phones. Item 3: a demo delivery over the
// free-delivery amount shows the 'free delivery price' chip beside the 'Account summary' bar; at
// 360, 390 and 412 px, in English, Arabic and German, the bar stays a bar (never a one-letter column
// over the form) and no label in it is squeezed below its longest word. Item 7: a 24-hour store's
// later times come grouped by part of the day, so the diner sees one part's chips at a time and
// moves between parts with the keyboard.
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSlug } from '../../src/domain/formatting';
import { companyByToken, simpleProduct } from './support/api';
import { PHONE, launchBrowser, newContext } from './support/browser';
import { tenantUrl } from './support/urls';
import { CheckoutPageObject } from './pages/checkout';
import { DeliveryPageObject } from './pages/delivery';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** Width of the element and of the widest word of its text, drawn in its own font. */
function labelMetrics(label: Locator) {
  return label.evaluate((el) => {
    const style = getComputedStyle(el);
    const canvas = document.createElement('canvas').getContext('2d');
    if (!canvas) throw new Error('no canvas');
    canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const words = (el.textContent ?? '').split(/\s+/).filter(Boolean);
    const widest = Math.max(0, ...words.map((w) => canvas.measureText(w).width));
    const range = document.createRange();
    range.selectNodeContents(el);
    const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    return {
      text: el.textContent ?? '',
      width: el.getBoundingClientRect().width,
      widest,
      lines,
      words: words.length,
      fontSize: parseFloat(style.fontSize),
    };
  });
}

describe('the account summary bar with the free-delivery chip (demo delivery over the free amount)', () => {
  for (const locale of ['en-US', 'ar', 'de-DE']) {
    it(`stays a bar at 360, 390 and 412 px in ${locale}`, async () => {
      const { company, settings } = await companyByToken('demo');
      const free = settings.delivery.minimum_amount_for_free ?? 0;
      expect(free).toBeGreaterThan(0);
      const product = await simpleProduct(company.id, { minStock: 40, minPrice: 1000 });
      const price = product.product_variants[0]?.price ?? 1;
      const quantity = Math.ceil((free + 1) / price);
      const context = await newContext(browser, { viewport: PHONE, locale });
      try {
        const page = await context.newPage();
        const checkout = new CheckoutPageObject(page);
        const slug = productSlug(product.name, product.id);
        await checkout.addProductAndOpenCart(
          tenantUrl('demo', `/products?product=${slug}`),
          quantity,
        );
        await checkout.startFromCart('DELIVERY');
        await checkout.fillClientInfo('Bar Tester', '2125550177', 'US');
        const delivery = new DeliveryPageObject(checkout);
        await delivery.openSearch();
        await delivery.search('200 Broadway');
        await delivery.options().first().click();
        await expect.poll(() => delivery.continueButton().isDisabled()).toBe(false);
        await delivery.continueButton().click();
        await delivery.confirmPlace('Suite 12');
        expect(await checkout.atSummary()).toBe(true);
        const bar = checkout.content().getByTestId('account-summary');
        const chip = bar.locator('xpath=..').locator('.cs-chip[data-chip="free"]');
        await chip.waitFor();
        for (const width of [360, 390, 412]) {
          await page.setViewportSize({ width, height: PHONE.height });
          await page.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => resolve(null))),
          );
          const box = await bar.boundingBox();
          if (!box) throw new Error('no bar');
          const sheet = await checkout.content().boundingBox();
          // A bar: most of the sheet's width, and at most three short lines high.
          expect(box.width, `bar width at ${width}px`).toBeGreaterThan((sheet?.width ?? width) / 2);
          expect(box.height, `bar height at ${width}px`).toBeLessThan(110);
          for (const label of [
            bar.locator('.cs-bar__title'),
            bar.locator('.cs-bar__count'),
            bar.locator('.cs-bar__total'),
            chip,
          ]) {
            const m = await labelMetrics(label);
            // Never narrower than its longest word: no word is broken letter by letter…
            expect(m.width + 1, `"${m.text}" at ${width}px`).toBeGreaterThanOrEqual(m.widest);
            // …so it never takes more lines than it has words, and is several characters wide.
            expect(m.lines, `"${m.text}" lines at ${width}px`).toBeLessThanOrEqual(m.words);
            expect(m.width, `"${m.text}" width at ${width}px`).toBeGreaterThan(2 * m.fontSize);
          }
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
          ).toBeLessThanOrEqual(width);
        }
      } finally {
        await context.close();
      }
    });
  }
});

describe('later times of a 24-hour store (demo takeaway)', () => {
  it('come grouped by part of the day, one part at a time, reachable by keyboard', async () => {
    const { company } = await companyByToken('demo');
    const product = await simpleProduct(company.id, { minStock: 5 });
    const context = await newContext(browser, { viewport: PHONE });
    try {
      const page = await context.newPage();
      const checkout = new CheckoutPageObject(page);
      const slug = productSlug(product.name, product.id);
      await checkout.addProductAndOpenCart(tenantUrl('demo', `/products?product=${slug}`));
      await checkout.startFromCart('TAKEAWAY');
      await checkout.fillClientInfo('Slot Tester', '2125550178', 'US');
      expect(await checkout.atSummary()).toBe(true);
      await checkout.scheduleLater();
      // Tomorrow is a whole day: 96 quarter hours in four parts.
      await checkout.chooseDay(1);
      const parts = checkout.content().locator('.cs-parts input[name="day_part"]');
      expect(await parts.count()).toBe(4);
      const partNames = await parts.evaluateAll((inputs) =>
        inputs.map((i) => (i.closest('label')?.textContent ?? '').trim()),
      );
      expect(new Set(partNames).size).toBe(4);
      let total = 0;
      for (let i = 0; i < 4; i++) {
        await parts.nth(i).check();
        const shown = await checkout.times().count();
        expect(shown).toBeGreaterThan(0);
        expect(shown).toBeLessThanOrEqual(24);
        total += shown;
      }
      expect(total).toBe(96);

      // Keyboard: the part group is a radio group; an arrow key moves to the next part and its
      // times follow, and Tab goes on to the chosen time.
      await parts.nth(0).check();
      await parts.nth(0).focus();
      const firstMorning = await checkout.times().first().getAttribute('value');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => parts.nth(1).isChecked()).toBe(true);
      expect(await checkout.times().first().getAttribute('value')).not.toBe(firstMorning);
      // The chosen part's first time is what is sent, so the picker never shows one part and
      // sends another's time.
      expect(await checkout.chosenTime()).toBe(
        await checkout.times().first().getAttribute('value'),
      );
      await page.keyboard.press('Tab');
      expect(
        await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name),
      ).toBe('delivery_date');
    } finally {
      await context.close();
    }
  });
});
