// Issue [13/13] end-to-end: /info writes the company's whole address (street, city, region,
// postal code) in the order its country writes it, at 360 px, and the maps link searches that
// whole line; Dubai's region, which repeats its city, is written once and in Arabic order.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapsSearchLink } from '../../src/domain/formatting';
import { PHONE, launchBrowser } from './support/browser';
import { interactive } from './support/interactive';
import { tenantUrl } from './support/urls';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** The location card's address line on /info, and the maps link beside it. */
async function infoAddress(token: string): Promise<{ text: string; href: string | null }> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US' });
  try {
    const page = await context.newPage();
    await page.goto(tenantUrl(token, '/info'));
    await interactive(page);
    const line = page.locator('.ci-address span[dir="auto"]');
    await line.waitFor();
    const box = await line.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    return {
      text: (await line.textContent()) ?? '',
      href: await page.locator('a.ci-map').getAttribute('href'),
    };
  } finally {
    await context.close();
  }
}

describe('/info shows the postal code and region', () => {
  it.each([
    ['sabor', 'Av. Paulista, 1578, São Paulo, SP 01310-200'],
    ['taqueria', 'República de Uruguay 52, Centro, 06000 Ciudad de México, CDMX'],
    ['freebistro', '12 rue des Martyrs, 75009 Paris'],
    ['alnakheel', 'شارع الشيخ زايد، برج النخيل، دبي'],
  ])('%s: %s', async (token, expected) => {
    const { text, href } = await infoAddress(token);
    expect(text).toBe(expected);
    expect(href).toBe(mapsSearchLink(expected));
  });
});
