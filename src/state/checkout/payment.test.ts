// Which changes need a new card intent (§4.5: the coupon, the service fee or the tip).
import { describe, expect, it } from 'vitest';
import type { OrderUpdatePayload } from '../../domain/types';
import { intentKey } from './payment';

const update = (paid: Partial<NonNullable<OrderUpdatePayload['meta_data']>['assigned_payment']>) =>
  ({
    timezone: 'America/New_York',
    currency: 'USD',
    comment: null,
    meta_data: {
      assigned_payment: {
        payment_method_id: 'card-1',
        payment_method_code: 'card',
        payment_method_description: null,
        payment_method_payment_code: null,
        fee_amount: 0,
        bill_amount: 2500,
        ...paid,
      },
    },
  }) as OrderUpdatePayload;

describe('the card intent key', () => {
  const base = intentKey({ id: 'card-1' }, update({}));

  it('changes with the amount, the fee, the tip and the method', () => {
    expect(intentKey({ id: 'card-1' }, update({ bill_amount: 2000 }))).not.toBe(base);
    expect(intentKey({ id: 'card-1' }, update({ fee_amount: 50 }))).not.toBe(base);
    expect(intentKey({ id: 'card-1' }, update({ tip_value: 300, tip_type: 'amount' }))).not.toBe(
      base,
    );
    expect(intentKey({ id: 'wallet-1' }, update({}))).not.toBe(base);
  });

  it('stays for a new comment or time, which need no new intent', () => {
    const later = {
      ...update({}),
      comment: 'no onions',
      scheduled_delivery_date: '2026-12-01T20:00:00+00:00',
    };
    expect(intentKey({ id: 'card-1' }, later)).toBe(base);
  });
});
