// What search engines may index (§1 "Outside production, pages are marked noindex, nofollow";
// issue [13/13]: staff, admin and private pages are noindex). One list for the pages' robots
// meta and their X-Robots-Tag header; /robots.txt lets crawlers read both.
/** The public storefront pages: the only ones a search engine may index, and only in production. */
export const INDEXABLE_PATHS: ReadonlySet<string> = new Set(['/', '/products', '/info']);

export const indexable = (path: string, production: boolean): boolean =>
  production && INDEXABLE_PATHS.has(path);

export const ROBOTS_META_INDEX = 'index, follow';
export const ROBOTS_META_NOINDEX = 'noindex, nofollow';

/**
 * Every page may be crawled, in every environment: a page that must stay out of search results
 * says so itself (its robots meta and X-Robots-Tag), and a crawler only reads that if robots.txt
 * lets it fetch the page (issue [16/21] item 22: the private pages, the 404s and, outside
 * production, every page were disallowed, so a link to one could still be listed, unread).
 * Only what is no page stays closed: the API and the sockets. The link-preview images (/share)
 * and /media stay open, since X's and Facebook's crawlers read robots.txt before fetching them.
 */
export function robotsTxt(options: { apiBase: string }): string {
  const disallowed = [`${options.apiBase}/`, '/ws'];
  return ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`), ''].join('\n');
}
