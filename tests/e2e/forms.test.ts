// Issue [13/13] forms, end to end: the phone field (pasted international numbers, a message per
// kind of wrong number, the searchable country picker, Arabic at 360 px), the later-time picker
// of the order summary (day chips and time chips instead of a 170-option select), and the
// products search field with a single clear button.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/domain/constants';
import { DAY_PART_THRESHOLD } from '../../src/domain/day-parts';
import { deliverySlots } from '../../src/domain/checkout-summary';
import type { DeliverySlot } from '../../src/domain/checkout-summary';
import { productSlug } from '../../src/domain/formatting';
import type { Company, Order } from '../../src/domain/types';
import { dayLabel, slotGroups } from '../../src/features/checkout/summary/slot-labels';
import enCheckout from '../../src/i18n/locales/en/checkout.json';
import enSummary from '../../src/i18n/locales/en/summary.json';
import enValidation from '../../src/i18n/locales/en/validation.json';
import { apiGet, companyByToken, simpleProduct } from './support/api';
import { DESKTOP, PHONE, launchBrowser, newContext } from './support/browser';
import type { Viewport } from './support/browser';
import { tenantUrl } from './support/urls';
import { CheckoutPageObject } from './pages/checkout';
import { ProductsPageObject } from './pages/products';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

interface Diner {
  company: Company;
  context: BrowserContext;
  page: Page;
  checkout: CheckoutPageObject;
}

/** A fresh diner with one product in the cart, at the TAKEAWAY client-info step. */
async function atClientInfo(
  token: string,
  options: { viewport?: Viewport; locale?: string } = {},
): Promise<Diner> {
  const { company } = await companyByToken(token);
  const product = await simpleProduct(company.id, { minPrice: 1 });
  const context = await newContext(browser, { viewport: options.viewport ?? PHONE, ...options });
  const page = await context.newPage();
  const checkout = new CheckoutPageObject(page);
  const slug = productSlug(product.name, product.id);
  await checkout.addProductAndOpenCart(tenantUrl(token, `/products?product=${slug}`));
  await checkout.startFromCart('TAKEAWAY');
  await checkout.waitForScreen('CHECKOUT_STEP_CLIENT_INFO');
  return { company, context, page, checkout };
}

/** A real paste (Ctrl+V) of `text` into the focused phone field, through the clipboard. */
async function paste(diner: Diner, text: string): Promise<void> {
  const phone = diner.checkout.phoneInput();
  await phone.fill('');
  await phone.focus();
  await diner.page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await phone.press('ControlOrMeta+V');
}

const translate = (key: string) =>
  key === 'summary.time.today'
    ? enSummary.time.today
    : key === 'summary.time.tomorrow'
      ? enSummary.time.tomorrow
      : key;

