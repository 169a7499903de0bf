// The settings section's tab in the URL (?section=settings&tab=hours), pure and tested: an unknown
// or missing tab is the first one, so a reload or a shared link keeps the tab.

/** The tab a search string names, among `ids`; the first id when it names none of them. */
export function tabOf(search: string, ids: readonly string[]): string | undefined {
  const value = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search).get('tab');
  return value !== null && ids.includes(value) ? value : ids[0];
}

export function tabHref(id: string): string {
  return `/admin?section=settings&tab=${encodeURIComponent(id)}`;
}
