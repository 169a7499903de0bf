// The kitchen board: column grouping, the next action, live upserts, the card's age and the
// static Pix waiting for the staff's 'Payment received'.
import { describe, expect, it } from 'vitest';
import type { AssignedPayment, Order, OrderStatus, ServiceType } from '../../domain/types';
import {
  ageMinutes,
  awaitsPixConfirmation,
  columnOf,
  groupByColumn,
  nextActions,
  upsertOrder,
  waitingSince,
} from './board';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString();

function order(id: string, status: OrderStatus, service: ServiceType = 'TABLE', minute = 0): Order {
  return { id, status, service_type: service, created_at: at(minute) } as Order;
}

const assigned = (code: string): AssignedPayment => ({
  payment_method_id: `m-${code}`,
  payment_method_code: code,
  payment_method_description: null,
  payment_method_payment_code: null,
  fee_amount: 0,
  bill_amount: 1_000,
});

/** A placed order whose online payment is under way with the method `code` (a Pix by default). */
function awaiting(id: string, code = 'pix', minute = 0): Order {
  return {
    ...order(id, 'INITIATED', 'TAKEAWAY', minute),
    payment_status: 'payment_requested',
    meta_data: { assigned_payment: assigned(code) },
    placed_at: at(minute),
  };
}

describe('columnOf', () => {
  it.each([
    ['INITIATED', 'TABLE', null],
    ['PENDING', 'DELIVERY', 'new'],
    ['PREPARING', 'TAKEAWAY', 'preparing'],
    ['READY', 'DELIVERY', 'ready'],
    ['DRIVER_ON_THE_WAY_TO_DESTINATION', 'DELIVERY', 'outForDelivery'],
    ['DRIVER_ARRIVED_AT_DESTINATION', 'DELIVERY', 'outForDelivery'],
    ['DELIVERED', 'DELIVERY', 'outForDelivery'],
    ['DELIVERED', 'ONSITE', 'ready'],
    ['FINALIZED', 'ONSITE', null],
    ['CANCELLED', 'DELIVERY', null],
  ] as const)('%s %s → %s', (status, service, column) => {
    expect(columnOf(order('x', status, service))).toBe(column);
  });

  it('puts an order waiting for its static Pix under new, and no other draft', () => {
    expect(columnOf(awaiting('x'))).toBe('new');
    expect(columnOf(awaiting('x', 'card'))).toBeNull();
    expect(columnOf({ ...awaiting('x'), payment_status: 'failed' })).toBeNull();
  });
});

describe('awaitsPixConfirmation', () => {
  it('is an INITIATED order with a requested Pix payment', () => {
    expect(awaitsPixConfirmation(awaiting('x'))).toBe(true);
  });

  it.each([
    ['paid and sent to the kitchen', { status: 'PENDING', payment_status: 'paid' }],
    ['a failed Pix (a draft again)', { payment_status: 'failed' }],
    ['a draft not yet placed', { payment_status: null }],
    ['a card payment under way', { meta_data: { assigned_payment: assigned('card') } }],
    ['a draft without a payment method', { meta_data: {} }],
  ] as const)('is false for %s', (_label, change) => {
    expect(awaitsPixConfirmation({ ...awaiting('x'), ...change })).toBe(false);
  });
});

describe('groupByColumn', () => {
  it('groups live orders oldest first and leaves final ones out', () => {
    const columns = groupByColumn([
      order('b', 'PENDING', 'TABLE', 5),
      awaiting('a', 'pix', 1),
      order('f', 'INITIATED', 'TABLE', 0),
      awaiting('g', 'card', 0),
      order('c', 'PREPARING', 'DELIVERY', 3),
      order('d', 'FINALIZED', 'TABLE', 0),
      order('e', 'DRIVER_ON_THE_WAY_TO_DESTINATION', 'DELIVERY', 2),
    ]);
    expect(columns.new.map((o) => o.id)).toEqual(['a', 'b']);
    expect(columns.preparing.map((o) => o.id)).toEqual(['c']);
    expect(columns.ready).toEqual([]);
    expect(columns.outForDelivery.map((o) => o.id)).toEqual(['e']);
  });

  it('orders by placement: a draft kept open longer was placed later', () => {
    const early = { ...order('early', 'PENDING', 'TABLE', 0), placed_at: at(20) };
    const late = { ...order('late', 'PENDING', 'TABLE', 10), placed_at: at(15) };
    expect(groupByColumn([early, late]).new.map((o) => o.id)).toEqual(['late', 'early']);
  });
});

