// The table's tab (issue [17/21]): what the table owes and how its balance may be shared. §4.2's
// balance state is the one rule of order-status.ts; the tab only adds up its rounds.
import { balanceState } from '../order-status';
import type { BalanceState } from '../order-status';

export interface TabBalance {
  total: number;
  paid: number;
  /** What is still owed; never below zero (an overpayment shows in balance_state). */
  balance: number;
  balance_state: BalanceState;
}

/** §4.2 for a tab, from amounts in minor units. */
export function tabBalance(total: number, paid: number): TabBalance {
  return {
    total,
    paid,
    balance: Math.max(total - paid, 0),
    balance_state: balanceState(total, paid),
  };
}

/**
 * The balance split evenly between `people`, in whole minor units: every share is the balance
 * divided down, and the last one takes the remaining cents, so the shares add up exactly.
 */
export function evenShares(balance: number, people: number): number[] {
  if (!Number.isInteger(balance) || balance < 0) throw new RangeError('balance');
  if (!Number.isInteger(people) || people < 1) throw new RangeError('people');
  const share = Math.floor(balance / people);
  const shares = Array.from({ length: people }, () => share);
  shares[people - 1] = balance - share * (people - 1);
  return shares;
}

export type AmountProblem = 'not_positive' | 'not_whole' | 'above_balance';

/** A custom amount towards the balance: whole minor units, 0 < amount ≤ balance. */
export function customAmountProblem(amount: number, balance: number): AmountProblem | null {
  if (!Number.isInteger(amount)) return 'not_whole';
  if (amount <= 0) return 'not_positive';
  if (amount > balance) return 'above_balance';
  return null;
}
