// §2.10 order summary helpers, §3 update payload, §5.6 totals as the summary shows them.
import { describe, expect, it } from 'vitest';
import {
  deliveryChip,
  isOnlineMethod,
  orderComment,
  orderUpdatePayload,
  paymentGroups,
  receivedAmountError,
  scheduledDeliveryDate,
  serviceFeeBlock,
  slotInstant,
  summaryView,
  tipOptions,
  tipsVisible,
} from './checkout-summary';
import type { SummaryInput } from './checkout-summary';
import { at } from './hours.fixtures';
import type { DeliverySettings, PaymentMethod } from './types';

const rangesDelivery: Pick<DeliverySettings, 'prices' | 'minimum_amount_for_free'> = {
  prices: { type: 'ranges' },
  minimum_amount_for_free: 5000,
};

function method(over: Partial<PaymentMethod>): PaymentMethod {
  return {
    id: 'pm-cash',
    code: 'cash',
    description: null,
    payment_code: null,
    payment_method_fee: 0,
    provider_id: null,
    provider_code: null,
    ...over,
  };
}

function input(
  over: Partial<SummaryInput['order']>,
  rest: Partial<SummaryInput> = {},
): SummaryInput {
  return {
    order: {
      service_type: 'TAKEAWAY',
      total: 2000,
      combos_price: 2000,
      delivery_price: 0,
      service_fee: 0,
      discounts: [],
      combos: [
        { quantity: 2, variant_price: 800, modifiers_price: 0 },
        { quantity: 1, variant_price: 300, modifiers_price: 100 },
      ],
      ...over,
    },
    delivery: rangesDelivery,
    tipsActive: false,
    tip: 0,
    paymentMethod: null,
    ...rest,
  };
}

describe('summaryView (§2.10 block 2, §5.6)', () => {
  it('counts items and takes the order total', () => {
    expect(summaryView(input({}))).toEqual({
      itemsCount: 3,
      itemsTotal: 2000,
      discount: 0,
      deliveryPrice: 0,
      deliveryChip: null,
      serviceFee: 0,
      tip: 0,
      paymentFee: 0,
      total: 2000,
    });
  });

  it('derives the coupon discount and adds tip and payment fee to the total', () => {
    const view = summaryView(
      input(
        {
          total: 1800 + 150,
          service_fee: 150,
          discounts: [
            { modality: 'COUPON', description: 'WELCOME10', type: 'PERCENTAGE', value: 10 },
          ],
        },
        { tipsActive: true, tip: 300, paymentMethod: method({ payment_method_fee: 2.5 }) },
      ),
    );
    expect(view.discount).toBe(200);
    expect(view.serviceFee).toBe(150);
    expect(view.paymentFee).toBe(49); // 2.5 % of 1950 = 48.75
    expect(view.total).toBe(1950 + 300 + 49);
  });

  it('ignores the tip when tips are off', () => {
    expect(summaryView(input({}, { tipsActive: false, tip: 500 })).total).toBe(2000);
  });
});

describe('deliveryChip (§2.10 account summary)', () => {
  it.each([
    ['not delivery', 'TAKEAWAY', 0, 6000, rangesDelivery, null],
    ['delivery priced', 'DELIVERY', 299, 6000, rangesDelivery, null],
    ['free above the minimum', 'DELIVERY', 0, 6000, rangesDelivery, 'free'],
    ['below the minimum', 'DELIVERY', 0, 1000, rangesDelivery, 'to_be_defined'],
    [
      'fixed price 0',
      'DELIVERY',
      0,
      10,
      { prices: { type: 'fixed', fixed: { price: 0 } }, minimum_amount_for_free: null },
      'free',
    ],
  ] as const)('%s', (_n, service_type, delivery_price, combos_price, settings, expected) => {
    expect(deliveryChip({ service_type, delivery_price, combos_price }, settings)).toBe(expected);
  });
});

describe('tips (§2.10 block 7)', () => {
  it.each([
    [{ active: true, type: 'percentage' as const }, 'US', true],
    [{ active: true, type: 'percentage' as const }, 'br', false],
    [{ active: false, type: 'percentage' as const }, 'US', false],
    [undefined, 'US', false],
  ])('visible(%j, %s) = %s', (tip, country, expected) => {
    expect(tipsVisible(tip, country)).toBe(expected);
  });

  it('percentages apply to the items total; fixed amounts are minor units', () => {
    expect(tipOptions({ active: true, type: 'percentage', options: [10, 15, 0] }, 2050)).toEqual([
      { value: 10, amount: 205 },
      { value: 15, amount: 308 },
    ]);
    expect(tipOptions({ active: true, type: 'amount', options: [1000] }, 2050)).toEqual([
      { value: 1000, amount: 1000 },
    ]);
    expect(tipOptions({ active: false, type: 'amount', options: [1000] }, 2050)).toEqual([]);
  });
});