describe('nextActions', () => {
  it.each([
    ['PENDING', 'TABLE', 'PREPARING', []],
    ['PREPARING', 'DELIVERY', 'READY', []],
    ['READY', 'DELIVERY', 'DRIVER_ON_THE_WAY_TO_DESTINATION', []],
    ['DRIVER_ON_THE_WAY_TO_DESTINATION', 'DELIVERY', 'DRIVER_ARRIVED_AT_DESTINATION', []],
    ['DRIVER_ARRIVED_AT_DESTINATION', 'DELIVERY', 'DELIVERED', []],
    ['READY', 'TAKEAWAY', 'DELIVERED', ['FINALIZED']],
    ['DELIVERED', 'ONSITE', 'FINALIZED', []],
  ] as const)('%s %s: primary %s, others %j', (status, service, primary, others) => {
    const actions = nextActions(order('x', status, service));
    expect(actions.primary).toBe(primary);
    expect(actions.others).toEqual(others);
    expect(actions.canCancel).toBe(true);
  });

  it.each(['FINALIZED', 'CANCELLED', 'INITIATED'] as const)(
    'offers nothing on %s (final, or a draft the diner has not placed)',
    (status) => {
      expect(nextActions(order('x', status))).toEqual({
        primary: null,
        others: [],
        canCancel: false,
      });
    },
  );

  it('offers only the cancel on an order waiting for its payment (issue [14/21])', () => {
    expect(nextActions(awaiting('p'))).toEqual({ primary: null, others: [], canCancel: true });
    expect(nextActions(awaiting('c', 'card'))).toEqual({
      primary: null,
      others: [],
      canCancel: true,
    });
  });
});

describe('upsertOrder', () => {
  it('adds, replaces and drops cancelled orders', () => {
    const list = upsertOrder([], order('a', 'PENDING'));
    expect(list.map((o) => o.status)).toEqual(['PENDING']);
    const moved = upsertOrder(list, order('a', 'PREPARING'));
    expect(moved.map((o) => o.status)).toEqual(['PREPARING']);
    expect(upsertOrder(moved, order('a', 'CANCELLED'))).toEqual([]);
  });

  it('keeps a finalized order, off the columns, for the finished orders and their rating', () => {
    const done = upsertOrder([order('a', 'READY')], order('a', 'FINALIZED'));
    expect(done.map((o) => o.status)).toEqual(['FINALIZED']);
    expect(Object.values(groupByColumn(done)).flat()).toEqual([]);
    const rated = upsertOrder(done, {
      ...order('a', 'FINALIZED'),
      rating: { rating: 4, comment: null },
    });
    expect(rated.map((o) => o.rating?.rating)).toEqual([4]);
  });

  it('keeps a Pix waiting for the staff, moves it on once paid, drops it when it fails', () => {
    const list = upsertOrder([], awaiting('p'));
    expect(list.map((o) => o.id)).toEqual(['p']);
    const paid = upsertOrder(list, { ...awaiting('p'), status: 'PENDING', payment_status: 'paid' });
    expect(paid.map((o) => [o.status, o.payment_status])).toEqual([['PENDING', 'paid']]);
    const [first] = paid;
    expect(first && nextActions(first).primary).toBe('PREPARING');
    expect(upsertOrder(list, { ...awaiting('p'), payment_status: 'failed' })).toEqual([]);
  });

  it("never adds an order waiting for a card payment (not the kitchen's yet)", () => {
    expect(upsertOrder([], awaiting('c', 'card'))).toEqual([]);
  });
});

describe('ageMinutes', () => {
  it('counts whole minutes and never goes negative', () => {
    const created = '2026-01-01T12:00:00.000Z';
    expect(ageMinutes(created, Date.parse(created) + 59_999)).toBe(0);
    expect(ageMinutes(created, Date.parse(created) + 125_000)).toBe(2);
    expect(ageMinutes(created, Date.parse(created) - 60_000)).toBe(0);
    expect(ageMinutes('nonsense', 0)).toBe(0);
  });
});

describe('waitingSince', () => {
  const created_at = '2026-01-01T12:00:00.000Z';
  it.each([
    ['a placed order waits from placement', '2026-01-01T12:30:00.000Z', '2026-01-01T12:30:00.000Z'],
    ['an order without placed_at waits from creation', null, created_at],
  ])('%s', (_label, placed_at, expected) => {
    expect(waitingSince({ created_at, placed_at })).toBe(expected);
  });

  it('reads an answer from a server that does not send placed_at yet', () => {
    expect(waitingSince({ created_at } as Pick<Order, 'placed_at' | 'created_at'>)).toBe(
      created_at,
    );
  });
});
