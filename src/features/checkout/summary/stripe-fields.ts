// Stripe's Payment Element, as Stripe.js documents it (stripe.com/docs/js/element/payment_element,
// /payment_intents/confirm_payment): the diner's language, and what confirmPayment's answer means
// to the checkout. The element runs in Stripe's own frames; the card never reaches this page.
import type { PaymentIntentResult, StripeElementLocale } from '@stripe/stripe-js';
import type { FieldsOutcome } from './hosted-fields';

const LOCALES: Record<string, StripeElementLocale | undefined> = Object.assign(
  Object.create(null) as Record<string, StripeElementLocale | undefined>,
  {
    ar: 'ar',
    de: 'de',
    en: 'en',
    es: 'es',
    'es-MX': 'es-419',
    fr: 'fr',
    id: 'id',
    it: 'it',
    pt: 'pt-BR',
  } satisfies Record<string, StripeElementLocale>,
);

/** The element's language for the storefront's locale; Stripe picks one itself otherwise. */
export const stripeLocale = (locale: string): StripeElementLocale => LOCALES[locale] ?? 'auto';

/**
 * confirmPayment's answer, in the checkout's words. A validation error leaves the diner in the
 * form (the element shows which field); a card error is a refusal; any other error (network,
 * API) is an error whose outcome the server is asked about. A PaymentIntent that went back to
 * requires_payment_method was refused.
 */
export function stripeOutcome(
  result: Pick<PaymentIntentResult, 'error'> & { paymentIntent?: { status: string } },
): FieldsOutcome {
  if (result.error) {
    if (result.error.type === 'validation_error') return 'invalid';
    return result.error.type === 'card_error' ? 'failed' : 'error';
  }
  switch (result.paymentIntent?.status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
    case 'requires_capture':
    case 'requires_action':
      return 'pending';
    case 'requires_payment_method':
    case 'canceled':
      return 'failed';
    default:
      return 'error';
  }
}

/** Whether the intent carries what Stripe's element needs. */
export const isStripeIntent = (payment: { provider: string; client: Record<string, string> }) =>
  payment.provider === 'stripe' &&
  Boolean(payment.client.publishable_key) &&
  Boolean(payment.client.client_secret);
