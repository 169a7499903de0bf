// Provider calls from a request: an unreachable provider is a 503 the storefront explains
// ('payment method unavailable', §8), a refusal a 422; neither message carries a secret.
import { HttpError } from '../http/errors';
import { paymentUnavailable } from './errors';
import type { ProviderKind } from './provider';
import { ProviderRefused, ProviderUnavailable } from './provider';

export async function callProvider<T>(kind: ProviderKind, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderUnavailable) {
      console.error(`[payments] ${error.message}`);
      throw paymentUnavailable(kind);
    }
    if (error instanceof ProviderRefused) {
      console.error(`[payments] ${error.message}`);
      throw new HttpError(422, 'payment_unavailable', `The ${kind} provider refused the payment`);
    }
    throw error;
  }
}
