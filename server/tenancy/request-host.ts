// The host the visitor used. @hono/node-server builds the request URL from the Host header, and
// app.request() in tests takes a full URL, so the URL is the one source for both.
import type { Context } from 'hono';
import { isHttps } from '../http/security';

export function requestHost(c: Context): string {
  return new URL(c.req.url).host;
}

export function requestIsHttps(c: Context): boolean {
  return isHttps(c.req.url, c.req.header('x-forwarded-proto'));
}
