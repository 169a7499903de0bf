// Built storefront files and media. Hashed assets are immutable; the shell, the service worker and
// manifests must always be revalidated, or an update would never reach installed storefronts.
import { basename } from 'node:path';
import { Hono } from 'hono';
import { serveFile } from '../../http/static';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const MEDIA_CACHE = 'public, max-age=86400';
const PUBLIC_FILE_CACHE = 'public, max-age=3600';

export function cacheControlFor(path: string): string {
  const name = basename(path);
  if (
    name === 'index.html' ||
    name === 'sw.js' ||
    name.startsWith('manifest') ||
    name.endsWith('.webmanifest')
  )
    return 'no-cache';
  return PUBLIC_FILE_CACHE;
}

/** True for a last path segment with an extension: such paths are files, never redirected pages. */
export const looksLikeFile = (path: string): boolean =>
  /\.[A-Za-z0-9]+$/.test(path.slice(path.lastIndexOf('/') + 1));

const pathnameOf = (url: string): string => new URL(url).pathname;

/** {distDir}/ssr (server/pages/page-renderer.ts) and {distDir}/.vite (page-assets.ts). */
export const isServerOnly = (path: string): boolean =>
  path.startsWith('/ssr/') || path.startsWith('/.vite/');

/**
 * Files the server answers itself (server/routes/pages/index.ts): a copy left in an older
 * build must not answer for them.
 */
const GENERATED_FILES = new Set(['/robots.txt']);

export function fileRoutes(distDir: string | undefined, mediaDir: string): Hono {
  const app = new Hono();

  app.get('/media/*', async (c, next) => {
    const response = await serveFile(
      c,
      mediaDir,
      pathnameOf(c.req.url).slice('/media'.length),
      MEDIA_CACHE,
    );
    return response ?? next();
  });

  app.get('/assets/*', async (c, next) => {
    const response = distDir ? await serveFile(c, distDir, pathnameOf(c.req.url), IMMUTABLE) : null;
    return response ?? next();
  });

  // Public files copied by vite (favicon, sw.js, icons …). index.html is served filled, not raw;
  // the server's own build output (its page renderer, Vite's manifest) is never served.
  app.get('*', async (c, next) => {
    const path = pathnameOf(c.req.url);
    if (
      !distDir ||
      !looksLikeFile(path) ||
      path === '/index.html' ||
      isServerOnly(path) ||
      GENERATED_FILES.has(path)
    )
      return next();
    const response = await serveFile(c, distDir, path, cacheControlFor(path));
    return response ?? next();
  });

  return app;
}
