// Renders a storefront route for a resolved company: the shell with its server-filled head, boot
// data and, for the landing, /products and /info, the page itself (issue [12/13]): the first HTML
// carries the content, its CSS inline, and the browser hydrates it. Filled pages are cached per
// company, catalogue version and minute (server/pages/html-cache.ts), each encoding made once.
// A storefront page (not the kitchen's) also allows its company's active payment providers'
// origins in its own CSP (provider-csp.ts).
import type { Context } from 'hono';
import { findProductBySlug } from '../../../src/domain/catalogue-view';
import type { BootData } from '../../../src/app/boot-data';
import { themeVariables } from '../../../src/app/theme-vars';
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
import { fillShell } from '../../pages/shell';
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

/** The company's theme colours and fonts on :root, so the first paint already wears them. */
function themeStyle(settings: BootData['settings'] | null): string {
  const { vars } = themeVariables(settings);
  const body = Object.entries(vars)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')
    .replace(/</g, '\\3c ');
  return `<style id="comanda-theme">:root{${body}}</style>`;
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
  });
  const categories = catalog?.categories ?? [];
  const params = new URLSearchParams(input.search);
  const slug = path === '/products' ? params.get('product') : null;
  const product = slug ? (findProductBySlug(categories, slug) ?? null) : null;
  const { lang, dir } = companyLocale(company);
  // Without settings the browser's start-up fetches them (boot.ts ignores a block without them).
  const boot: BootData | null = settings ? { companyId: company.id, company, settings } : null;
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
    }),
    themeStyle(settings),
    companyFontHeadTags(settings, lang),
    ...(root ? [lcpImagePreload(path, categories, settings) ?? ''] : []),
    ...(assets ? [assetTags(assets)] : []),
  ]
    .filter(Boolean)
    .join('\n');
  const template = assets ? withoutInlinedLinks(shell, assets.cssFiles) : shell;
  const filled = fillShell(template, {
    lang,
    dir,
    head,
    boot: boot ?? { companyId: company.id, company, settings },
    root,
  });
  return {
    body: new PreparedBody(filled),
    csp: providerSources(providers, sandboxOrigin(c, deps.env)),
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
  const key = [companyId, catalog.version, minute, path, draw, host, https, search].join('\n');
  const page = await pages.cache.get(key, () =>
    fill(c, deps, pages, html, { companyId, path, draw, search, host, https, now }),
  );
  if (!page) return null;
  // The checkout is part of every storefront page (client-side navigation), so each one allows
  // the providers; only this response carries them (server/http/security.ts).
  allowInCsp(c, page.csp);
  return preparedResponse(c, page.body, 200, {
    'Content-Type': 'text/html; charset=UTF-8',
    'Cache-Control': 'no-cache',
  });
}
