import { describe, expect, it } from 'vitest';
import type { LoyaltySettings, OrderStatus, ServiceType } from './types';
import {
  allowedTransitions,
  awaitsPayment,
  balanceState,
  canTransition,
  loyaltyBanner,
  liveTrackingActive,
  ORDER_STATUSES,
  orderStatusOf,
  shouldOpenLiveSocket,
  shouldShowStatusModal,
  trackingView,
} from './order-status';
import type { LoyaltyBanner, LoyaltyBannerOrder, StatusModalInput } from './order-status';

describe('§4.1 order status', () => {
  it.each([
    [undefined, 'INITIATED'],
    [null, 'INITIATED'],
    ['', 'INITIATED'],
    ['SOMETHING_NEW', 'INITIATED'],
    ['PREPARING', 'PREPARING'],
    ['CANCELLED', 'CANCELLED'],
  ])('%s reads as %s', (status, expected) => {
    expect(orderStatusOf(status)).toBe(expected);
  });

  it('lists the nine statuses of §4.1', () => {
    expect(ORDER_STATUSES).toHaveLength(9);
    expect(new Set(ORDER_STATUSES).size).toBe(9);
  });
});

describe('§4.2 balance states', () => {
  it.each([
    [10_000, 0, 'UNPAID'],
    [10_000, 2_500, 'PARTIAL'],
    [10_000, 10_000, 'PAID'],
    [10_000, 12_000, 'OVERPAID'],
    [0, 0, 'PAID'],
    [10_000, -100, 'UNPAID'],
  ])('total %s, paid %s: %s', (total, paid, expected) => {
    expect(balanceState(total, paid)).toBe(expected);
  });
});

describe('§4.3 tracking display', () => {
  it.each([
    ['CANCELLED', true, 'cancelled'],
    ['CANCELLED', false, 'cancelled'],
    ['INITIATED', false, 'hidden'],
    [null, false, 'hidden'],
    ['INITIATED', true, 'order'],
    ['PENDING', false, 'order'],
    ['DELIVERED', false, 'order'],
  ])('status %s, online %s: %s', (status, online, expected) => {
    expect(trackingView({ status }, online)).toBe(expected);
  });
});

describe('§4.3 loyalty banner (issue [7/13]: it tells the truth)', () => {
  const active: LoyaltySettings = { loyalty_program: { active: true, rewards: [] } };
  const inactive: LoyaltySettings = { loyalty_program: { active: false, rewards: [] } };
  const double: LoyaltySettings = {
    loyalty_program: { active: true, rewards: [], points_per_unit: 2 },
  };
  // $25.40 of items (+ $5.00 delivery, $1.00 service fee): 25 whole units.
  const order = (over: Partial<LoyaltyBannerOrder> = {}): LoyaltyBannerOrder => ({
    status: 'PREPARING',
    loyalty_points_earned: 0,
    client_id: 'client-1',
    total: 3140,
    delivery_price: 500,
    service_fee: 100,
    ...over,
  });

  it.each<[string, LoyaltySettings | null, Partial<LoyaltyBannerOrder>, LoyaltyBanner | null]>([
    ['placed, program active: what it will earn', active, {}, { kind: 'pending', points: 25 }],
    ['the program rate is used', double, {}, { kind: 'pending', points: 50 }],
    [
      'delivered is still pending',
      active,
      { status: 'DELIVERED' },
      { kind: 'pending', points: 25 },
    ],
    [
      'finalized with points recorded',
      active,
      { status: 'FINALIZED', loyalty_points_earned: 25 },
      { kind: 'earned', points: 25 },
    ],
    [
      'recorded points stand even if the program closed since',
      inactive,
      { status: 'FINALIZED', loyalty_points_earned: 7 },
      { kind: 'earned', points: 7 },
    ],
    ['finalized but nothing recorded: no claim', active, { status: 'FINALIZED' }, null],
    [
      'cancelled after earning: taken back, no banner',
      active,
      { status: 'CANCELLED', loyalty_points_earned: 25 },
      null,
    ],
    ['cancelled before finalizing: no banner', active, { status: 'CANCELLED' }, null],
    ['inactive program promises nothing', inactive, {}, null],
    ['no loyalty settings promise nothing', null, {}, null],
    ['no client to credit', active, { client_id: null }, null],
    ['an order that earns 0 says nothing', active, { total: 690 }, null],
    [
      'a missing earned field counts as 0',
      active,
      { loyalty_points_earned: undefined },
      { kind: 'pending', points: 25 },
    ],
  ])('%s', (_label, loyalty, over, expected) => {
    expect(loyaltyBanner(loyalty, order(over))).toEqual(expected);
  });
});

