// Pure URL building, kept apart from fetch so it can be unit-tested.
export type Query = Record<string, string | number | boolean | null | undefined>;

/** Joins the API base and a path; path segments are encoded by the callers via `segment`. */
export function buildUrl(base: string, path: string, query?: Query): string {
  const trimmedBase = base.endsWith('/') ? base.slice(0, -1) : base;
  const trimmedPath = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return `${trimmedBase}${trimmedPath}${search === '' ? '' : `?${search}`}`;
}

/** Encodes one path segment, so an id or host name can never add a path level. */
export function segment(value: string): string {
  return encodeURIComponent(value);
}
