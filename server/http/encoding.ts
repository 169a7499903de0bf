// Accept-Encoding negotiation for bytes we compressed ahead of time (build assets, catalogues).
export type Encoding = 'br' | 'gzip';

/** q-values per coding; a coding absent from the header is not acceptable, '*' covers the rest. */
function qualities(header: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    out.set(name, Number.isFinite(value) ? value : 0);
  }
  return out;
}

/** The best of the available encodings the client accepts, preferring br over gzip; null means identity. */
export function pickEncoding(
  header: string | undefined,
  available: readonly Encoding[] = ['br', 'gzip'],
): Encoding | null {
  if (!header) return null;
  const q = qualities(header);
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const encoding of available) {
    const value = q.get(encoding) ?? q.get('*') ?? 0;
    if (value > bestQ) {
      best = encoding;
      bestQ = value;
    }
  }
  return best;
}

/** If-None-Match matches when any listed tag is equal, ignoring weakness (RFC 9110 weak comparison). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const strip = (tag: string): string => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => strip(tag) === strip(etag));
}
