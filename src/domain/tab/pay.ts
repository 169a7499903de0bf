// What a phone is about to pay towards the table's tab (issue [17/21]), as the pay dialog shows it
// before asking: the server computes the same amounts again and is the authority (DESIGN rule 2).
// "Free" is what is neither paid nor held by another phone's payment in progress.
import { customAmountProblem } from './balance';
import type { AmountProblem } from './balance';
import type { TabItem, TabView } from './view';
import { itemTotal } from './view';

export type PayKind = 'full' | 'share' | 'items' | 'custom';

export const PAY_KINDS: readonly PayKind[] = ['full', 'share', 'items', 'custom'];

export const MIN_PEOPLE = 2;
export const MAX_PEOPLE = 20;

/** What the table still owes that nobody is paying right now. */
export const freeBalance = (tab: Pick<TabView, 'balance' | 'held'>): number =>
  Math.max(0, tab.balance - (tab.held ?? 0));

/** The next share of the split nobody took yet, or null (no split, or every share taken). */
export function nextShare(tab: Pick<TabView, 'split' | 'balance' | 'held'>): number | null {
  const split = tab.split;
  if (!split || split.paid_shares >= split.people) return null;
  // The last share takes what is left, so the shares add up exactly.
  if (split.paid_shares === split.people - 1) return freeBalance(tab);
  return split.shares[split.paid_shares] ?? null;
}

/** The items a phone may still choose: on a round that owes, not held or paid by anyone. */
export function choosableItems(tab: Pick<TabView, 'rounds'>): TabItem[] {
  return tab.rounds
    .filter((r) => r.status !== 'CANCELLED' && r.payment_status !== 'paid')
    .flatMap((r) => r.items)
    .filter((item) => !item.claim);
}

export interface PayChoice {
  kind: PayKind;
  itemIds: readonly string[];
  /** Minor units typed for a custom amount; null while nothing valid is typed. */
  custom: number | null;
}

export type PayAmount = { amount: number } | { problem: AmountProblem | 'no_items' | 'no_share' };

export function payAmount(tab: TabView, choice: PayChoice): PayAmount {
  const free = freeBalance(tab);
  switch (choice.kind) {
    case 'full':
      return free > 0 ? { amount: free } : { problem: 'above_balance' };
    case 'share': {
      const share = nextShare(tab);
      return share === null || share <= 0 ? { problem: 'no_share' } : { amount: share };
    }
    case 'items': {
      const chosen = new Set(choice.itemIds);
      const items = choosableItems(tab).filter((item) => chosen.has(item.id));
      if (items.length === 0) return { problem: 'no_items' };
      return { amount: items.reduce((sum, item) => sum + itemTotal(item), 0) };
    }
    case 'custom': {
      const problem = customAmountProblem(choice.custom ?? Number.NaN, free);
      return problem ? { problem } : { amount: choice.custom ?? 0 };
    }
  }
}
