// Page requests: the storefront routes of §2.1 on a company host, the localized 404 pages, the
// demo index on the bare base host, and the "any other path redirects to /" rule.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { NOT_FOUND_LOCALES } from '../../../src/domain/constants';
import { listCompanies } from '../../db/repositories/companies';
import { renderBaseIndex } from '../../pages/base-index';
import { renderNotFoundPage } from '../../pages/not-found-page';
import { asNotFoundLocale, visitorLocale } from '../../pages/visitor-locale';
import { requestHost, requestIsHttps } from '../../tenancy/request-host';
import { resolveTenant } from '../../tenancy/resolve';
import { tokenOrigin } from '../../tenancy/origin';
import type { RouteDeps } from '../deps';
import { looksLikeFile } from './files';
import { renderStorefront } from './storefront';
import type { StorefrontPages } from './storefront';

export const STOREFRONT_PATHS = new Set([
  '/',
  '/products',
  '/cart',
  '/info',
  '/tracking',
  '/health',
  '/kitchen',
  '/admin',
]);

function notFoundPage(
  c: Context,
  locale = visitorLocale(c.req.header('cookie'), c.req.header('accept-language')),
): Response {
  return c.html(renderNotFoundPage(locale), 404, {
    'Cache-Control': 'no-cache',
    'Content-Language': locale,
  });
}

/** Navigation keeps the query string (§2.1), so the redirect to / does too. */
function redirectHome(c: Context): Response {
  return c.redirect(`/${new URL(c.req.url).search}`, 302);
}

export function pageRoutes(deps: RouteDeps, pages: StorefrontPages): Hono {
  const app = new Hono();
  const apiPrefix = `${deps.env.API_BASE}/`;

  app.get(`/:locale{${NOT_FOUND_LOCALES.join('|')}}/404`, (c) =>
    notFoundPage(c, asNotFoundLocale(c.req.param('locale')) ?? 'en'),
  );

  app.get('*', async (c) => {
    const path = new URL(c.req.url).pathname;
    // Never turn a missing file or API call into a page or a redirect.
    if (path.startsWith(apiPrefix) || path.startsWith('/assets/') || path.startsWith('/media/'))
      return c.notFound();
    const page = path === '/index.html' ? '/' : path;
    if (looksLikeFile(page)) return c.notFound();
    const tenant = await resolveTenant(deps.db, requestHost(c), deps.env.BASE_HOST);
    if (tenant.kind === 'unknown' || tenant.kind === 'disabled') return notFoundPage(c);
    if (!STOREFRONT_PATHS.has(page)) return redirectHome(c);
    if (tenant.kind === 'base') {
      if (page !== '/') return redirectHome(c);
      const ctx = {
        baseHost: deps.env.BASE_HOST,
        requestHost: requestHost(c),
        https: requestIsHttps(c),
      };
      const companies = await listCompanies(deps.db);
      const links = companies.map((co) => ({
        name: co.name,
        url: `${tokenOrigin(co.token, ctx)}/`,
        enabled: co.menu_enabled,
      }));
      return c.html(renderBaseIndex(links), 200, { 'Cache-Control': 'no-cache' });
    }
    // /index.html is what the service worker keeps as its offline shell: the head and boot data,
    // never a drawn page (offline, it may answer for any route).
    const draw = path !== '/index.html';
    return (
      (await renderStorefront(c, deps, pages, tenant.company.id, page, draw)) ?? notFoundPage(c)
    );
  });

  return app;
}
