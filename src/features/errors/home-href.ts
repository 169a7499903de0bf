// The home link keeps the query string (§2.1), so a QR visitor stays on their table.
import { withQuery } from '../../app/query-string';

export function homeHref(): string {
  return typeof location === 'undefined' ? '/' : withQuery('/', location.search);
}
