// The one place the geocoders do HTTP: a JSON request with a deadline and a size cap. Every
// failure (network, timeout, a non-2xx status, an answer too large, a body that is not JSON)
// becomes GeocoderUnavailable with a reason of our own words: never the URL (Google's Geocoding
// API carries key= in it), never the provider's error body, so neither can reach an answer or a
// log.
import { GeocoderUnavailable } from './geocoder';

/**
 * The largest answer read from a provider. Real ones are a few KB (eight suggestions, one place);
 * without a cap, response.json() held a misbehaving provider's 150 MB answer whole, and the
 * server's memory reached 1 GB. Past it the provider counts as unavailable.
 */
export const MAX_ANSWER_BYTES = 2 * 1024 * 1024;

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
  let body: string;
  try {
    body = await readCapped(response, MAX_ANSWER_BYTES);
  } catch (error) {
    if (error instanceof AnswerTooLarge)
      throw new GeocoderUnavailable(req.provider, 'answer too large');
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new GeocoderUnavailable(req.provider, timedOut ? 'timed out' : 'unreadable answer');
  }
  try {
    return { status: response.status, json: JSON.parse(body) as unknown };
  } catch {
    throw new GeocoderUnavailable(req.provider, 'unreadable answer');
  }
}

class AnswerTooLarge extends Error {}

/**
 * The body as text, read chunk by chunk and given up (the connection closed, nothing more read)
 * as soon as it passes `maxBytes`, or at once when its Content-Length says it will. A body sent
 * without a length is caught as it streams.
 */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const declared = response.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw new AnswerTooLarge();
  }
  const reader: ReadableStreamDefaultReader<Uint8Array> | undefined = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new AnswerTooLarge();
    }
    chunks.push(value);
  }
  // As response.json() reads it: UTF-8, a byte order mark dropped.
  return new TextDecoder().decode(Buffer.concat(chunks, size));
}

/** Small readers for untyped JSON, so adapters never index into `unknown` unchecked. */
export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
export const arrayOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const text = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
export const field = (v: unknown, key: string): unknown => (isRecord(v) ? v[key] : undefined);
