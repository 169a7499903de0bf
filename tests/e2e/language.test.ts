// Issue [13/13] "the diner's language" (§2.1): the i18n_redirected cookie, then the browser
// language, then the company's language. The language switcher (src/ui/LanguageSwitcher.tsx)
// switches the page at once and its choice holds across reloads; the server then draws the page in
// that language, which the browser hydrates without an error.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser, newContext } from './support/browser';
import { interactive } from './support/interactive';
import { tenantUrl } from './support/urls';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface Watched {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** A phone in the given browser language, recording every console error and page error. */
async function phone(locale: string): Promise<Watched> {
  const context = await newContext(browser, { viewport: PHONE, locale });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // Remembers a node of the server's HTML before any of the page's scripts runs: hydration must
  // adopt it, not replace it.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { drawn: Element | null }).drawn = document.querySelector('#root h1');
    });
  });
  return { context, page, errors };
}

const switcher = (page: Page, name: string) => page.getByRole('combobox', { name });

const documentLanguage = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
  }));

/** The server's node is still the one on the page after hydration. */
const keptServerNode = (page: Page) =>
  page.evaluate(() => {
    const node = (window as unknown as { drawn: Element | null }).drawn;
    return node !== null && node.isConnected;
  });

describe('§2.1 the language switcher', () => {
  it('switches the landing at once, and the cookie holds the choice across reloads', async () => {
    const { context, page, errors } = await phone('en-US');
    try {
      await page.goto(tenantUrl('demo'));
      await interactive(page);
      const english = switcher(page, 'Language');
      expect(await english.isVisible()).toBe(true);
      expect(await english.inputValue()).toBe('en');
      await page.getByRole('button', { name: 'Report something' }).waitFor();

      await english.selectOption('de');
      // The label, the page and <html lang> change without a reload.
      await switcher(page, 'Sprache').waitFor();
      await page.getByRole('button', { name: 'Etwas melden' }).waitFor();
      expect(await documentLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });

      const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
      expect(cookie).toMatchObject({ value: 'de', path: '/', sameSite: 'Lax' });
      const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(364);
      expect(days).toBeLessThanOrEqual(365);

      // Reloaded, the server draws German and the browser hydrates it as it is.
      const response = await page.reload();
      expect(await response!.text()).toContain('<html lang="de" dir="ltr">');
      await interactive(page);
      expect(await keptServerNode(page)).toBe(true);
      expect(await switcher(page, 'Sprache').inputValue()).toBe('de');
      await page.getByRole('button', { name: 'Etwas melden' }).waitFor();

      // A page the browser draws itself follows the same choice.
      await page.goto(tenantUrl('demo', '/cart'));
      await expect.poll(() => page.title()).toBe('Demo Bistro - Dein Warenkorb');
      expect(await documentLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('turns /products right to left for Arabic, and keeps it so after a reload', async () => {
    const { context, page, errors } = await phone('en-US');
    try {
      await page.goto(tenantUrl('demo', '/products'));
      await interactive(page);
      await switcher(page, 'Language').selectOption('ar');
      await switcher(page, 'اللغة').waitFor();
      expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
      expect(await page.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');

      const response = await page.reload();
      expect(await response!.text()).toContain('<html lang="ar" dir="rtl">');
      await interactive(page);
      expect(await keptServerNode(page)).toBe(true);
      expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
      expect(await switcher(page, 'اللغة').inputValue()).toBe('ar');
      // Nothing is wider than the phone right to left.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('is reached with Tab, shows its focus, and switches with the arrow keys', async () => {
    const { context, page, errors } = await phone('en-US');
    try {
      await page.goto(tenantUrl('demo'));
      await interactive(page);
      expect(await switcher(page, 'Language').count()).toBe(1);
      // Its name changes with the language: the element itself is followed by its class.
      const select = page.locator('.c-lang__select');
      for (let tab = 0; tab < 10; tab++) {
        await page.keyboard.press('Tab');
        if (await select.evaluate((el) => el === document.activeElement)) break;
      }
      expect(
        await select.evaluate((el) => {
          const style = getComputedStyle(el);
          return [el.matches(':focus-visible'), style.outlineStyle, style.outlineWidth];
        }),
      ).toEqual([true, 'solid', '3px']);
      // English is first: the next language down is Spanish.
      await page.keyboard.press('ArrowDown');
      await switcher(page, 'Idioma').waitFor();
      expect(await documentLanguage(page)).toEqual({ lang: 'es', dir: 'ltr' });
      expect(await select.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('is on /info too, and goes back to English', async () => {
    const { context, page, errors } = await phone('fr-FR');
    try {
      await page.goto(tenantUrl('demo', '/info'));
      await interactive(page);
      expect(await page.locator('#info-title').innerText()).toBe('Informations');
      await switcher(page, 'Langue').selectOption('en');
      await page.locator('#info-title', { hasText: 'Information' }).waitFor();
      expect(await page.locator('#info-title').innerText()).toBe('Information');
      await page.reload();
      await interactive(page);
      expect(await page.locator('#info-title').innerText()).toBe('Information');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('§2.1 without a choice: the browser language, then the company’s', () => {
  it.each([
    ['en-US', 'en', 'ltr'],
    ['fr-FR', 'fr', 'ltr'],
    // A language the storefront does not speak: the company's (Arabic) applies.
    ['zh-CN', 'ar', 'rtl'],
  ])('a %s browser at the Arabic storefront reads %s', async (browserLocale, lang, dir) => {
    const { context, page, errors } = await phone(browserLocale);
    try {
      await page.goto(tenantUrl('alnakheel'));
      await interactive(page);
      expect(await documentLanguage(page)).toEqual({ lang, dir });
      expect(await keptServerNode(page)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a Spanish browser at the Mexican storefront reads es-MX', async () => {
    const { context, page } = await phone('es-ES');
    try {
      await page.goto(tenantUrl('taqueria'));
      await interactive(page);
      expect((await documentLanguage(page)).lang).toBe('es-MX');
      expect(await switcher(page, 'Idioma').inputValue()).toBe('es-MX');
    } finally {
      await context.close();
    }
  });
});

describe('the loading label before the dictionary arrives', () => {
  it('speaks the diner’s language on a page the browser draws', async () => {
    const { context, page } = await phone('en-US');
    try {
      await context.addCookies([
        { name: 'i18n_redirected', value: 'ar', url: tenantUrl('demo'), sameSite: 'Lax' },
      ]);
      // The Arabic dictionary's common namespace (a chunk of its own, 'common-{hash}.js') is held
      // back, so the page waits for its language.
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/common-[\w-]{8}\.js$/, async (r) => {
        await released;
        await r.continue();
      });
      await page.goto(tenantUrl('demo', '/cart'), { waitUntil: 'commit' });
      await page.getByRole('status', { name: 'جارٍ التحميل…' }).waitFor();
      expect(await page.getByRole('status', { name: 'Loading…' }).count()).toBe(0);
      release();
      await expect.poll(() => page.title()).toBe('Demo Bistro - سلة التسوق');
      expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    } finally {
      await context.close();
    }
  });
});
