// §2.1 on the server: the page the server draws (and its <html lang dir>, head and boot data) is in
// the visitor's language — the i18n_redirected cookie, then Accept-Language, then the company's
// language — and the filled-page cache never hands one visitor's language to another. The real
// page renderer is built for this file (vite build --ssr, about a second).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSR_BUILD_ARGS } from '../../../server/build/ensure-built';
import {
  getEcommerceSettings,
  saveEcommerceSettings,
} from '../../../server/db/repositories/ecommerce';
import { testDialects } from '../helpers/databases';
import { BASE_HOST, FIXTURE_HTML, cloneDemo, startHarness } from './harness';
import type { Harness } from './harness';

const ROOT = resolve(import.meta.dirname, '../../..');
let distDir: string;

function buildRenderer(outDir: string): Promise<void> {
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [vite, ...SSR_BUILD_ARGS, outDir], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`ssr build: ${code}`))));
  });
}

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'comanda-lang-'));
  writeFileSync(join(distDir, 'index.html'), FIXTURE_HTML);
  await buildRenderer(join(distDir, 'ssr'));
}, 120_000);
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

const htmlTag = (html: string): string => /<html[^>]*>/.exec(html)?.[0] ?? '';
const title = (html: string): string => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
const root = (html: string): string =>
  /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
const bootLocale = (html: string): unknown =>
  (
    JSON.parse(
      /<script type="application\/json" id="comanda-boot">([^<]*)<\/script>/.exec(html)?.[1] ??
        '{}',
    ) as { locale?: unknown }
  ).locale;

describe.each(testDialects)('the visitor’s language on the server (%s)', (dialect) => {
  let h: Harness;
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await h.app.request(url, { headers });
    return { res, html: await res.text() };
  };
  const lingua = (path: string): string => `http://lingua.${BASE_HOST}${path}`;

  beforeAll(async () => {
    h = await startHarness(dialect, { app: { distDir, indexHtml: undefined } });
    // An English company without a landing title: its head shows the default texts.
    const company = await cloneDemo(h, { token: 'lingua', name: 'Lingua', language: 'en' });
    const settings = (await getEcommerceSettings(h.db, h.demo.id))!;
    settings.layout_settings.landing.title = {
      ...settings.layout_settings.landing.title,
      name: '',
      summary: '',
    };
    await saveEcommerceSettings(h.db, company.id, settings);
    await cloneDemo(h, {
      token: 'cantina',
      name: 'Cantina',
      language: 'es',
      country: { country_code: 'MX', name: 'México', time_format: '12h' },
    });
  });
  afterAll(() => h.cleanup());

  it('draws the landing in the Accept-Language, with its head and boot data', async () => {
    const { res, html } = await get(lingua('/'), { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(res.status).toBe(200);
    expect(htmlTag(html)).toBe('<html lang="de" dir="ltr">');
    expect(title(html)).toBe('Lingua | Online bestellen');
    expect(html).toContain(
      '<meta name="description" content="Bestelle bei Lingua online, direkt vom Handy.">',
    );
    const page = root(html);
    expect(page).toContain('Etwas melden'); // landing.footer.report in German
    expect(page).not.toContain('Report something');
    expect(page).toContain('Sprache'); // the language switcher's label
    // The switcher shows the language drawn, before any script runs.
    expect(page).toMatch(/<option(?=[^>]*\bselected\b)[^>]*value="de"/);
    expect(page.match(/<option[^>]*\bselected\b/g)).toHaveLength(1);
    expect(bootLocale(html)).toBe('de');
  });

  it('prefers the i18n_redirected cookie, and draws Arabic right to left', async () => {
    const { html } = await get(lingua('/products'), {
      cookie: 'a=1; i18n_redirected=ar',
      'accept-language': 'en-US,en;q=0.9',
    });
    expect(htmlTag(html)).toBe('<html lang="ar" dir="rtl">');
    expect(title(html)).toBe('Lingua | القائمة الرقمية');
    expect(root(html)).toContain('اللغة');
    expect(bootLocale(html)).toBe('ar');
  });

  it('falls back to the company’s language, and ignores a malformed cookie', async () => {
    const { html } = await get(lingua('/info'), { cookie: 'i18n_redirected=<script>' });
    expect(htmlTag(html)).toBe('<html lang="en" dir="ltr">');
    expect(root(html)).toContain('Information');
    const spanish = await get(`http://cantina.${BASE_HOST}/cart`, { 'accept-language': 'es-ES' });
    expect(htmlTag(spanish.html)).toBe('<html lang="es-MX" dir="ltr">');
    expect(title(spanish.html)).toBe('Cantina - Tu carrito');
  });

  it('localizes the head of a page the browser draws (/cart)', async () => {
    const { html } = await get(lingua('/cart'), { 'accept-language': 'it-IT' });
    expect(htmlTag(html)).toBe('<html lang="it" dir="ltr">');
    expect(title(html)).toBe('Lingua - Il tuo carrello');
    expect(bootLocale(html)).toBe('it');
  });

  it('never serves one visitor’s language to another from the page cache', async () => {
    const url = lingua('/?cache=check');
    const arabic = await get(url, { cookie: 'i18n_redirected=ar' });
    const french = await get(url, { 'accept-language': 'fr-FR' });
    const none = await get(url);
    const arabicAgain = await get(url, { cookie: 'i18n_redirected=ar' });
    expect(htmlTag(arabic.html)).toBe('<html lang="ar" dir="rtl">');
    expect(htmlTag(french.html)).toBe('<html lang="fr" dir="ltr">');
    expect(root(french.html)).toContain('Signaler un problème');
    expect(htmlTag(none.html)).toBe('<html lang="en" dir="ltr">');
    expect(arabicAgain.html).toBe(arabic.html);
  });

  it('tells caches that the page varies by Cookie and Accept-Language', async () => {
    const { res } = await get(lingua('/'));
    const vary = (res.headers.get('vary') ?? '').split(',').map((v) => v.trim().toLowerCase());
    expect(vary).toEqual(expect.arrayContaining(['accept-encoding', 'cookie', 'accept-language']));
  });
});
