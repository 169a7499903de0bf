// The host the visitor used. @hono/node-server builds the request URL from the Host header, and
// app.request() in tests takes a full URL, so the URL is the one source for both.
import type { Context } from 'hono';
import { visitorOf } from '../http/client-address';

export function requestHost(c: Context): string {
  return new URL(c.req.url).host;
}

/** Whether the visitor came over TLS (client-address.ts decides, TRUST_PROXY included). */
export function requestIsHttps(c: Context): boolean {
  return visitorOf(c).https;
}
