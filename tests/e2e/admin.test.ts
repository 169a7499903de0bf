// Issue [11/13] end-to-end, the back office shell: the owner signs in at /admin with the owner
// password, sees the company and the sections, opens on the menu, reads the activity, keeps the
// session across a reload and signs out; it works at 360 px and right to left in Arabic. Editing
// the menu is tests/e2e/admin-menu.test.ts.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser } from './support/browser';
import type { Viewport } from './support/browser';
import { tenantUrl } from './support/urls';
import { AdminPageObject } from './pages/admin';
import { useBackOfficeServer } from './support/server-port';

useBackOfficeServer();

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const ownerContext = (viewport?: Viewport, locale?: string): Promise<BrowserContext> =>
  AdminPageObject.ownerContext(browser, viewport, locale);

async function openSignedIn(context: BrowserContext, token = 'demo'): Promise<Page> {
  const page = await AdminPageObject.signIn(context, token);
  await page.getByRole('navigation').waitFor();
  return page;
}

/** The activity list settled: its empty state or its entries. */
async function activitySettled(page: Page): Promise<'empty' | 'entries'> {
  const empty = page.getByRole('heading', { name: 'No changes yet' });
  const entries = page.locator('.a-activity__item').first();
  await empty.or(entries).waitFor();
  return (await empty.count()) > 0 ? 'empty' : 'entries';
}

describe('back office sign-in', () => {
  it('says so clearly when the password is wrong', async () => {
    const context = await ownerContext();
    try {
      const page = await context.newPage();
      await page.goto(tenantUrl('demo', '/admin'));
      await page.getByRole('heading', { name: 'Back office sign-in' }).waitFor();
      await new AdminPageObject(page).logIn('not-the-password');
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.innerText()).toBe('Wrong password.');
      expect(await page.getByRole('navigation').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('signs in, shows the company, keeps the session across a reload and signs out', async () => {
    const context = await ownerContext();
    try {
      const page = await openSignedIn(context);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Back office');
      expect(await page.locator('.a-header__company').innerText()).toBe('Demo Bistro');
      expect(await page.title()).toBe('Back office – Demo Bistro');
      // The menu is where /admin opens, with the company's categories.
      const nav = page.getByRole('navigation', { name: 'Back office sections' });
      expect(await nav.getByRole('link', { name: 'Menu' }).getAttribute('aria-current')).toBe(
        'page',
      );
      await page.getByRole('heading', { name: 'Menu', level: 2 }).waitFor();
      await page.locator('.a-cat').first().waitFor();
      await nav.getByRole('link', { name: 'Activity' }).click();
      await page.getByRole('heading', { name: 'Activity', level: 2 }).waitFor();
      await activitySettled(page);

      await page.reload();
      await page.getByRole('navigation').waitFor();
      expect(await page.getByLabel('Owner password').count()).toBe(0);

      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByLabel('Owner password').waitFor();
      await page.reload();
      await page.getByLabel('Owner password').waitFor();
    } finally {
      await context.close();
    }
  });

  it('lists the sections, and keeps the one open across a reload and Back', async () => {
    const context = await ownerContext();
    try {
      const page = await openSignedIn(context);
      const nav = page.getByRole('navigation', { name: 'Back office sections' });
      const names = await nav.getByRole('link').allInnerTexts();
      expect(names.map((n) => n.trim())).toEqual([
        'Menu',
        'Settings',
        'Tables & QR',
        'Ratings',
        'Activity',
      ]);
      await nav.getByRole('link', { name: 'Settings' }).click();
      // Settings opens on its first tab, the opening hours.
      await page.getByRole('heading', { name: 'Opening hours', level: 2 }).waitFor();
      expect(new URL(page.url()).search).toBe('?section=settings');
      // The section survives a reload (the server serves /admin with its query).
      await page.reload();
      await page.getByRole('heading', { name: 'Opening hours', level: 2 }).waitFor();
      await page.goBack();
      await page.getByRole('heading', { name: 'Menu', level: 2 }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('back office layouts', () => {
  it('is usable at 360 px: every section reachable, nothing wider than the screen', async () => {
    const context = await ownerContext(PHONE);
    try {
      const page = await openSignedIn(context);
      await page.locator('.a-cat').first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
      const nav = page.getByRole('navigation', { name: 'Back office sections' });
      await nav.getByRole('link', { name: 'Tables & QR' }).click();
      await page.getByRole('heading', { name: 'Tables & QR', level: 2 }).waitFor();
      await nav.getByRole('link', { name: 'Settings' }).click();
      await page.getByRole('heading', { name: 'Opening hours', level: 2 }).waitFor();
      await nav.getByRole('link', { name: 'Activity' }).click();
      await activitySettled(page);
      expect(await page.getByRole('button', { name: 'Sign out' }).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('runs right to left, in Arabic, for an Arabic company', async () => {
    // The owner's browser speaks Arabic (§2.1: the browser language, then the company's).
    const context = await ownerContext(PHONE, 'ar');
    try {
      const page = await context.newPage();
      await page.goto(tenantUrl('alnakheel', '/admin'));
      await page.getByRole('heading', { name: 'الدخول إلى لوحة الإدارة' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
      await page.getByLabel('كلمة مرور المالك').fill('demo1234');
      await page.getByRole('button', { name: 'دخول' }).click();
      await page.getByRole('navigation', { name: 'أقسام لوحة الإدارة' }).waitFor();
      expect(await page.title()).toBe('لوحة الإدارة – مطعم النخيل');
      // The menu, in Arabic, no wider than the screen.
      await page.getByRole('heading', { name: 'القائمة', level: 2 }).waitFor();
      await page.getByRole('button', { name: 'إضافة' }).waitFor();
      await page.locator('.a-cat').first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
      await page
        .getByRole('navigation', { name: 'أقسام لوحة الإدارة' })
        .getByRole('link', { name: 'النشاط' })
        .click();
      await page
        .getByRole('heading', { name: 'لا توجد تغييرات بعد' })
        .or(page.locator('.a-activity__item').first())
        .waitFor();
    } finally {
      await context.close();
    }
  });
});
