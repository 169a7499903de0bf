// §1 host → storefront, §2.1 routes and redirects, §2.7 localized "digital menu disabled" page.
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/databases';
import { BASE_HOST, cloneDemo, startHarness } from './harness';
import type { Harness } from './harness';

const bootOf = (html: string): unknown =>
  JSON.parse(
    /<script type="application\/json" id="comanda-boot">([^<]*)<\/script>/.exec(html)?.[1] ??
      'null',
  );

describe.each(testDialects)('tenancy and pages (%s)', (dialect) => {
  let h: Harness;
  const page = (url: string, headers: Record<string, string> = {}): Promise<Response> =>
    Promise.resolve(h.app.request(url, { headers }));

  beforeAll(async () => {
    h = await startHarness(dialect);
    await cloneDemo(h, { token: 'closed-cafe', name: 'Closed Cafe', menu_enabled: false });
    await cloneDemo(h, {
      token: 'pending',
      name: 'Pending',
      domain_settings: { registration_status: 'pending', url: 'menu.pending.test' },
    });
  });
  afterAll(() => h.cleanup());

  it('serves the demo storefront on its subdomain, with any port', async () => {
    for (const url of [`http://demo.${BASE_HOST}/`, `http://demo.${BASE_HOST}:3000/products`]) {
      const res = await page(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
      expect(bootOf(await res.text())).toMatchObject({
        companyId: h.demo.id,
        company: { token: 'demo' },
      });
    }
  });

  it('compresses the filled HTML when the client accepts it, and answers HEAD without a body', async () => {
    const plain = await (await page(`http://demo.${BASE_HOST}/`)).text();
    const res = await page(`http://demo.${BASE_HOST}/`, { 'accept-encoding': 'br' });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie, Accept-Language');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(plain);
    const head = await h.app.request(`http://demo.${BASE_HOST}/products`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('serves the demo storefront on its active custom domain', async () => {
    const res = await page('http://menu.demo-bistro.test/cart');
    expect(res.status).toBe(200);
    expect(bootOf(await res.text())).toMatchObject({ companyId: h.demo.id });
  });

  it.each(['/', '/products', '/cart', '/info', '/tracking?order_id=x', '/health'])(
    'serves the shell at %s',
    async (path) => {
      const res = await page(`http://demo.${BASE_HOST}${path}`);
      expect(res.status).toBe(200);
    },
  );

  it('shows the 404 page for an inactive custom domain, an unknown token and a disabled menu', async () => {
    for (const url of [
      'http://menu.pending.test/',
      `http://nobody.${BASE_HOST}/`,
      `http://closed-cafe.${BASE_HOST}/products`,
    ]) {
      const res = await page(url);
      expect(res.status, url).toBe(404);
      const html = await res.text();
      expect(html).toContain('The restaurant has disabled its digital menu.');
      expect(html).toContain('<html lang="en"');
      expect(html).not.toContain('comanda-boot');
    }
  });

  it('localizes the disabled page by Accept-Language', async () => {
    const res = await page(`http://closed-cafe.${BASE_HOST}/`, {
      'accept-language': 'zh-CN,zh;q=0.9,es-ES;q=0.8,en;q=0.5',
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-language')).toBe('es');
    const html = await res.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('El restaurante ha desactivado su menú digital.');
    expect(html).toContain('Comunícate directamente con el restaurante');
    expect(html).toContain('href="https://comanda.example/"');
    for (const other of ['en', 'es-MX', 'pt', 'fr', 'it', 'de', 'id', 'ar'])
      expect(html).toContain(`href="/${other}/404"`);
  });

  it('prefers the i18n_redirected cookie over Accept-Language', async () => {
    const res = await page(`http://closed-cafe.${BASE_HOST}/`, {
      cookie: 'a=1; i18n_redirected=es',
      'accept-language': 'fr',
    });
    expect(await res.text()).toContain('El restaurante ha desactivado su menú digital.');
    const fr = await page(`http://nobody.${BASE_HOST}/`, {
      cookie: 'i18n_redirected=xx',
      'accept-language': 'fr-CA',
    });
    expect(await fr.text()).toContain('Le restaurant a désactivé son menu numérique.');
  });

  it.each([
    ['en', 'ltr', 'The restaurant has disabled its digital menu.'],
    ['es', 'ltr', 'El restaurante ha desactivado su menú digital.'],
    ['es-MX', 'ltr', 'El restaurante desactivó su menú digital.'],
    ['fr', 'ltr', 'Le restaurant a désactivé son menu numérique.'],
    ['pt', 'ltr', 'O restaurante desativou o seu cardápio digital.'],
    ['it', 'ltr', 'Il ristorante ha disattivato il suo menu digitale.'],
    ['de', 'ltr', 'Das Restaurant hat seine digitale Speisekarte deaktiviert.'],
    ['id', 'ltr', 'Restoran ini telah menonaktifkan menu digitalnya.'],
    ['ar', 'rtl', 'عطّل المطعم قائمته الرقمية.'],
  ])('serves /%s/404 in its language, on any host', async (locale, dir, text) => {
    const res = await page(`http://demo.${BASE_HOST}/${locale}/404`, { 'accept-language': 'es' });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain(`<html lang="${locale}" dir="${dir}">`);
    expect(html).toContain(text);
    expect(html).toContain('noindex, nofollow');
  });

  it('answers the disabled page in any of the nine locales the visitor asks for', async () => {
    const res = await page(`http://closed-cafe.${BASE_HOST}/`, { cookie: 'i18n_redirected=de' });
    expect(res.headers.get('content-language')).toBe('de');
    expect(await res.text()).toContain(
      'Das Restaurant hat seine digitale Speisekarte deaktiviert.',
    );
    const arabic = await page(`http://nobody.${BASE_HOST}/`, { 'accept-language': 'ar-EG' });
    expect(await arabic.text()).toContain('<html lang="ar" dir="rtl">');
  });

  it('redirects unknown paths to / keeping the query string', async () => {
    const res = await page(`http://demo.${BASE_HOST}/some/old/page?qr-id=abc&utm_source=flyer`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/?qr-id=abc&utm_source=flyer');
    const plain = await page(`http://demo.${BASE_HOST}/zh/404`);
    expect(plain.headers.get('location')).toBe('/');
  });

  it('never redirects API, asset, media or file paths', async () => {
    for (const path of [
      '/api/nothing',
      '/assets/nothing',
      '/media/demo/nothing',
      '/nothing.txt',
      '/app.js',
    ]) {
      const res = await page(`http://demo.${BASE_HOST}${path}`);
      expect(res.status, path).toBe(404);
    }
  });

  it('lists the storefronts on the bare base host instead of a 404', async () => {
    const res = await page(`http://${BASE_HOST}:3000/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`href="http://demo.${BASE_HOST}:3000/"`);
    expect(html).toContain('Demo Bistro');
    expect(html).toContain('Closed Cafe');
    const elsewhere = await page(`http://${BASE_HOST}/products`);
    expect(elsewhere.status).toBe(302);
  });
});
