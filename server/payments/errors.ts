// The payment service's refusals, in the API's one error shape (server/http/errors.ts).
import { HttpError } from '../http/errors';
import type { ProviderKind } from './provider';

export const paymentUnavailable = (provider: ProviderKind): HttpError =>
  new HttpError(503, 'payment_unavailable', `The ${provider} payment provider is unavailable`);

export const paymentNotFound = (): HttpError =>
  new HttpError(404, 'payment_not_found', 'Payment not found');

export const amountChanged = (): HttpError =>
  new HttpError(
    409,
    'payment_amount_changed',
    'The order total changed since this payment was prepared: prepare it again',
  );

export const notOnline = (): HttpError =>
  new HttpError(422, 'payment_not_online', 'This payment method is not an online method', {
    errors: { payment_method_id: ['not an online method'] },
  });
