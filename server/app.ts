// Builds the whole HTTP app without opening a port, so tests call app.request() or serve it on
// 127.0.0.1:0 (DESIGN.md layout). server/index.ts is the only place that listens.
import { resolve } from 'node:path';
import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import { PostgresAdapter } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import type { Env } from './env';
import { limitBodies } from './http/body-limit';
import { isMenuImportPath } from './admin/menu-io/format';
import { MULTIPART_SLACK_BYTES, isImageUploadPath } from './admin/product-images';
import { identifyVisitor } from './http/client-address';
import { NO_PROXY, parseTrustProxy } from './http/proxy-trust';
import { limitPublicWrites } from './http/rate-limit/public-writes';
import { handleError } from './http/errors';
import { securityHeaders } from './http/security';
import { PageAssetsReader } from './pages/page-assets';
import { PageRenderer } from './pages/page-renderer';
import { ShellTemplate } from './pages/template';
import { clientRoutes } from './routes/clients/index';
import { companyRoutes } from './routes/companies/index';
import type { RouteDeps } from './routes/deps';
import { manifestRoutes } from './routes/manifest/index';
import { notificationRoutes } from './routes/notifications/index';
import { orderRoutes } from './routes/orders/index';
import { guardTabs } from './routes/tabs/guard';
import { tabPublicRoutes } from './routes/tabs/public';
import { tabSettingsPublicRoutes } from './routes/tabs/settings';
import { createGeocoder } from './geo/create-geocoder';
import type { Geocoder } from './geo/geocoder';
import { tileOrigins } from './geo/map-config';
import { geoRoutes } from './routes/geo/index';
import { fileRoutes } from './routes/pages/files';
import { pageRoutes } from './routes/pages/index';
import { storefrontPages } from './routes/pages/storefront';
import { paymentRoutes } from './routes/payments/index';
import { CatalogCache } from './routes/products/catalog-cache';
import { productRoutes } from './routes/products/index';
import { reportRoutes } from './routes/reports/index';
import { kitchenRoutes } from './routes/kitchen/index';
import { adminRoutes } from './routes/admin/index';
import { createRealtime } from './realtime/realtime';
import type { Realtime } from './realtime/realtime';
import type { PaymentDeps } from './payments/deps';
import { createPaymentDeps } from './payments/index';
import { sandboxHost } from './payments/sandbox/routes';

export interface BuildAppOptions {
  db: Kysely<Database>;
  env: Env;
  /** The shell template; when absent, {distDir}/index.html is used. */
  indexHtml?: string;
  /** The built storefront (vite's outDir). */
  distDir?: string;
  /** Served at /media; defaults to {DATA_DIR}/media. */
  mediaDir?: string;
  /** Defaults to what the Kysely adapter says. */
  dialect?: 'sqlite' | 'postgres';
  /**
   * Order events, sockets and the rate limits (server/realtime). When absent an
   * in-process one is made; a Redis-backed one must be created, attached and closed by the caller.
   */
  realtime?: Realtime;
  /** Address search and reverse geocoding (server/geo); made from the env when absent. */
  geocoder?: Geocoder;
  /** The payment service (server/payments); made when absent, its webhooks sent to this app. */
  payments?: PaymentDeps;
}

export function buildApp(options: BuildAppOptions): Hono {
  const { db, env } = options;
  // The sandbox provider delivers its signed webhooks to this very app, as a real provider would
  // over the internet; `app` exists by the time any webhook is sent.
  const dispatch = (request: Request): Promise<Response> => Promise.resolve(app.fetch(request));
  const payments = options.payments ?? createPaymentDeps({ db, env, dispatch });
  const deps: RouteDeps = {
    payments,
    db,
    env,
    dialect:
      options.dialect ??
      (db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'),
    catalogs: new CatalogCache(db),
    mediaDir: resolve(options.mediaDir ?? resolve(env.DATA_DIR, 'media')),
  };
  // A test's inline template has no built renderer next to it: its pages are drawn by the browser.
  const renderDir = options.indexHtml === undefined ? options.distDir : undefined;
  const pages = storefrontPages(
    new ShellTemplate(options.indexHtml, options.distDir),
    new PageRenderer(renderDir),
    new PageAssetsReader(renderDir),
  );

  // Without a caller's realtime the limits are this app's own, in memory, from its env.
  const realtime = options.realtime ?? createRealtime({ ...env, REDIS_URL: undefined });

  const api = new Hono();
  // API answers are per-tenant and change at any time: revalidate unless a route says otherwise.
  api.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-cache');
  });
  limitPublicWrites(api, realtime.limits, db);
  guardTabs(api, db, realtime.limits);
  api.route('/ms-companies', companyRoutes(deps));
  api.route('/ms-products', productRoutes(deps.catalogs));
  api.route('/ms-orders', orderRoutes(deps));
  api.route('/ms-orders', tabPublicRoutes(deps, realtime.bus, realtime.deviceKey));
  api.route('/ms-orders', tabSettingsPublicRoutes(deps));
  api.route('/ms-clients', clientRoutes(deps, realtime.bus));
  api.route('/ms-payments', paymentRoutes(deps, deps.payments, realtime.limits));
  api.route('/ms-reports', reportRoutes(deps, realtime.deviceKey));
  api.route('/ms-notifications', notificationRoutes(deps));
  api.route('/ms-geo', geoRoutes(deps, realtime.limits, options.geocoder ?? createGeocoder(env)));
  api.route('/kitchen', kitchenRoutes(deps, realtime));
  api.route('/admin', adminRoutes(deps, realtime));

  const app = new Hono();
  // First: everything after it (HSTS, limits, cookies) asks it who the visitor is.
  app.use('*', identifyVisitor(parseTrustProxy(env.TRUST_PROXY) ?? NO_PROXY));
  // The sandbox's hosted card fields answer on their own origin, with their own headers.
  app.use('*', sandboxHost(deps, deps.payments));
  app.use('*', securityHeaders(tileOrigins(env)));
  // Image uploads (products, the landing's logo and background) and menu imports carry a file:
  // each has its own larger limit (server/admin/product-images.ts, server/admin/menu-io). Every
  // other body keeps the 64 KB one.
  const bodies = limitBodies();
  const uploads = limitBodies(env.IMAGE_UPLOAD_MAX_BYTES + MULTIPART_SLACK_BYTES);
  const imports = limitBodies(env.MENU_IMPORT_MAX_BYTES);
  const limitByRoute: MiddlewareHandler = (c, next) => {
    const { method, path } = c.req;
    if (isImageUploadPath(method, path, env.API_BASE)) return uploads(c, next);
    if (isMenuImportPath(method, path, env.API_BASE)) return imports(c, next);
    return bodies(c, next);
  };
  app.use('*', limitByRoute);
  app.onError(handleError);
  app.notFound((c) => {
    const path = new URL(c.req.url).pathname;
    if (path === env.API_BASE || path.startsWith(`${env.API_BASE}/`))
      return c.json({ message: 'Not found', code: 'not_found' }, 404);
    return c.text('Not found', 404, { 'Cache-Control': 'no-cache' });
  });
  app.route(env.API_BASE, api);
  realtime.mount(app, deps);
  app.route('/', manifestRoutes(deps));
  app.route('/', fileRoutes(options.distDir, deps.mediaDir));
  app.route('/', pageRoutes(deps, pages));
  return app;
}