describe('§4.3 live updates', () => {
  it.each([
    [true, 'payment_requested', true],
    [true, 'failed', false],
    [true, null, false],
    [false, 'payment_requested', false],
  ])('online %s, payment_status %s: socket %s', (online, status, expected) => {
    expect(shouldOpenLiveSocket(online, status)).toBe(expected);
  });

  it.each([
    ['29:59 after opening', 29 * 60_000 + 59_000, true],
    ['exactly 30 minutes', 30 * 60_000, false],
  ])('pings %s: %s', (_label, elapsed, expected) => {
    const opened = new Date('2026-06-01T12:00:00Z');
    expect(liveTrackingActive(opened, new Date(opened.getTime() + elapsed))).toBe(expected);
  });
});

describe('§4.3 order status modal', () => {
  const NOW = new Date('2026-06-01T12:30:00Z');
  function input(
    overrides: Omit<Partial<StatusModalInput>, 'order'> & {
      order?: Partial<StatusModalInput['order']>;
    } = {},
  ): StatusModalInput {
    return {
      checkoutType: 'WHATSAPP',
      paymentIsOnline: false,
      now: NOW,
      shownOrderIds: [],
      ...overrides,
      order: {
        id: 'order-1',
        source: 'INBOUND',
        created_at: '2026-06-01T12:00:00Z',
        payment_status: null,
        ...overrides.order,
      },
    };
  }
  it.each([
    ['condition A: chat checkout, 30 minutes old, not shown', input(), true],
    ['not INBOUND', input({ order: { source: 'POS' } }), false],
    ['older than 30 minutes', input({ order: { created_at: '2026-06-01T11:59:59Z' } }), false],
    ['already shown', input({ shownOrderIds: ['order-1'] }), false],
    ['web checkout, offline payment', input({ checkoutType: 'WEBAPP' }), false],
    [
      'web checkout, online payment awaiting outcome',
      input({
        checkoutType: 'WEBAPP',
        paymentIsOnline: true,
        order: { payment_status: 'payment_requested' },
      }),
      true,
    ],
    [
      'web checkout, online payment failed',
      input({ checkoutType: 'WEBAPP', paymentIsOnline: true, order: { payment_status: 'failed' } }),
      false,
    ],
    [
      'offline payment status alone is not enough',
      input({ checkoutType: 'WEBAPP', order: { payment_status: 'payment_requested' } }),
      false,
    ],
    ['online payment still shows under condition A', input({ paymentIsOnline: true }), true],
    ['unreadable created_at', input({ order: { created_at: 'yesterday' } }), false],
  ])('%s', (_label, value, expected) => {
    expect(shouldShowStatusModal(value)).toBe(expected);
  });
});

