// The one place the geocoders do HTTP: a JSON request with a deadline. Every failure (network,
// timeout, a non-2xx status, a body that is not JSON) becomes GeocoderUnavailable with a reason
// of our own words: never the URL (Google's Geocoding API carries key= in it), never the
// provider's error body, so neither can reach an answer or a log.
import { GeocoderUnavailable } from './geocoder';

export interface UpstreamRequest {
  provider: string;
  url: URL;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  timeoutMs: number;
}

export interface UpstreamAnswer {
  status: number;
  json: unknown;
}

/**
 * Sends the request. 2xx and the statuses in `accept` are answered (a 404 for an unknown place is
 * an answer, not an outage); anything else throws GeocoderUnavailable.
 */
export async function requestJson(
  req: UpstreamRequest,
  accept: readonly number[] = [],
): Promise<UpstreamAnswer> {
  let response: Response;
  try {
    response = await fetch(req.url, {
      method: req.method ?? 'GET',
      headers: {
        Accept: 'application/json',
        ...(req.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...req.headers,
      },
      body: req.body === undefined ? undefined : JSON.stringify(req.body),
      signal: AbortSignal.timeout(req.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new GeocoderUnavailable(req.provider, timedOut ? 'timed out' : 'unreachable');
  }
  const ok = response.ok || accept.includes(response.status);
  if (!ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new GeocoderUnavailable(req.provider, `answered HTTP ${response.status}`);
  }
  try {
    return { status: response.status, json: await response.json() };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new GeocoderUnavailable(req.provider, timedOut ? 'timed out' : 'unreadable answer');
  }
}

/** Small readers for untyped JSON, so adapters never index into `unknown` unchecked. */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
export const arrayOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const text = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
export const field = (v: unknown, key: string): unknown => (isRecord(v) ? v[key] : undefined);
