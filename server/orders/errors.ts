// The order service's refusals: HttpErrors (server/http/errors.ts) with the status each kind of
// refusal takes: 409 when the store's state refuses the order, 422 when the request asks for
// something the store does not offer, 404 for what does not exist here.
import type { ErrorCode } from '../../src/domain/error-codes';
import { HttpError, notFound } from '../http/errors';
import type { ErrorExtras } from '../http/errors';

export const conflict = (code: ErrorCode, message: string, extras?: ErrorExtras): HttpError =>
  new HttpError(409, code, message, extras);

export const unprocessable = (code: ErrorCode, message: string, extras?: ErrorExtras): HttpError =>
  new HttpError(422, code, message, extras);

export const missing = (what: 'Company' | 'Order' | 'Client'): HttpError => notFound(what);

/** One field's messages, the `errors` of the refusal. */
export const field = (name: string, ...messages: string[]): ErrorExtras => ({
  errors: { [name]: messages },
});

/** The order waits for its online payment's outcome: nothing about it may change meanwhile. */
export const paymentInProgress = (): HttpError =>
  conflict('payment_in_progress', 'A payment for this order is already in progress');
