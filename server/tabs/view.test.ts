import { describe, expect, it } from 'vitest';
import { tabTotals } from './view';
import type { RoundView } from './view';

const round = (total: number, status: string, payment: string | null): RoundView => ({
  order_id: `o-${total}-${status}`,
  public_id: 'ABCD',
  placed_at: '2026-01-01T12:00:00.000Z',
  status,
  payment_status: payment,
  client_name: null,
  total,
  items: [],
});

describe('tabTotals (issue [17/21]: what a tab owes, §4.2)', () => {
  it('adds up the rounds and what was paid of them', () => {
    expect(
      tabTotals([round(1_000, 'PENDING', 'payment_requested'), round(2_500, 'READY', 'paid')]),
    ).toEqual({ total: 3_500, paid: 2_500, balance: 1_000, balance_state: 'PARTIAL' });
  });

  it('leaves a cancelled round out, paid or not', () => {
    expect(tabTotals([round(1_000, 'CANCELLED', 'refunded'), round(700, 'PENDING', null)])).toEqual(
      { total: 700, paid: 0, balance: 700, balance_state: 'UNPAID' },
    );
  });

  it('owes nothing with nothing ordered: PAID, so staff may close it', () => {
    expect(tabTotals([])).toEqual({ total: 0, paid: 0, balance: 0, balance_state: 'PAID' });
  });
});
