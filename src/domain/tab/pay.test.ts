// Issue [17/21] paying the tab: what the dialog shows before the server computes it again.
import { describe, expect, it } from 'vitest';
import { choosableItems, freeBalance, nextShare, payAmount } from './pay';
import type { TabView } from './view';

const item = (
  id: string,
  unit_price: number,
  quantity = 1,
  claim: 'held' | 'paid' | null = null,
) => ({
  id,
  product_name: id,
  variant_name: null,
  quantity,
  unit_price,
  comment: null,
  modifiers: [],
  claim,
});

function tab(over: Partial<TabView> = {}): TabView {
  return {
    id: 't',
    qr_id: 'q',
    opened_at: '2026-01-01T00:00:00Z',
    rounds: [
      {
        order_id: 'o1',
        public_id: '1',
        placed_at: '2026-01-01T00:00:00Z',
        status: 'PENDING',
        payment_status: 'payment_requested',
        client_name: 'Ana',
        total: 1000,
        items: [item('a', 300), item('b', 200, 2, 'held'), item('c', 300, 1, 'paid')],
      },
      {
        order_id: 'o2',
        public_id: '2',
        placed_at: '2026-01-01T00:01:00Z',
        status: 'CANCELLED',
        payment_status: null,
        client_name: null,
        total: 500,
        items: [item('d', 500)],
      },
    ],
    total: 1000,
    paid: 300,
    balance: 700,
    balance_state: 'PARTIAL',
    held: 400,
    ...over,
  };
}

describe('paying the tab (issue [17/21])', () => {
  it('takes only what nobody pays or holds', () => {
    expect(freeBalance(tab())).toBe(300);
    expect(freeBalance(tab({ held: 900 }))).toBe(0);
    expect(payAmount(tab(), { kind: 'full', itemIds: [], custom: null })).toEqual({ amount: 300 });
    expect(payAmount(tab({ held: 700 }), { kind: 'full', itemIds: [], custom: null })).toEqual({
      problem: 'above_balance',
    });
  });

  it('offers the next share, the last one taking what is left', () => {
    const split = { people: 3, shares: [333, 333, 334], paid_shares: 1 };
    expect(nextShare(tab({ split, held: 0, balance: 667 }))).toBe(333);
    expect(nextShare(tab({ split: { ...split, paid_shares: 2 }, held: 0, balance: 335 }))).toBe(
      335,
    );
    expect(nextShare(tab({ split: { ...split, paid_shares: 3 } }))).toBeNull();
    expect(payAmount(tab({ split: null }), { kind: 'share', itemIds: [], custom: null })).toEqual({
      problem: 'no_share',
    });
  });

  it('lets a phone choose only free items of rounds that owe, and adds their lines', () => {
    expect(choosableItems(tab()).map((i) => i.id)).toEqual(['a']);
    expect(payAmount(tab(), { kind: 'items', itemIds: ['a', 'b', 'd'], custom: null })).toEqual({
      amount: 300,
    });
    expect(payAmount(tab(), { kind: 'items', itemIds: [], custom: null })).toEqual({
      problem: 'no_items',
    });
  });

  it('checks a custom amount against what is free', () => {
    expect(payAmount(tab(), { kind: 'custom', itemIds: [], custom: 250 })).toEqual({ amount: 250 });
    expect(payAmount(tab(), { kind: 'custom', itemIds: [], custom: 301 })).toEqual({
      problem: 'above_balance',
    });
    expect(payAmount(tab(), { kind: 'custom', itemIds: [], custom: 0 })).toEqual({
      problem: 'not_positive',
    });
    expect(payAmount(tab(), { kind: 'custom', itemIds: [], custom: null })).toEqual({
      problem: 'not_whole',
    });
  });
});
