// One error shape for the whole API: { message, code, errors?, params?, items? } (types.ts
// ApiError). `code` is the stable contract the storefront localizes (src/domain/error-codes.ts);
// the message is English for logs and API users. Bad input is a 4xx; only real bugs become a 500.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode, ErrorParams, StockShortage } from '../../src/domain/error-codes';
import type { ApiError } from '../../src/domain/types';

export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 503;

export interface ErrorExtras {
  errors?: Record<string, string[]>;
  params?: ErrorParams;
  items?: StockShortage[];
}

export class HttpError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: ErrorCode,
    message: string,
    readonly extras: ErrorExtras = {},
    /** Response headers the refusal needs (Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  body(): ApiError {
    return { message: this.message, code: this.code, ...this.extras };
  }
}

const NOT_FOUND_CODES: Record<string, ErrorCode> = {
  Company: 'company_not_found',
  Order: 'order_not_found',
  Client: 'client_not_found',
};

export const notFound = (what: string): HttpError =>
  new HttpError(404, NOT_FOUND_CODES[what] ?? 'not_found', `${what} not found`);

export function errorResponse(c: Context, status: ContentfulStatusCode, body: ApiError): Response {
  return c.json(body, status);
}

/** Hono's onError: known errors keep their status; anything else is logged and answered generically. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof HttpError)
    return c.json(error.body(), error.status as ContentfulStatusCode, error.headers);
  console.error(`[ERROR] ${c.req.method} ${c.req.path}`, error);
  return errorResponse(c, 500, { message: 'Internal server error' });
}
