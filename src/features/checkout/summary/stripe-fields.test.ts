// What Stripe's confirmPayment answers mean to the checkout, and the element's language.
import { describe, expect, it } from 'vitest';
import { isStripeIntent, stripeLocale, stripeOutcome } from './stripe-fields';

const error = (type: string) => ({ error: { type } as never });

describe('confirmPayment answers', () => {
  it('keeps the diner in the form on a validation error', () => {
    expect(stripeOutcome(error('validation_error'))).toBe('invalid');
  });

  it('reads a card error as a refusal and any other error as unknown', () => {
    expect(stripeOutcome(error('card_error'))).toBe('failed');
    expect(stripeOutcome(error('api_connection_error'))).toBe('error');
    expect(stripeOutcome(error('invalid_request_error'))).toBe('error');
  });

  it.each([
    ['succeeded', 'succeeded'],
    ['processing', 'pending'],
    ['requires_capture', 'pending'],
    ['requires_action', 'pending'],
    ['requires_payment_method', 'failed'],
    ['canceled', 'failed'],
    ['requires_confirmation', 'error'],
  ])('a PaymentIntent %s is %s', (status, outcome) => {
    expect(stripeOutcome({ paymentIntent: { status } })).toBe(outcome);
  });
});

describe('the element', () => {
  it('speaks every storefront locale, Mexican Spanish as Latin American', () => {
    expect(stripeLocale('es-MX')).toBe('es-419');
    expect(stripeLocale('pt')).toBe('pt-BR');
    expect(stripeLocale('ar')).toBe('ar');
    expect(stripeLocale('xx')).toBe('auto');
    expect(stripeLocale('constructor')).toBe('auto');
  });

  it('needs a Stripe intent with its publishable key and client secret', () => {
    const client = { publishable_key: 'pk_test_1', client_secret: 'pi_1_secret_2' };
    expect(isStripeIntent({ provider: 'stripe', client })).toBe(true);
    expect(isStripeIntent({ provider: 'stripe', client: { client_secret: 'x' } })).toBe(false);
    expect(isStripeIntent({ provider: 'sandbox', client })).toBe(false);
  });
});