describe('kitchen transitions (our table; §4.1 leaves them to the server)', () => {
  it.each<[OrderStatus, ServiceType, OrderStatus[]]>([
    // A draft is the diner's quote (issue [7/13]): the kitchen has no move on it.
    ['INITIATED', 'TAKEAWAY', []],
    ['INITIATED', 'DELIVERY', []],
    ['PENDING', 'TABLE', ['PREPARING', 'CANCELLED']],
    ['PREPARING', 'DELIVERY', ['READY', 'CANCELLED']],
    ['READY', 'DELIVERY', ['DRIVER_ON_THE_WAY_TO_DESTINATION', 'CANCELLED']],
    ['READY', 'ONSITE', ['DELIVERED', 'FINALIZED', 'CANCELLED']],
    [
      'DRIVER_ON_THE_WAY_TO_DESTINATION',
      'DELIVERY',
      ['DRIVER_ARRIVED_AT_DESTINATION', 'CANCELLED'],
    ],
    ['DRIVER_ARRIVED_AT_DESTINATION', 'DELIVERY', ['DELIVERED', 'CANCELLED']],
    ['DRIVER_ON_THE_WAY_TO_DESTINATION', 'TAKEAWAY', ['CANCELLED']],
    ['DELIVERED', 'DELIVERY', ['FINALIZED', 'CANCELLED']],
    ['FINALIZED', 'DELIVERY', []],
    ['CANCELLED', 'TABLE', []],
  ])('%s (%s) → %j', (status, serviceType, expected) => {
    expect(allowedTransitions(status, serviceType)).toEqual(expected);
  });

  it.each<[OrderStatus, OrderStatus, ServiceType, boolean]>([
    ['PREPARING', 'READY', 'TAKEAWAY', true],
    ['READY', 'DELIVERED', 'DELIVERY', false],
    ['READY', 'DRIVER_ON_THE_WAY_TO_DESTINATION', 'TAKEAWAY', false],
    ['PREPARING', 'PENDING', 'TABLE', false],
    ['FINALIZED', 'CANCELLED', 'TABLE', false],
    ['DELIVERED', 'CANCELLED', 'ONSITE', true],
    ['INITIATED', 'CANCELLED', 'TABLE', false],
    ['INITIATED', 'PREPARING', 'TABLE', false],
  ])('%s → %s for %s: %s', (from, to, serviceType, expected) => {
    expect(canTransition(from, to, serviceType)).toBe(expected);
  });

  it('an order waiting for its payment can only be cancelled (issue [14/21])', () => {
    for (const service of ['TABLE', 'ONSITE', 'TAKEAWAY', 'DELIVERY'] as const) {
      expect(allowedTransitions('INITIATED', service, true)).toEqual(['CANCELLED']);
      expect(canTransition('INITIATED', 'CANCELLED', service, true)).toBe(true);
      expect(canTransition('INITIATED', 'PENDING', service, true)).toBe(false);
      expect(canTransition('INITIATED', 'PREPARING', service, true)).toBe(false);
    }
    // Waiting means placed and payment_requested; a draft, or a failed payment's, is not.
    const at = '2026-11-28T12:00:00.000Z';
    expect(
      awaitsPayment({ status: 'INITIATED', payment_status: 'payment_requested', placed_at: at }),
    ).toBe(true);
    expect(
      awaitsPayment({ status: 'INITIATED', payment_status: 'payment_requested', placed_at: null }),
    ).toBe(false);
    expect(awaitsPayment({ status: 'INITIATED', payment_status: 'failed', placed_at: at })).toBe(
      false,
    );
    expect(
      awaitsPayment({ status: 'PENDING', payment_status: 'payment_requested', placed_at: at }),
    ).toBe(false);
  });

  it('every placed, non-final status can be cancelled, for every service type', () => {
    const services: ServiceType[] = ['TABLE', 'ONSITE', 'TAKEAWAY', 'DELIVERY'];
    const placedOpen = ORDER_STATUSES.filter(
      (s) => s !== 'FINALIZED' && s !== 'CANCELLED' && s !== 'INITIATED',
    );
    for (const status of placedOpen) {
      for (const service of services)
        expect(canTransition(status, 'CANCELLED', service)).toBe(true);
    }
  });
});
