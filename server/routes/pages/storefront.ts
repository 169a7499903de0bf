// Renders a storefront route for a resolved company: the shell with its server-filled head, boot
// data and, for the landing, /products and /info, the page itself (issue [12/13]): the first HTML
// carries the content, its CSS inline, and the browser hydrates it. The page, its <html lang dir>
// and its head are in the visitor's language (§2.1: the i18n_redirected cookie, then
// Accept-Language, then the company's language; server/pages/visitor-locale.ts), which the boot
// data hands to the browser. Filled pages are cached per company, catalogue version, minute and
// what the visitor asked for (server/pages/html-cache.ts), each encoding made once.
// A storefront page (not the kitchen's) also allows its company's active payment providers'
// origins in its own CSP (provider-csp.ts), and a drawn page its script loader's hash
// (deferred-scripts.ts).
import type { Context } from 'hono';
import { findProductBySlug } from '../../../src/domain/catalogue-view';
import { resolveTimeZone, zoneOffsetsAround } from '../../../src/domain/hours-time';
import type { BootData } from '../../../src/app/boot-data';
import { themeVariables } from '../../../src/app/theme-vars';
import { localeDir, settleLocale } from '../../../src/i18n/locale';
import type { LocaleWish } from '../../../src/i18n/locale';
import { getCompany } from '../../db/repositories/companies';
import { listPublishedCoupons } from '../../db/repositories/coupons';
import { getEcommerceSettings } from '../../db/repositories/ecommerce';
import { getLoyaltySettings } from '../../db/repositories/loyalty';
import { listPaymentProviders } from '../../db/repositories/payment-providers';
import { PreparedBody, preparedResponse } from '../../http/compress-body';
import { allowInCsp } from '../../http/security';
import type { CspExtra } from '../../http/security';
import { companyLocale } from '../../pages/company-locale';
import { companyFontHeadTags } from '../../pages/font-links';
import { renderHead } from '../../pages/head';
import { HtmlCache } from '../../pages/html-cache';
import { assetTags, lcpImagePreload, withoutInlinedLinks } from '../../pages/page-assets';
import type { PageAssetsReader } from '../../pages/page-assets';
import type { PageRenderer } from '../../pages/page-renderer';
import { deferScripts } from '../../pages/deferred-scripts';
import { fillShell } from '../../pages/shell';
import { requestWish, wishKey } from '../../pages/visitor-locale';
import type { ShellTemplate } from '../../pages/template';
import { storefrontOrigin } from '../../tenancy/origin';
import { requestHost, requestIsHttps } from '../../tenancy/request-host';
import type { RouteDeps } from '../deps';
import { sandboxOrigin } from '../payments/index';
import { providerSources } from './provider-csp';

/** The staff's board and the owner's back office take no payment: they keep the base policy. */
const PAGES_WITHOUT_PAYMENTS = new Set(['/kitchen', '/admin']);

/** What the pages route hands over: the shell, the renderer and the page assets. */
export interface StorefrontPages {
  template: ShellTemplate;
  renderer: PageRenderer;
  assets: PageAssetsReader;
  cache: HtmlCache<FilledPage | null>;
}

interface FilledPage {
  body: PreparedBody;
  csp: CspExtra;
}

export function storefrontPages(
  template: ShellTemplate,
  renderer: PageRenderer,
  assets: PageAssetsReader,
): StorefrontPages {
  return { template, renderer, assets, cache: new HtmlCache((page) => page?.body.bytes ?? 0) };
}

/**
 * The company's theme colours and fonts on :root, so the first paint already wears them. The
 * selector outweighs the stylesheet's own `:root` defaults (global.css), which the page's inline
 * CSS brings after this block: with equal weight those won, and the first paint wore the default
 * theme until the script set the company's (a flash of colour and a layout shift of the fonts).
 */
function themeStyle(settings: BootData['settings'] | null): string {
  const { vars } = themeVariables(settings);
  const body = Object.entries(vars)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')
    .replace(/</g, '\\3c ');
  return `<style id="comanda-theme">html:root{${body}}</style>`;
}

/**
 * The catalogue the menu was drawn from stays out of the page's boot data: it was half the bytes
 * of a 300-product /products page, ahead of its first paint on a slow link. The browser fetches
 * it from the API as its script starts (src/main.tsx), the same precompressed answer the service
 * worker keeps, and hydrates the menu once it is in. Not preloaded from the head: that request
 * then competed with the first paint and its largest image (LCP 1.84 -> 1.60 s on bigmenu without).
 */
function withoutCatalogue(boot: BootData): BootData {
  const shipped = { ...boot };
  delete shipped.categories;
  return shipped;
}

interface FillInput {
  companyId: string;
  /** The route drawn ('/' for '/index.html'). */
  path: string;
  /** False for /index.html: the service worker's offline shell must hold no page. */
  draw: boolean;
  search: string;
  host: string;
  https: boolean;
  now: number;
  /** The visitor's language preference (§2.1), settled against the company's language here. */
  wish: LocaleWish | null;
}