describe('service fee block and payment groups', () => {
  it('shows a configured fee only', () => {
    expect(serviceFeeBlock({ service_fee: { value: 10, optional: true } })).toEqual({
      percent: 10,
      optional: true,
      removed: false,
    });
    expect(serviceFeeBlock({ service_fee: null })).toBeNull();
    expect(serviceFeeBlock({ service_fee: { value: 0, optional: false } })).toBeNull();
    expect(serviceFeeBlock(undefined)).toBeNull();
  });

  it('reads a removed fee from the order, which the settings price above 0 (issue [16/21])', () => {
    const optional = { service_fee: { value: 10, optional: true } };
    const removed = serviceFeeBlock(optional, { service_fee: 0, combos_price: 2500 });
    expect(removed).toEqual({ percent: 10, optional: true, removed: true });
    const kept = serviceFeeBlock(optional, { service_fee: 250, combos_price: 2500 });
    expect(kept?.removed).toBe(false);
    // A fee that rounds to 0 was never there to remove.
    expect(serviceFeeBlock(optional, { service_fee: 0, combos_price: 4 })?.removed).toBe(false);
    const required = serviceFeeBlock({ service_fee: { value: 10, optional: false } });
    expect(required?.optional).toBe(false);
  });

  it('sends remove_service_fee only when the diner removed the fee', () => {
    const update = {
      timezone: 'UTC',
      currency: 'USD',
      method: method({}),
      scheduledFor: null,
      additionalInfo: null,
      comment: null,
      tip: 0,
      tipType: null,
      feeAmount: 0,
      billAmount: 2500,
      receivedAmount: null,
    };
    expect(orderUpdatePayload(update)).not.toHaveProperty('remove_service_fee');
    expect(orderUpdatePayload({ ...update, removeServiceFee: true }).remove_service_fee).toBe(true);
  });

  it('splits online (provider present) from offline and shows tabs only with both', () => {
    const cash = method({});
    const card = method({ id: 'pm-card', code: 'card', provider_id: 'prov-1' });
    expect(isOnlineMethod(card)).toBe(true);
    expect(isOnlineMethod(method({ provider_id: '' }))).toBe(false);
    expect(paymentGroups([cash, card])).toEqual({ online: [card], offline: [cash], tabs: true });
    expect(paymentGroups([cash]).tabs).toBe(false);
  });
});

describe('§3 update payload', () => {
  it.each([
    ['info', 'note', 'info - note'],
    ['', ' note ', 'note'],
    [null, '', null],
  ])('comment(%j, %j) = %j', (info, comment, expected) => {
    expect(orderComment(info, comment)).toBe(expected);
  });

  it('formats the scheduled date in UTC with +00:00', () => {
    expect(scheduledDeliveryDate(at('2026-06-01T17:15:00.000Z'))).toBe('2026-06-01T17:15:00+00:00');
    expect(slotInstant('2026-06-01T17:15:00+00:00')?.toISOString()).toBe(
      '2026-06-01T17:15:00.000Z',
    );
    expect(slotInstant('2026-06-01 17:15')).toBeNull();
  });

  const common = {
    timezone: 'America/New_York',
    currency: 'USD',
    additionalInfo: 'Pager 7',
    comment: 'no ice',
    feeAmount: 0,
    billAmount: 2300,
  };

  it('cash: payment_requested, received amount, tip fields when tipped', () => {
    const payload = orderUpdatePayload({
      ...common,
      method: method({}),
      scheduledFor: at('2026-06-02T16:00:00Z'),
      tip: 300,
      tipType: 'percentage',
      receivedAmount: 5000,
    });
    expect(payload).toEqual({
      timezone: 'America/New_York',
      currency: 'USD',
      status: 'payment_requested',
      scheduled_delivery_date: '2026-06-02T16:00:00+00:00',
      comment: 'Pager 7 - no ice',
      meta_data: {
        assigned_payment: {
          payment_method_id: 'pm-cash',
          payment_method_code: 'cash',
          payment_method_description: null,
          payment_method_payment_code: null,
          fee_amount: 0,
          bill_amount: 2300,
          received_amount: 5000,
          tip_type: 'percentage',
          tip_value: 300,
        },
      },
    });
  });

  it('pix: no received amount, no tip fields, asap', () => {
    const pix = method({ id: 'pm-pix', code: 'pix', payment_code: 'KEY-1' });
    const payload = orderUpdatePayload({
      ...common,
      method: pix,
      scheduledFor: null,
      tip: 0,
      tipType: null,
      receivedAmount: 5000,
    });
    expect(payload.status).toBe('payment_requested');
    expect(payload.scheduled_delivery_date).toBeNull();
    expect(payload.meta_data?.assigned_payment).not.toHaveProperty('received_amount');
    expect(payload.meta_data?.assigned_payment).not.toHaveProperty('tip_value');
    expect(payload.meta_data?.assigned_payment.payment_method_payment_code).toBe('KEY-1');
  });

  it('online methods send no status', () => {
    const card = method({ code: 'card', provider_id: 'prov' });
    const payload = orderUpdatePayload({
      ...common,
      method: card,
      scheduledFor: null,
      tip: 0,
      tipType: null,
      receivedAmount: null,
    });
    expect(payload).not.toHaveProperty('status');
  });

  it('the cash amount must cover the total when given', () => {
    expect(receivedAmountError(null, 2300)).toBeNull();
    expect(receivedAmountError(2300, 2300)).toBeNull();
    expect(receivedAmountError(2299, 2300)).toBe('too_low');
  });
});
