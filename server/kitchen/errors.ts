// The kitchen's refusals, in the API's { message, code, … } shape, plus what the kitchen adds:
// extra fields (the allowed transitions) and headers (Retry-After on 429).
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../src/domain/error-codes';
import { handleError } from '../http/errors';

export class KitchenError extends Error {
  constructor(
    readonly status: 401 | 403 | 404 | 409 | 429,
    readonly code: ErrorCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'KitchenError';
  }
}

export const unauthorized = (
  message = 'Log in to the kitchen first',
  code: ErrorCode = 'unauthorized',
): KitchenError => new KitchenError(401, code, message);

export const notFoundHere = (what: string): KitchenError =>
  new KitchenError(404, what === 'Order' ? 'order_not_found' : 'not_found', `${what} not found`);

export function kitchenErrorHandler(error: Error, c: Context): Response {
  if (!(error instanceof KitchenError)) return handleError(error, c);
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  return c.json(
    { message: error.message, code: error.code, ...error.extra },
    error.status as ContentfulStatusCode,
  );
}
