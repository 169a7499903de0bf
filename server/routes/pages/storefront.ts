// Renders a storefront route for a resolved company: the shell with its server-filled head and boot data.
// A storefront page (not the kitchen's) also allows its company's active payment providers'
// origins in its own CSP (provider-csp.ts).
import type { Context } from 'hono';
import { productSlug } from '../../../src/domain/formatting';
import type { Category, Product } from '../../../src/domain/types';
import { getCompany } from '../../db/repositories/companies';
import { getEcommerceSettings } from '../../db/repositories/ecommerce';
import { listPaymentProviders } from '../../db/repositories/payment-providers';
import { compressedBody } from '../../http/compress-body';
import { allowInCsp } from '../../http/security';
import { companyLocale } from '../../pages/company-locale';
import { renderHead } from '../../pages/head';
import { fillShell } from '../../pages/shell';
import type { ShellTemplate } from '../../pages/template';
import { storefrontOrigin } from '../../tenancy/origin';
import { requestHost, requestIsHttps } from '../../tenancy/request-host';
import type { RouteDeps } from '../deps';
import { sandboxOrigin } from '../payments/index';
import { providerSources } from './provider-csp';

/** The staff's board and the owner's back office take no payment: they keep the base policy. */
const PAGES_WITHOUT_PAYMENTS = new Set(['/kitchen', '/admin']);

export function findProductBySlug(categories: Category[], slug: string): Product | null {
  for (const category of categories) {
    const found = category.products.find((p) => productSlug(p.name, p.id) === slug);
    if (found) return found;
  }
  return null;
}

export async function renderStorefront(
  c: Context,
  deps: RouteDeps,
  template: ShellTemplate,
  companyId: string,
  path: string,
): Promise<Response | null> {
  const [html, company, settings, catalog, providers] = await Promise.all([
    template.get(),
    getCompany(deps.db, companyId),
    getEcommerceSettings(deps.db, companyId),
    deps.catalogs.get(companyId),
    PAGES_WITHOUT_PAYMENTS.has(path) ? [] : listPaymentProviders(deps.db, companyId),
  ]);
  if (!company) return null;
  if (html === null) {
    return c.text('The storefront has not been built yet: run `npm run build`.', 503, {
      'Cache-Control': 'no-store',
    });
  }
  const categories = catalog?.categories ?? [];
  const slug = path === '/products' ? c.req.query('product') : undefined;
  const product = slug ? findProductBySlug(categories, slug) : null;
  const origin = storefrontOrigin(company, {
    baseHost: deps.env.BASE_HOST,
    requestHost: requestHost(c),
    https: requestIsHttps(c),
  });
  const head = renderHead({
    company,
    settings,
    categories,
    path,
    product,
    origin,
    production: deps.env.APP_ENV === 'production',
  });
  const { lang, dir } = companyLocale(company);
  const body = fillShell(html, {
    lang,
    dir,
    head,
    boot: { companyId: company.id, company, settings },
  });
  // The checkout is part of every storefront page (client-side navigation), so each one allows
  // the providers; only this response carries them (server/http/security.ts).
  allowInCsp(c, providerSources(providers, sandboxOrigin(c, deps.env)));
  return compressedBody(c, body, 200, {
    'Content-Type': 'text/html; charset=UTF-8',
    'Cache-Control': 'no-cache',
  });
}
