// Page requests: the storefront routes of §2.1 on a company host, the localized 404 pages, the
// demo index on the bare base host (a neutral page in production), and the "any other path redirects to /" rule (a known route
// with a trailing slash goes to that route instead). Also /robots.txt and the link-preview images
// (preview-images.ts). Pages no search engine may index say so in an X-Robots-Tag header too.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { listCompanies } from '../../db/repositories/companies';
import { renderBaseIndex } from '../../pages/base-index';
import { renderNeutralPage } from '../../pages/neutral-page';
import { renderNotFoundPage } from '../../pages/not-found-page';
import { ROBOTS_META_NOINDEX, indexable, robotsTxt } from '../../pages/robots';
import { pathLocale, visitorLocale } from '../../pages/visitor-locale';
import { requestHost, requestIsHttps } from '../../tenancy/request-host';
import { resolveTenant } from '../../tenancy/resolve';
import { tokenOrigin } from '../../tenancy/origin';
import type { RouteDeps } from '../deps';
import { looksLikeFile } from './files';
import { previewImageRoutes } from './preview-images';
import { renderStorefront } from './storefront';
import type { StorefrontPages } from './storefront';

export const STOREFRONT_PATHS = new Set([
  '/',
  '/products',
  '/cart',
  '/info',
  '/tracking',
  '/tab',
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
    'X-Robots-Tag': ROBOTS_META_NOINDEX,
  });
}

/** Navigation keeps the query string (§2.1), so the redirect to / does too. */
function redirectHome(c: Context): Response {
  return c.redirect(`/${new URL(c.req.url).search}`, 302);
}

/**
 * '/products/' (or '/products//') is '/products', permanently, with its query string. Only known
 * routes: a path such as '//elsewhere.example/' must never become a redirect off the site.
 */
function redirectWithoutSlash(c: Context, page: string): Response | null {
  const bare = page.replace(/\/+$/, '');
  if (bare === page || !STOREFRONT_PATHS.has(bare)) return null;
  return c.redirect(`${bare}${new URL(c.req.url).search}`, 301);
}

export function pageRoutes(deps: RouteDeps, pages: StorefrontPages): Hono {
  const app = new Hono();
  const apiPrefix = `${deps.env.API_BASE}/`;
  const production = deps.env.APP_ENV === 'production';
  const robots = robotsTxt({ apiBase: deps.env.API_BASE });

  app.get('/robots.txt', (c) => c.text(robots, 200, { 'Cache-Control': 'public, max-age=3600' }));
  app.route('/', previewImageRoutes(deps));

  // §2.7 in every locale (docs/decisions-parts/language.md), es-MX included. The locale is checked
  // here, not in the route's pattern: Hono's router captures 'es' from '/es-MX/404' when the
  // pattern lists both. Any other first segment goes on to the rules below (a redirect home).
  app.get('/:locale/404', async (c, next) => {
    const locale = pathLocale(c.req.param('locale'));
    if (!locale) return next();
    return notFoundPage(c, locale);
  });

  app.get('*', async (c) => {
    const path = new URL(c.req.url).pathname;
    // Never turn a missing file or API call into a page or a redirect.
    if (path.startsWith(apiPrefix) || path.startsWith('/assets/') || path.startsWith('/media/'))
      return c.notFound();
    const page = path === '/index.html' ? '/' : path;
    if (looksLikeFile(page)) return c.notFound();
    const tenant = await resolveTenant(deps.db, requestHost(c), deps.env.BASE_HOST);
    if (tenant.kind === 'unknown' || tenant.kind === 'disabled') return notFoundPage(c);
    if (!STOREFRONT_PATHS.has(page)) return redirectWithoutSlash(c, page) ?? redirectHome(c);
    if (tenant.kind === 'base') {
      if (page !== '/') return redirectHome(c);
      if (production) {
        const locale = visitorLocale(c.req.header('cookie'), c.req.header('accept-language'));
        return c.html(renderNeutralPage(locale), 200, {
          'Cache-Control': 'no-cache',
          'Content-Language': locale,
          Vary: 'Cookie, Accept-Language',
          'X-Robots-Tag': ROBOTS_META_NOINDEX,
        });
      }
      const ctx = {
        baseHost: deps.env.BASE_HOST,
        requestHost: requestHost(c),
        https: requestIsHttps(c),
        production,
      };
      const companies = await listCompanies(deps.db);
      const links = companies.map((co) => ({
        name: co.name,
        url: `${tokenOrigin(co.token, ctx)}/`,
        enabled: co.menu_enabled,
      }));
      return c.html(renderBaseIndex(links), 200, {
        'Cache-Control': 'no-cache',
        'X-Robots-Tag': ROBOTS_META_NOINDEX,
      });
    }
    // /index.html is what the service worker keeps as its offline shell: the head and boot data,
    // never a drawn page (offline, it may answer for any route).
    const draw = path !== '/index.html';
    const response = await renderStorefront(c, deps, pages, tenant.company.id, page, draw);
    if (!response) return notFoundPage(c);
    if (!indexable(page, production)) response.headers.set('X-Robots-Tag', ROBOTS_META_NOINDEX);
    return response;
  });

  return app;
}
