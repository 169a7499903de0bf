// The tracking page's payment panel: which payment counts, and what each state shows.
import { describe, expect, it } from 'vitest';
import type { OnlinePayment, PaymentState } from '../../domain/payment-state';
import type { Order } from '../../domain/types';
import { currentPayment, minutesLeft, panelWaits, paymentPanel } from './payment-panel';

const payment = (over: Partial<OnlinePayment> = {}): OnlinePayment => ({
  id: 'pay-1',
  reference_id: 'order-1',
  provider: 'sandbox',
  method: 'card',
  payment_method_id: 'card-1',
  amount: 1250,
  currency: 'USD',
  state: 'pending',
  client: {},
  refund_state: null,
  refund_reason: null,
  expires_at: null,
  ...over,
});

const order = (methodId: string | null) =>
  ({
    meta_data: methodId
      ? {
          assigned_payment: {
            payment_method_id: methodId,
            payment_method_code: 'card',
            payment_method_description: null,
            payment_method_payment_code: null,
            fee_amount: 0,
            bill_amount: 1250,
          },
        }
      : {},
  }) as Pick<Order, 'meta_data'>;

describe('the payment for the order', () => {
  it('is the newest one for the chosen method', () => {
    const list = [
      payment({ id: 'new-cash-intent', payment_method_id: 'wallet-1' }),
      payment({ id: 'card-newest' }),
      payment({ id: 'card-older', state: 'failed' }),
    ];
    expect(currentPayment(order('card-1'), list)?.id).toBe('card-newest');
  });

  it('is none without a chosen method or a payment for it', () => {
    expect(currentPayment(order(null), [payment()])).toBeNull();
    expect(currentPayment(order('pix-1'), [payment()])).toBeNull();
  });
});

describe('the payment panel', () => {
  it.each<[PaymentState, string]>([
    ['created', 'none'],
    ['pending', 'confirming'],
    ['requires_action', 'confirming'],
    ['processing', 'confirming'],
    ['succeeded', 'paid'],
    ['failed', 'failed'],
    ['canceled', 'failed'],
    ['expired', 'failed'],
  ])('%s shows %s', (state, kind) => {
    expect(paymentPanel(payment({ state })).kind).toBe(kind);
  });

  it('shows the Pix code, amount and deadline while a Pix waits', () => {
    const expiresAt = '2026-11-28T12:30:00.000Z';
    const panel = paymentPanel(
      payment({ client: { pix_code: '000201…6304ABCD' }, amount: 4200, expires_at: expiresAt }),
    );
    expect(panel).toEqual({ kind: 'pix', code: '000201…6304ABCD', amount: 4200, expiresAt });
    expect(panelWaits(panel)).toBe(true);
  });

  it('says a Pix expired, apart from a card that failed (issue [14/21])', () => {
    const pix = payment({ state: 'expired', client: { pix_code: '000201…' } });
    expect(paymentPanel(pix)).toEqual({ kind: 'expired' });
    expect(panelWaits(paymentPanel(pix))).toBe(false);
    expect(paymentPanel(payment({ state: 'expired' }))).toEqual({ kind: 'failed' });
  });

  it('tells money that did not pay the order from a paid order refunded later', () => {
    const returned = (over: Partial<OnlinePayment>) =>
      paymentPanel(payment({ state: 'succeeded', refund_state: 'pending', ...over }));
    expect(returned({ refund_reason: 'amount_mismatch' })).toEqual({
      kind: 'returned',
      reason: 'amount_mismatch',
      refund: 'pending',
    });
    expect(returned({ refund_reason: 'not_placeable', refund_state: 'refunded' })).toEqual({
      kind: 'returned',
      reason: 'not_placeable',
      refund: 'refunded',
    });
    expect(panelWaits(returned({ refund_reason: 'amount_mismatch' }))).toBe(true);
    expect(returned({ refund_reason: 'order_cancelled' })).toEqual({
      kind: 'paid',
      refund: 'pending',
    });
  });

  it('counts the minutes left to pay, rounding up and never below 0', () => {
    const now = Date.parse('2026-11-28T12:00:00.000Z');
    expect(minutesLeft('2026-11-28T12:30:00.000Z', now)).toBe(30);
    expect(minutesLeft('2026-11-28T12:00:01.000Z', now)).toBe(1);
    expect(minutesLeft('2026-11-28T11:59:00.000Z', now)).toBe(0);
    expect(minutesLeft(null, now)).toBeNull();
    expect(minutesLeft('soon', now)).toBeNull();
  });

  it('names a refund of a paid order', () => {
    expect(paymentPanel(payment({ state: 'succeeded', refund_state: 'pending' }))).toEqual({
      kind: 'paid',
      refund: 'pending',
    });
    expect(paymentPanel(payment({ state: 'succeeded', refund_state: 'refunded' }))).toEqual({
      kind: 'paid',
      refund: 'refunded',
    });
    expect(panelWaits(paymentPanel(payment({ state: 'succeeded' })))).toBe(false);
  });

  it('shows nothing without a payment', () => {
    expect(paymentPanel(null)).toEqual({ kind: 'none' });
  });
});
