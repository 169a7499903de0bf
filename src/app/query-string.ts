// Pure query-string helpers for navigation.

/** Appends the current search to a path; a path's own query wins on duplicate keys. */
export function withQuery(path: string, search: string): string {
  const current = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const [pathname = '/', own = ''] = path.split('?', 2);
  const merged = new URLSearchParams(own);
  for (const [key, value] of current) if (!merged.has(key)) merged.append(key, value);
  const query = merged.toString();
  return query === '' ? pathname : `${pathname}?${query}`;
}

/** Removes one parameter (e.g. `product` after a modal closes, or `open_modal`). */
export function withoutParam(search: string, name: string): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  params.delete(name);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
