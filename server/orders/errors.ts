// The order service's refusals. server/http/errors.ts's HttpError stops at 422 and has no 409,
// which order taking needs (stock, limits, closed store), so the service throws these and the
// routes answer them with the same { message, errors? } shape (see orderErrorHandler).
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiError } from '../../src/domain/types';
import { handleError } from '../http/errors';

export type ServiceStatus = 400 | 404 | 409 | 422;

export class ServiceError extends Error {
  constructor(
    readonly status: ServiceStatus,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ServiceError';
  }

  body(): ApiError {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

export const conflict = (message: string, errors?: Record<string, string[]>): ServiceError =>
  new ServiceError(409, message, errors);

export const unprocessable = (message: string, errors?: Record<string, string[]>): ServiceError =>
  new ServiceError(422, message, errors);

export const missing = (what: string): ServiceError => new ServiceError(404, `${what} not found`);

/** Hono onError for the route modules that call the order service. */
export function orderErrorHandler(error: Error, c: Context): Response {
  if (error instanceof ServiceError)
    return c.json(error.body(), error.status as ContentfulStatusCode);
  return handleError(error, c);
}
