// The kitchen's refusals, in the API's { message, errors? } shape. server/http/errors.ts stops at
// 422, and the kitchen needs 401 (no session), 403 (cross-site request), 409 (transition) and 429.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { handleError } from '../http/errors';

export class KitchenError extends Error {
  constructor(
    readonly status: 401 | 403 | 404 | 409 | 429,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'KitchenError';
  }
}

export const unauthorized = (message = 'Log in to the kitchen first'): KitchenError =>
  new KitchenError(401, message);

export const notFoundHere = (what: string): KitchenError =>
  new KitchenError(404, `${what} not found`);

export function kitchenErrorHandler(error: Error, c: Context): Response {
  if (!(error instanceof KitchenError)) return handleError(error, c);
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json({ message: error.message, ...error.extra }, error.status as ContentfulStatusCode);
}
