// Issue [16/21] items 19 and 22: each drawn page has its own title and description, in the
// language it is drawn in, and og:locale names that language in a form Open Graph accepts (never
// the visitor's language glued to the company's country: de_US, ar_US, en_BR).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_HOST, startHarness } from './harness';
import type { Harness } from './harness';

const tag = (html: string, pattern: RegExp): string => pattern.exec(html)?.[1] ?? '';
const head = (html: string) => ({
  title: tag(html, /<title>([^<]*)<\/title>/),
  description: tag(html, /<meta name="description" content="([^"]*)">/),
  ogLocale: tag(html, /<meta property="og:locale" content="([^"]*)">/),
});

describe('the heads of the drawn pages', () => {
  let h: Harness;
  const get = async (url: string, language?: string) =>
    head(
      await (
        await h.app.request(url, { headers: language ? { 'accept-language': language } : {} })
      ).text(),
    );

  beforeAll(async () => {
    h = await startHarness('sqlite');
  });
  afterAll(() => h.cleanup());

  it('gives /, /products and /info each their own title and description', async () => {
    for (const language of ['en', 'de', 'ar', 'pt-BR']) {
      const pages = await Promise.all(
        ['/', '/products', '/info'].map((path) => get(h.demoUrl(path), language)),
      );
      expect(new Set(pages.map((p) => p.title)).size, language).toBe(3);
      expect(new Set(pages.map((p) => p.description)).size, language).toBe(3);
    }
    const info = await get(h.demoUrl('/info'), 'de');
    expect(info.title).toBe('Demo Bistro | Öffnungszeiten, Adresse und Kontakt');
    expect(info.description).toBe(
      'Öffnungszeiten, Adresse, Telefon und Liefergebiete von Demo Bistro.',
    );
  });

  it.each([
    ['demo', 'de-DE,de;q=0.9', 'de_DE'],
    ['demo', 'ar', 'ar_AR'],
    ['demo', 'en-US', 'en_US'],
    ['sabor', 'en-US', 'en_US'],
    ['sabor', '', 'pt_BR'],
    ['taqueria', '', 'es_MX'],
    ['alnakheel', '', 'ar_AR'],
  ])('%s drawn for %j says og:locale %s', async (token, language, expected) => {
    const page = await get(`http://${token}.${BASE_HOST}/`, language || undefined);
    expect(page.ogLocale).toBe(expected);
  });
});
