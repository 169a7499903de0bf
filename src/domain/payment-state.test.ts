import { describe, expect, it } from 'vitest';
import {
  coversBill,
  isEditableDraft,
  paidItsOrder,
  methodKindOf,
  paidAfterOrdering,
  orderPaymentStatus,
  paymentTransition,
  type PaymentState,
  type ReportedState,
} from './payment-state';

describe('paymentTransition (issue [10/13]: payment and order never disagree)', () => {
  it.each<[PaymentState, boolean, ReportedState, PaymentState | null, string]>([
    // the happy paths
    ['pending', true, 'succeeded', 'succeeded', 'confirm'],
    ['pending', true, 'requires_action', 'requires_action', 'none'],
    ['requires_action', true, 'processing', 'processing', 'none'],
    ['processing', true, 'succeeded', 'succeeded', 'confirm'],
    // failures give back what placement took, once
    ['pending', true, 'failed', 'failed', 'release'],
    ['requires_action', true, 'canceled', 'canceled', 'release'],
    ['pending', true, 'expired', 'expired', 'release'],
    // an intent nobody started holds nothing
    ['created', false, 'failed', 'failed', 'none'],
    ['created', false, 'canceled', 'canceled', 'none'],
    ['created', false, 'expired', 'expired', 'none'],
    // an unstarted intent is 'pending' at its provider: the job's status check records nothing
    ['created', false, 'pending', null, 'none'],
    // paid without a start (the browser never told us): the order must be placed now
    ['created', false, 'succeeded', 'succeeded', 'late_success'],
    // repeated and stale reports change nothing
    ['succeeded', true, 'succeeded', null, 'none'],
    ['succeeded', true, 'processing', null, 'none'],
    ['succeeded', true, 'failed', null, 'none'],
    ['processing', true, 'pending', null, 'none'],
    ['failed', true, 'failed', null, 'none'],
    ['failed', true, 'pending', null, 'none'],
    ['expired', true, 'canceled', null, 'none'],
    // money after we gave up is never dropped
    ['expired', true, 'succeeded', 'succeeded', 'late_success'],
    ['failed', true, 'succeeded', 'succeeded', 'late_success'],
    ['canceled', false, 'succeeded', 'succeeded', 'late_success'],
  ])('%s (started %s) + %s → %s, %s', (current, started, reported, next, effect) => {
    expect(paymentTransition(current, started, reported)).toEqual({ next, effect });
  });
});

describe('coversBill (issue [14/21]: paid only by money equal to the bill)', () => {
  const bill = { amount: 4396, currency: 'USD' };
  it.each<[string, { amount: number; currency: string }, boolean]>([
    ['the bill exactly', { amount: 4396, currency: 'USD' }, true],
    ['the bill, currency in lower case', { amount: 4396, currency: 'usd' }, true],
    ['less (a coupon applied after the intent)', { amount: 2638, currency: 'USD' }, false],
    ['more (not a tip: it goes back too)', { amount: 504836, currency: 'USD' }, false],
    ['one cent', { amount: 1, currency: 'USD' }, false],
    ['another currency', { amount: 4396, currency: 'BRL' }, false],
    ['not a whole number of cents', { amount: 4396.5, currency: 'USD' }, false],
  ])('%s', (_label, received, expected) => {
    expect(coversBill(received, bill)).toBe(expected);
  });

  it('a payment pays its order only while none of its money goes back', () => {
    expect(paidItsOrder({ state: 'succeeded', refund_reason: null })).toBe(true);
    expect(paidItsOrder({ state: 'succeeded', refund_reason: 'amount_mismatch' })).toBe(false);
    expect(paidItsOrder({ state: 'succeeded', refund_reason: 'order_cancelled' })).toBe(false);
    expect(paidItsOrder({ state: 'pending', refund_reason: null })).toBe(false);
  });
});

describe('orderPaymentStatus (§4.2)', () => {
  it.each<[PaymentState, string | null]>([
    ['created', null],
    ['pending', 'payment_requested'],
    ['requires_action', 'payment_requested'],
    ['processing', 'payment_requested'],
    ['succeeded', 'paid'],
    ['failed', 'failed'],
    ['canceled', 'failed'],
    ['expired', 'failed'],
  ])('%s → %s', (state, status) => {
    expect(orderPaymentStatus(state)).toBe(status);
  });
});

describe('isEditableDraft', () => {
  it('a draft, or a draft whose payment failed, may change; a waiting or placed one may not', () => {
    expect(isEditableDraft('INITIATED', null)).toBe(true);
    expect(isEditableDraft('INITIATED', 'failed')).toBe(true);
    expect(isEditableDraft('INITIATED', 'payment_requested')).toBe(false);
    expect(isEditableDraft('PENDING', null)).toBe(false);
    expect(isEditableDraft('PENDING', 'paid')).toBe(false);
  });
});

describe('methodKindOf and paidAfterOrdering', () => {
  it('reads pix and wallet by code, and any other online method as a card', () => {
    expect(methodKindOf({ code: 'pix' })).toBe('pix');
    expect(methodKindOf({ code: ' PIX ' })).toBe('pix');
    expect(methodKindOf({ code: 'wallet' })).toBe('wallet');
    expect(methodKindOf({ code: 'card' })).toBe('card');
    expect(methodKindOf({ code: 'stripe_card' })).toBe('card');
    expect(methodKindOf({ code: 'toString' })).toBe('card');
  });

  it('pays a Pix after ordering, from its code, and cards and wallets in a form first', () => {
    expect(paidAfterOrdering({ code: 'pix' })).toBe(true);
    expect(paidAfterOrdering({ code: 'card' })).toBe(false);
    expect(paidAfterOrdering({ code: 'wallet' })).toBe(false);
  });
});