async function fill(
  c: Context,
  deps: RouteDeps,
  pages: StorefrontPages,
  shell: string,
  input: FillInput,
): Promise<FilledPage | null> {
  const { companyId, path } = input;
  const [company, settings, catalog, providers] = await Promise.all([
    getCompany(deps.db, companyId),
    getEcommerceSettings(deps.db, companyId),
    deps.catalogs.get(companyId),
    PAGES_WITHOUT_PAYMENTS.has(path) ? [] : listPaymentProviders(deps.db, companyId),
  ]);
  if (!company) return null;
  const origin = storefrontOrigin(company, {
    baseHost: deps.env.BASE_HOST,
    requestHost: input.host,
    https: input.https,
    production: deps.env.APP_ENV === 'production',
  });
  const categories = catalog?.categories ?? [];
  const params = new URLSearchParams(input.search);
  const slug = path === '/products' ? params.get('product') : null;
  const product = slug ? (findProductBySlug(categories, slug) ?? null) : null;
  const lang = settleLocale(input.wish, companyLocale(company).lang);
  const dir = localeDir(lang);
  // Without settings the browser's start-up fetches them (boot.ts ignores a block without them).
  const boot: BootData | null = settings
    ? {
        companyId: company.id,
        company,
        settings,
        locale: lang,
        zone: zoneOffsetsAround(resolveTimeZone(company.timezone), input.now),
      }
    : null;
  const drawn = boot !== null && input.draw && (await pages.renderer.draws(path));
  if (drawn) {
    if (path === '/products') boot.categories = categories;
    [boot.coupons, boot.loyalty] = await Promise.all([
      listPublishedCoupons(deps.db, companyId),
      getLoyaltySettings(deps.db, companyId),
    ]);
  }
  const root = drawn
    ? await pages.renderer.render({ path, search: input.search, boot, now: input.now })
    : '';
  const assets = root ? await pages.assets.get(path) : null;
  const head = [
    renderHead({
      company,
      settings,
      categories,
      path,
      product,
      origin,
      production: deps.env.APP_ENV === 'production',
      locale: lang,
    }),
    themeStyle(settings),
    companyFontHeadTags(settings, lang),
    ...(root ? [lcpImagePreload(path, categories, settings) ?? ''] : []),
    ...(assets ? [assetTags(assets)] : []),
  ]
    .filter(Boolean)
    .join('\n');
  const withCss = assets ? withoutInlinedLinks(shell, assets.cssFiles) : shell;
  // A drawn page is readable before its scripts: they load after its first paint.
  const deferred = root ? deferScripts(withCss) : null;
  const filled = fillShell(deferred?.html ?? withCss, {
    lang,
    dir,
    head,
    boot: boot
      ? withoutCatalogue(boot)
      : { companyId: company.id, company, settings, locale: lang },
    root,
  });
  const csp = providerSources(providers, sandboxOrigin(c, deps.env));
  return {
    body: new PreparedBody(filled),
    csp: deferred ? { ...csp, 'script-src': [...(csp['script-src'] ?? []), deferred.hash] } : csp,
  };
}

export async function renderStorefront(
  c: Context,
  deps: RouteDeps,
  pages: StorefrontPages,
  companyId: string,
  path: string,
  draw: boolean,
): Promise<Response | null> {
  const [html, catalog] = await Promise.all([pages.template.get(), deps.catalogs.get(companyId)]);
  if (!catalog) return null;
  if (html === null) {
    return c.text('The storefront has not been built yet: run `npm run build`.', 503, {
      'Cache-Control': 'no-cache',
    });
  }
  const url = new URL(c.req.url);
  const now = Date.now();
  const minute = Math.floor(now / 60_000);
  const host = requestHost(c);
  const https = requestIsHttps(c);
  const search = url.search.replace(/^\?/, '');
  // One of 19 values, not the raw headers: the cache keeps a page per language asked for.
  const wish = requestWish(c.req.header('cookie'), c.req.header('accept-language'));
  const key = [companyId, catalog.version, minute, path, draw, host, https, search, wishKey(wish)];
  const page = await pages.cache.get(key.join('\n'), () =>
    fill(c, deps, pages, html, { companyId, path, draw, search, host, https, now, wish }),
  );
  if (!page) return null;
  // The checkout is part of every storefront page (client-side navigation), so each one allows
  // the providers; only this response carries them (server/http/security.ts).
  allowInCsp(c, page.csp);
  const response = preparedResponse(c, page.body, 200, {
    'Content-Type': 'text/html; charset=UTF-8',
    'Cache-Control': 'no-cache',
  });
  // The language follows these two request headers, so any cache between must keep them apart.
  response.headers.set('Vary', 'Accept-Encoding, Cookie, Accept-Language');
  return response;
}
