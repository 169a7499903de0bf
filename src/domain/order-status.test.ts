import { describe, expect, it } from 'vitest';
import type { OrderStatus, ServiceType } from './types';
import {
  allowedTransitions,
  balanceState,
  canTransition,
  loyaltyBannerKind,
  liveTrackingActive,
  ORDER_STATUSES,
  orderStatusOf,
  shouldOpenLiveSocket,
  shouldShowStatusModal,
  trackingView,
} from './order-status';
import type { StatusModalInput } from './order-status';

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

  it.each([
    [true, 'FINALIZED', 'reward'],
    [true, 'PREPARING', 'pending'],
    [true, null, 'pending'],
    [false, 'FINALIZED', null],
  ])('loyalty active %s, status %s: %s banner', (active, status, expected) => {
    expect(loyaltyBannerKind(active, status)).toBe(expected);
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
    ['INITIATED', 'TAKEAWAY', ['PENDING', 'PREPARING', 'CANCELLED']],
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
  ])('%s → %s for %s: %s', (from, to, serviceType, expected) => {
    expect(canTransition(from, to, serviceType)).toBe(expected);
  });

  it('every non-final status can be cancelled, for every service type', () => {
    const services: ServiceType[] = ['TABLE', 'ONSITE', 'TAKEAWAY', 'DELIVERY'];
    for (const status of ORDER_STATUSES.filter((s) => s !== 'FINALIZED' && s !== 'CANCELLED')) {
      for (const service of services)
        expect(canTransition(status, 'CANCELLED', service)).toBe(true);
    }
  });
});
