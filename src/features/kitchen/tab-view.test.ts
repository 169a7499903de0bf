// The board's reading of the tables' tabs (issue [17/21]): requests of every table oldest first,
// what is free to record against the balance, which lines may be voided, and typed amounts.
import { describe, expect, it } from 'vitest';
import type { StaffTab } from '../../api/kitchen-tabs';
import type { Currency } from '../../domain/types';
import {
  awaitingStaff,
  paymentsDue,
  freeBalance,
  pendingRequests,
  readStaffAmount,
  readStaffTip,
  voidable,
} from './tab-view';

const usd = { code: 'USD', symbol: '$', position: 'left', show_decimals: true } as Currency;
const eur = { code: 'EUR', symbol: '€', position: 'right', show_decimals: true } as Currency;

function tab(
  id: string,
  table: string,
  requests: StaffTab['requests'],
  extra: Partial<StaffTab> = {},
): StaffTab {
  return {
    id,
    qr_id: `qr-${id}`,
    table_name: table,
    opened_at: '2030-01-01T12:00:00.000Z',
    rounds: [],
    total: 5000,
    paid: 1000,
    balance: 4000,
    balance_state: 'PARTIAL',
    requests,
    voids: [],
    ...extra,
  };
}

describe('pendingRequests', () => {
  it('lists every table’s requests in one list, the longest waiting first, with its table', () => {
    const tabs = [
      tab('a', 'Table 1', [{ id: 'r2', kind: 'bill', created_at: '2030-01-01T12:05:00.000Z' }]),
      tab('b', 'Table 2', [
        { id: 'r1', kind: 'waiter', created_at: '2030-01-01T12:01:00.000Z' },
        { id: 'r3', kind: 'bill', created_at: '2030-01-01T12:09:00.000Z' },
      ]),
    ];
    expect(pendingRequests(tabs).map((r) => [r.id, r.table_name, r.tab_id])).toEqual([
      ['r1', 'Table 2', 'b'],
      ['r2', 'Table 1', 'a'],
      ['r3', 'Table 2', 'b'],
    ]);
    expect(pendingRequests([])).toEqual([]);
  });
});

describe('what staff may record', () => {
  it('is the balance less what payments hold, never below zero', () => {
    expect(freeBalance(tab('a', 'T', []))).toBe(4000);
    expect(freeBalance(tab('a', 'T', [], { held: 1500 }))).toBe(2500);
    expect(freeBalance(tab('a', 'T', [], { held: 9000 }))).toBe(0);
  });

  it('lists only the payments waiting for the staff', () => {
    const base = {
      kind: 'full',
      amount: 100,
      tip: 0,
      method: 'staff',
      item_ids: [],
      expires_at: null,
      created_at: '',
    };
    const payments = [
      { ...base, id: 'p1', status: 'awaiting_staff' as const },
      { ...base, id: 'p2', status: 'succeeded' as const },
      { ...base, id: 'p3', status: 'pending' as const, method: 'card' },
    ];
    expect(awaitingStaff({ payments }).map((p) => p.id)).toEqual(['p1']);
    expect(awaitingStaff({})).toEqual([]);
  });

  it("lists every table's payments waiting for the staff, the longest waiting first", () => {
    const base = { kind: 'full', tip: 0, method: 'staff', item_ids: [], expires_at: null };
    const waiting = (id: string, at: string) => ({
      ...base,
      id,
      amount: 100,
      status: 'awaiting_staff' as const,
      created_at: at,
    });
    const tabs = [
      tab('a', 'Table 1', [], {
        payments: [
          waiting('late', '2030-01-01T12:09:00.000Z'),
          { ...waiting('done', '2030-01-01T12:00:00.000Z'), status: 'succeeded' as const },
        ],
      }),
      tab('b', 'Table 2', [], { payments: [waiting('early', '2030-01-01T12:01:00.000Z')] }),
    ];
    expect(paymentsDue(tabs).map((d) => [d.payment.id, d.table_name, d.tab_id])).toEqual([
      ['early', 'Table 2', 'b'],
      ['late', 'Table 1', 'a'],
    ]);
  });

  it('reads an amount in the currency’s style and refuses one above what is free', () => {
    expect(readStaffAmount('12.50', usd, 4000)).toEqual({ ok: true, amount: 1250 });
    expect(readStaffAmount('$ 40.00', usd, 4000)).toEqual({ ok: true, amount: 4000 });
    expect(readStaffAmount('12,50', eur, 4000)).toEqual({ ok: true, amount: 1250 });
    expect(readStaffAmount('40.01', usd, 4000)).toEqual({ ok: false, problem: 'above_balance' });
    expect(readStaffAmount('0', usd, 4000)).toEqual({ ok: false, problem: 'not_positive' });
    expect(readStaffAmount('', usd, 4000)).toEqual({ ok: false, problem: 'unreadable' });
    expect(readStaffAmount('1.234', usd, 4000)).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('reads an empty tip as none and refuses a negative one', () => {
    expect(readStaffTip('', usd)).toBe(0);
    expect(readStaffTip('2.00', usd)).toBe(200);
    expect(readStaffTip('-1', usd)).toBeNull();
    expect(readStaffTip('x', usd)).toBeNull();
  });
});

describe('voidable', () => {
  it('allows a line of an unpaid, live round only', () => {
    expect(voidable({ status: 'PENDING', payment_status: 'payment_requested' })).toBe(true);
    expect(voidable({ status: 'READY', payment_status: null })).toBe(true);
    expect(voidable({ status: 'PENDING', payment_status: 'paid' })).toBe(false);
    expect(voidable({ status: 'CANCELLED', payment_status: null })).toBe(false);
  });
});
