// The server-filled shell (docs/contracts.md "The HTML shell"): <html lang dir>, the head (title,
// canonical, robots, Open Graph, JSON-LD Restaurant + Menu) and the boot JSON.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCategories } from '../../../server/db/repositories/catalog';
import { getCompany, updateCompany } from '../../../server/db/repositories/companies';
import { productSlug } from '../../../src/domain/formatting';
import type { Category, Company } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { BASE_HOST, cloneDemo, startHarness } from './harness';
import type { Harness } from './harness';

type Json = Record<string, unknown>;

function metaContent(html: string, attr: 'name' | 'property', key: string): string | null {
  const match = new RegExp(`<meta ${attr}="${key}" content="([^"]*)">`).exec(html);
  return match?.[1] ?? null;
}

function jsonLd(html: string): Json {
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD');
  return JSON.parse(match[1]) as Json;
}

function boot(html: string): { companyId: string; company: Company; settings: Json } {
  const match = /<script type="application\/json" id="comanda-boot">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no boot JSON');
  return JSON.parse(match[1]) as { companyId: string; company: Company; settings: Json };
}

describe.each(testDialects)('server-filled shell (%s)', (dialect) => {
  let h: Harness;
  let production: Harness;
  let categories: Category[];
  const html = async (app: Harness, url: string): Promise<string> =>
    (await app.app.request(url)).text();

  beforeAll(async () => {
    h = await startHarness(dialect);
    production = await startHarness(dialect, { env: { APP_ENV: 'production' } });
    categories = await listCategories(h.db, h.demo.id);
  });
  afterAll(async () => {
    await h.cleanup();
    await production.cleanup();
  });

  it('fills title, description, canonical, robots, theme colour, manifest and favicon', async () => {
    const page = await html(h, h.demoUrl('/'));
    expect(page).toContain('<html lang="en" dir="ltr">');
    expect(page).not.toContain('<!--ssr-head-->');
    expect(page).not.toContain('Template title');
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<title>Demo Bistro</title>');
    expect(metaContent(page, 'name', 'description')).toBe(
      'Burgers, pizzas and comfort food in the heart of Manhattan',
    );
    // The demo's active custom domain resolves nowhere outside production (issue [16/21] item 8):
    // its canonical is the address the server is reached at; in production, the domain.
    expect(page).toContain('<link rel="canonical" href="http://demo.comanda.test/">');
    expect(metaContent(page, 'property', 'og:url')).toBe('http://demo.comanda.test/');
    const live = await html(production, production.demoUrl('/'));
    expect(live).toContain('<link rel="canonical" href="http://menu.demo-bistro.test/">');
    expect(metaContent(live, 'property', 'og:url')).toBe('http://menu.demo-bistro.test/');
    // Reached on the custom domain itself, outside production too: that address.
    const onDomain = await html(h, 'http://menu.demo-bistro.test:8080/info');
    expect(onDomain).toContain(
      '<link rel="canonical" href="http://menu.demo-bistro.test:8080/info">',
    );
    expect(metaContent(page, 'name', 'robots')).toBe('noindex, nofollow');
    expect(metaContent(page, 'name', 'theme-color')).toMatch(/^#[0-9A-Fa-f]{6}$/);
    expect(page).toContain('<link rel="manifest" href="/manifest-demo.json">');
    expect(page).toContain('<link rel="icon" href="/media/demo/logo-thumb.svg">');
  });

  it('publishes Open Graph and twitter tags with absolute URLs', async () => {
    const page = await html(h, h.demoUrl('/products'));
    expect(metaContent(page, 'property', 'og:type')).toBe('website');
    expect(metaContent(page, 'property', 'og:title')).toBe('Demo Bistro | Digital menu');
    expect(metaContent(page, 'property', 'og:url')).toBe('http://demo.comanda.test/products');
    // The PNG card drawn for link previews (tests/integration/api/previews.test.ts).
    expect(metaContent(page, 'property', 'og:image')).toMatch(
      /^http:\/\/demo\.comanda\.test\/share\/demo\/card-[0-9a-f]{12}\.png$/,
    );
    expect(metaContent(page, 'property', 'og:locale')).toBe('en_US');
    expect(metaContent(page, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(page, 'name', 'twitter:title')).toBe('Demo Bistro | Digital menu');
  });

  it('is indexable in production, except /health', async () => {
    expect(metaContent(await html(production, production.demoUrl('/')), 'name', 'robots')).toBe(
      'index, follow',
    );
    const health = await html(production, production.demoUrl('/health'));
    expect(metaContent(health, 'name', 'robots')).toBe('noindex, nofollow');
    expect(health).not.toContain('application/ld+json');
  });

  it('describes a Restaurant whose Menu lists only the first 10 products', async () => {
    const data = jsonLd(await html(h, h.demoUrl('/')));
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Demo Bistro',
      url: 'http://demo.comanda.test/',
      telephone: '+12125550123',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '123 Main Street',
        addressLocality: 'New York',
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: '40.71280', longitude: '-74.00600' },
    });
    expect(data.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: '00:00',
      closes: '23:59',
    });
    const menu = data.hasMenu as {
      '@type': string;
      hasMenuSection: { name: string; hasMenuItem: Json[] }[];
    };
    expect(menu['@type']).toBe('Menu');
    const items = menu.hasMenuSection.flatMap((s) => s.hasMenuItem);
    const expected = categories.flatMap((c) => c.products).slice(0, 10);
    expect(expected.length).toBe(10);
    expect(items.map((i) => i.name)).toEqual(expected.map((p) => p.name));
    const firstVariant =
      expected[0]!.product_variants.find((v) => v.selected) ?? expected[0]!.product_variants[0]!;
    expect(items[0]).toMatchObject({
      '@type': 'MenuItem',
      offers: {
        '@type': 'Offer',
        price: (firstVariant.price! / 100).toFixed(2),
        priceCurrency: 'USD',
      },
    });
    expect(String((items[0]?.offers as Json).price)).toMatch(/^\d+\.\d{2}$/);
  });

  it('uses the product for the head of /products?product={slug}', async () => {
    const product = categories
      .flatMap((c) => c.products)
      .find((p) => p.images.length > 0 && p.description)!;
    const slug = productSlug(product.name, product.id);
    const page = await html(h, h.demoUrl(`/products?product=${encodeURIComponent(slug)}`));
    expect(page).toContain(`<title>${product.name.replace(/&/g, '&amp;')} | Demo Bistro</title>`);
    expect(metaContent(page, 'name', 'description')).toBe(
      product.description.replace(/&/g, '&amp;').replace(/'/g, '&#39;'),
    );
    // The demo's product pictures are SVG, which link previews do not show: the company's card.
    expect(product.images[0]!.image_url).toMatch(/\.svg$/);
    expect(metaContent(page, 'property', 'og:image')).toMatch(
      /\/share\/demo\/card-[0-9a-f]{12}\.png$/,
    );
    expect(metaContent(page, 'property', 'og:image:alt')).toBe('Demo Bistro');
    expect(page).toContain(
      `<link rel="canonical" href="http://demo.comanda.test/products?product=${encodeURIComponent(slug)}">`,
    );
    const unknown = await html(h, h.demoUrl('/products?product=no-such-dish-0000'));
    expect(unknown).toContain('<title>Demo Bistro | Digital menu</title>');
  });

  it('embeds the boot JSON with the company and settings', async () => {
    const data = boot(await html(h, h.demoUrl('/info')));
    expect(data.companyId).toBe(h.demo.id);
    expect(data.company).toEqual(await getCompany(h.db, h.demo.id));
    expect(data.settings).toMatchObject({ checkout_type: 'WEBAPP' });
  });

  it('escapes tenant text everywhere and uses the subdomain when there is no active domain', async () => {
    const hostile = await cloneDemo(h, {
      token: 'hostile',
      name: '</script><script>alert(1)</script> "Quotes" & Co',
      language: 'es',
      country: { country_code: 'MX', name: 'México', time_format: '24h' },
    });
    const page = await html(h, `http://hostile.${BASE_HOST}:3000/`);
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('<html lang="es-MX" dir="ltr">');
    expect(page).toContain(`<link rel="canonical" href="http://hostile.${BASE_HOST}:3000/">`);
    expect(metaContent(page, 'property', 'og:locale')).toBe('es_MX');
    expect(boot(page).company.name).toBe(hostile.name);
    expect(String(jsonLd(page).name)).toBe(hostile.name);
    expect(page).toContain(
      '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Quotes&quot; &amp; Co',
    );
  });

  it('writes dir="rtl" for Arabic and the default landing title, in Arabic, without a landing title', async () => {
    const company = await cloneDemo(h, { token: 'arabic', name: 'Cafe Arabic', language: 'ar' });
    const { id, ...rest } = company;
    await updateCompany(h.db, id, {
      ...rest,
      settings: { facebook_domain_validation: 'fb-verify-123' },
    });
    const page = await html(h, `http://arabic.${BASE_HOST}/`);
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<title>Cafe Arabic | اطلب عبر الإنترنت</title>');
    expect(metaContent(page, 'name', 'description')).toBe(
      'اطلب من Cafe Arabic عبر الإنترنت، مباشرةً من هاتفك.',
    );
    const menu = await html(h, `http://arabic.${BASE_HOST}/products`);
    expect(menu).toContain('<title>Cafe Arabic | القائمة الرقمية</title>');
    expect(metaContent(menu, 'name', 'description')).toBe(
      'تصفّح القائمة الرقمية لـ Cafe Arabic واطلب مباشرةً.',
    );
    expect(metaContent(page, 'name', 'facebook-domain-verification')).toBe('fb-verify-123');
  });
});