describe('phone field: pasted and typed international numbers', () => {
  it('keeps the country and every digit of a pasted number, and the server accepts it', async () => {
    const diner = await atClientInfo('demo');
    const { checkout, context } = diner;
    try {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const phone = checkout.phoneInput();
      await checkout.content().locator('input[name="name"]').fill('Paste Tester');
      // demo is a US company: a +44 number switches the picker to the United Kingdom.
      for (const text of ['+44 20 7946 0958', '0044 20 7946 0958']) {
        await paste(diner, text);
        await expect.poll(() => phone.inputValue()).toBe('020 7946 0958');
        expect(await checkout.countryButton().getAttribute('aria-label')).toBe(
          `${enCheckout.client.country}: United Kingdom +44`,
        );
        expect(await checkout.content().locator('.c-phone__prefix').innerText()).toBe('+44');
      }
      await paste(diner, '+1 (415) 555-0132');
      await expect.poll(() => phone.inputValue()).toBe('(415) 555-0132');
      expect(await checkout.countryButton().getAttribute('aria-label')).toContain('United States');

      // A national number pasted with the United Kingdom chosen stays British.
      await checkout.chooseCountry('GB');
      await paste(diner, '(020) 7946 0958');
      await expect.poll(() => phone.inputValue()).toBe('020 7946 0958');
      expect(await checkout.countryButton().getAttribute('aria-label')).toContain('+44');

      // Typed: '+', then the calling code, then the number.
      await phone.fill('');
      await phone.pressSequentially('+55 11 91234 5678');
      await expect.poll(() => phone.inputValue()).toBe('(11) 91234-5678');
      expect(await checkout.countryButton().getAttribute('aria-label')).toContain('+55');

      await paste(diner, '+44 20 7946 0958');
      await checkout.content().locator('input[name="name"]').focus();
      expect(await checkout.phoneError().count()).toBe(0);
      await checkout.submit().click();
      expect(await checkout.atSummary()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('gives each wrong number its own message, and never drops a digit', async () => {
    const { checkout, context } = await atClientInfo('demo', { viewport: DESKTOP });
    try {
      const phone = checkout.phoneInput();
      const name = checkout.content().locator('input[name="name"]');
      const messageFor = async (typed: string) => {
        await phone.fill('');
        if (typed) await phone.pressSequentially(typed);
        await name.focus();
        await expect.poll(() => checkout.phoneError().count()).toBe(1);
        return checkout.phoneError().innerText();
      };
      // No US area code starts with 1: not a real number, though it has ten digits.
      expect(await messageFor('1234567890')).toBe(enValidation.phone_invalid);
      expect(await messageFor('212555')).toBe(enValidation.phone_too_short);
      expect(await messageFor('+999 1234')).toBe(enValidation.phone_invalid_country);
      expect(await messageFor('')).toBe(enValidation.phone_required);

      // Past the maximum the message shows at once, while typing; the field holds §5.1's 25
      // characters (issue [16/21] item 7), none of them dropped silently before that.
      await phone.fill('');
      await phone.focus();
      await phone.pressSequentially('1'.repeat(30));
      expect(await phone.evaluate((el) => el === document.activeElement)).toBe(true);
      await expect.poll(() => checkout.phoneError().innerText()).toBe(enValidation.phone_too_long);
      expect(await phone.inputValue()).toHaveLength(LIMITS.phoneMax);
      expect(await checkout.submit().isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('phone country picker', () => {
  it('searches by name or dial code, lists the company country first, and works by keyboard', async () => {
    const { checkout, context, page } = await atClientInfo('demo', { viewport: DESKTOP });
    try {
      await checkout.countryButton().click();
      const search = checkout.countrySearch();
      await search.waitFor();
      expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await search.getAttribute('aria-label')).toBe(enCheckout.client.countrySearch);
      // The company's country first, in the 'Suggested' group; every country once.
      const suggested = checkout.content().getByRole('group', {
        name: enCheckout.client.countrySuggested,
      });
      expect(await suggested.getByRole('option').first().getAttribute('data-iso2')).toBe('US');
      const all = await checkout
        .countryOptions()
        .evaluateAll((els) => els.map((el) => el.getAttribute('data-iso2')));
      expect(all.length).toBeGreaterThan(200);
      expect(new Set(all).size).toBe(all.length);
      // Every option is named by its country and code; the flag is decorative.
      expect(
        await checkout.content().getByRole('option', { name: 'Brazil +55', exact: true }).count(),
      ).toBe(1);

      await search.pressSequentially('Bra');
      expect(await checkout.countryOptions().first().getAttribute('data-iso2')).toBe('BR');
      expect(await checkout.activeCountry()).toBe('BR');
      await search.press('Enter');
      await checkout.countrySearch().waitFor({ state: 'detached' });
      expect(await checkout.countryButton().getAttribute('aria-label')).toBe(
        `${enCheckout.client.country}: Brazil +55`,
      );
      expect(await checkout.phoneInput().evaluate((el) => el === document.activeElement)).toBe(
        true,
      );
      expect(await checkout.sheet().count()).toBe(1);

      // '+55' finds Brazil too; arrows move; Escape closes only the picker.
      await checkout.countryButton().click();
      await checkout.countrySearch().pressSequentially('+44');
      expect(await checkout.activeCountry()).toBe('GB');
      await checkout.countrySearch().press('ArrowDown');
      expect(await checkout.activeCountry()).not.toBe('GB');
      await checkout.countrySearch().fill('zzqq');
      await expect
        .poll(() => checkout.content().locator('.c-phone__none').innerText())
        .toBe(enCheckout.client.countryNone);
      await checkout.countrySearch().press('Escape');
      await checkout.countrySearch().waitFor({ state: 'detached' });
      expect(await checkout.sheet().count()).toBe(1);
      expect(await checkout.countryButton().evaluate((el) => el === document.activeElement)).toBe(
        true,
      );
      expect(await checkout.countryButton().getAttribute('aria-label')).toContain('Brazil');
      expect(await page.locator('.c-phone__picker').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('fits 360 px in Arabic, right to left, with the number itself left to right', async () => {
    const { checkout, context, page } = await atClientInfo('alnakheel', { locale: 'ar' });
    try {
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await checkout.countryButton().click();
      await checkout.countrySearch().waitFor();
      // alnakheel is in the Emirates: first in the list.
      expect(await checkout.countryOptions().first().getAttribute('data-iso2')).toBe('AE');
      await checkout.countrySearch().pressSequentially('+20');
      expect(await checkout.activeCountry()).toBe('EG');
      const picker = await checkout.content().locator('.c-phone__picker').boundingBox();
      expect(picker).not.toBeNull();
      expect(picker!.x).toBeGreaterThanOrEqual(0);
      expect(picker!.x + picker!.width).toBeLessThanOrEqual(PHONE.width);
      const overflow = await checkout.content().evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await checkout.countrySearch().press('Escape');

      const phone = checkout.phoneInput();
      await phone.pressSequentially('0501234567');
      expect(await phone.inputValue()).toBe('050 123 4567');
      expect(await phone.evaluate((el) => getComputedStyle(el).direction)).toBe('ltr');
    } finally {
      await context.close();
    }
  });
});

/** The slots the summary offers now in English, from the same domain function, by day. */
function offeredDays(company: Company): DeliverySlot[][] {
  return slotGroups(
    deliverySlots(
      company.business_hours_settings,
      company.timezone,
      new Date(),
      company.country.time_format,
      'en',
    ),
  );
}

async function atSummary(token: string, options: { viewport?: Viewport; locale?: string } = {}) {
  const diner = await atClientInfo(token, options);
  await diner.checkout.fillClientInfo('Slot Tester', '2125550166', 'US');
  expect(await diner.checkout.atSummary()).toBe(true);
  return diner;
}

describe('order summary: later time with day and time chips', () => {
  it('offers the days and times of the hours rules, by mouse and keyboard, and sends the chosen one', async () => {
    const { company, checkout, context, page } = await atSummary('demo', { viewport: DESKTOP });
    try {
      await checkout.scheduleLater();
      expect(await checkout.content().locator('.cs-time select').count()).toBe(0);
      const days = offeredDays(company);
      const dayGroup = checkout
        .content()
        .getByRole('radiogroup', { name: enSummary.time.day, exact: true });
      const dayNames = await dayGroup
        .getByRole('radio')
        .evaluateAll((els) => els.map((el) => el.closest('label')?.textContent ?? ''));
      expect(dayNames).toEqual(days.map((list) => dayLabel(list[0]!, translate, 'en')));

      // Another day: its first time is chosen, and its own times are shown.
      const lastDay = days.at(-1)!;
      await checkout.chooseDay(days.length - 1);
      expect(await checkout.chosenTime()).toBe(lastDay[0]?.value);
      const timeGroup = checkout
        .content()
        .getByRole('radiogroup', { name: enSummary.time.slot, exact: true });
      const times = await timeGroup
        .getByRole('radio')
        .evaluateAll((els) => els.map((el) => el.closest('label')?.textContent ?? ''));
      // A long day shows one part of the day at a time, the chosen time's (issue [16/21] item 7).
      const shown =
        lastDay.length > DAY_PART_THRESHOLD
          ? lastDay.filter((slot) => slot.part === lastDay[0]?.part)
          : lastDay;
      expect(times).toEqual(shown.map((slot) => slot.time));

      // A click, then the arrow key, as for any radio group.
      await checkout.chooseTime(2);
      expect(await checkout.chosenTime()).toBe(lastDay[2]?.value);
      await checkout.times().nth(2).focus();
      await page.keyboard.press('ArrowRight');
      expect(await checkout.chosenTime()).toBe(lastDay[3]?.value);
      const chosen = lastDay[3]?.value;

      await checkout.content().locator('[data-method="cash"] input').check();
      await checkout.content().getByTestId('summary-submit').click();
      await page.waitForURL((url) => url.pathname === '/tracking', { timeout: 20_000 });
      const id = new URL(page.url()).searchParams.get('order_id') ?? '';
      const order = await apiGet<Order>(`/ms-orders/public/companies/${company.id}/orders/${id}`);
      expect(order.scheduled_delivery_date).toBe(chosen);
    } finally {
      await context.close();
    }
  });

  it('fits 360 px right to left in Arabic', async () => {
    const { checkout, context, page } = await atSummary('demo', { locale: 'ar' });
    try {
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await checkout.scheduleLater();
      await checkout.chooseTime(1);
      const first = await checkout.times().nth(0).locator('..').boundingBox();
      const second = await checkout.times().nth(1).locator('..').boundingBox();
      // Right to left: the second time sits to the left of the first.
      expect(second!.x).toBeLessThan(first!.x);
      const overflow = await checkout.content().evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const grid = await checkout.content().locator('.cs-slots').boundingBox();
      expect(grid!.x).toBeGreaterThanOrEqual(0);
      expect(grid!.x + grid!.width).toBeLessThanOrEqual(PHONE.width);
    } finally {
      await context.close();
    }
  });
});

/** The computed display of the browser's own clear (×) button inside a type=search input. */
async function nativeClearDisplay(page: Page, inputClass: string): Promise<string | null> {
  interface CdpNode {
    nodeId: number;
    attributes?: string[];
    children?: CdpNode[];
    shadowRoots?: CdpNode[];
  }
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as {
      root: CdpNode;
    };
    const find = (node: CdpNode, test: (n: CdpNode) => boolean): CdpNode | null => {
      if (test(node)) return node;
      for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) {
        const found = find(child, test);
        if (found) return found;
      }
      return null;
    };
    const input = find(root, (n) => (n.attributes ?? []).join(' ').includes(inputClass));
    const cancel =
      input &&
      find(input, (n) =>
        (n.attributes ?? []).some((a) => a.includes('-webkit-search-cancel-button')),
      );
    if (!cancel) return null;
    await cdp.send('CSS.enable');
    const { computedStyle } = await cdp.send('CSS.getComputedStyleForNode', {
      nodeId: cancel.nodeId,
    });
    return computedStyle.find((p) => p.name === 'display')?.value ?? null;
  } finally {
    await cdp.detach();
  }
}

describe('products search field', () => {
  it('shows one clear button, ours, which clears and keeps focus in the field', async () => {
    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    try {
      const products = new ProductsPageObject(page);
      await products.open(tenantUrl('demo', '/products'));
      await products.ready();
      await products.search().fill('burger');
      const clear = page.getByRole('button', { name: 'Clear search' });
      expect(await clear.count()).toBe(1);
      expect(await clear.isVisible()).toBe(true);
      // The browser's own × of type=search is not drawn next to it.
      expect(await nativeClearDisplay(page, 'pp-search__input')).toBe('none');
      await clear.click();
      expect(await products.search().inputValue()).toBe('');
      expect(await products.search().evaluate((el) => el === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
  });
});
