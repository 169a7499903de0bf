// One error shape for the whole API: { message, errors? } (types.ts ApiError), so the storefront's
// ApiError can show a message whatever went wrong. Bad input is a 4xx; only real bugs become a 500.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiError } from '../../src/domain/types';

export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 422 | 429;

export class HttpError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly errors?: ApiError['errors'],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (what: string): HttpError => new HttpError(404, `${what} not found`);

export function errorResponse(c: Context, status: ContentfulStatusCode, body: ApiError): Response {
  return c.json(body, status);
}

/** Hono's onError: known errors keep their status; anything else is logged and answered generically. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof HttpError) {
    const body: ApiError = error.errors
      ? { message: error.message, errors: error.errors }
      : { message: error.message };
    return errorResponse(c, error.status, body);
  }
  console.error(`[ERROR] ${c.req.method} ${c.req.path}`, error);
  return errorResponse(c, 500, { message: 'Internal server error' });
}
