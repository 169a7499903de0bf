// What search engines may index (§1 "Outside production, pages are marked noindex, nofollow";
// issue [13/13]: staff, admin and private pages are noindex and disallowed). One list for the
// pages' robots meta, their X-Robots-Tag header and /robots.txt.
import { LOCALES } from '../../src/domain/constants';

/** The public storefront pages: the only ones a search engine may index, and only in production. */
export const INDEXABLE_PATHS: ReadonlySet<string> = new Set(['/', '/products', '/info']);

/**
 * Pages that are nobody's search result: the diner's own cart and order, the staff's board, the
 * owner's back office, the health page. The localized 404 pages are added by robotsTxt.
 */
export const PRIVATE_PATHS = ['/cart', '/tracking', '/kitchen', '/admin', '/health'] as const;

export const indexable = (path: string, production: boolean): boolean =>
  production && INDEXABLE_PATHS.has(path);

export const ROBOTS_META_INDEX = 'index, follow';
export const ROBOTS_META_NOINDEX = 'noindex, nofollow';

/**
 * Production: the private pages, the 404 pages, the API and the sockets are disallowed; the rest
 * (the storefront, /media, the link-preview images under /share) stays open, since X's and
 * Facebook's crawlers read robots.txt before fetching a preview image. Any other environment is
 * a staging or test site: nothing is crawled.
 */
export function robotsTxt(options: { production: boolean; apiBase: string }): string {
  if (!options.production) return 'User-agent: *\nDisallow: /\n';
  const disallowed = [
    `${options.apiBase}/`,
    ...PRIVATE_PATHS,
    ...LOCALES.map((locale) => `/${locale}/404`),
    '/ws',
  ];
  return ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`), ''].join('\n');
}
