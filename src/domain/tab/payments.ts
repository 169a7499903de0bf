// Paying the table's tab (issue [17/21]): what each way of paying asks for, decided once here
// for the server (which is the authority) and the diner's screen (which shows the same numbers
// before asking). Money is whole minor units. "Held" is what waiting payments have reserved of
// the balance: a new payment may only take what is neither paid nor held.
import { evenShares } from './balance';

export const TAB_PAYMENT_KINDS = ['full', 'share', 'items', 'custom'] as const;
export type TabPaymentKind = (typeof TAB_PAYMENT_KINDS)[number];

export const TAB_PAYMENT_STATUSES = [
  'pending',
  'awaiting_staff',
  'succeeded',
  'failed',
  'expired',
  'refunded',
] as const;
export type TabPaymentStatus = (typeof TAB_PAYMENT_STATUSES)[number];

/** card, wallet and pix go through the company's providers; staff is cash or a card terminal. */
export type TabPaymentMethod = 'card' | 'wallet' | 'pix' | 'staff';
export const STAFF_METHODS = ['cash', 'card_terminal'] as const;
export type StaffMethod = (typeof STAFF_METHODS)[number];

/** Why money that arrived for a tab payment went back whole. */
export type TabRefundReason = 'hold_expired' | 'overpaid' | 'amount_mismatch';

export const SPLIT_MIN_PEOPLE = 2;
export const SPLIT_MAX_PEOPLE = 20;

/** Waiting payments hold their amount (and items) of the balance. */
export const holdsBalance = (status: TabPaymentStatus): boolean =>
  status === 'pending' || status === 'awaiting_staff';

/** A claim on an item as the table sees it. */
export type ItemClaim = 'held' | 'paid' | null;

export const claimOf = (status: TabPaymentStatus): ItemClaim =>
  holdsBalance(status) ? 'held' : status === 'succeeded' ? 'paid' : null;

export interface TabSplit {
  people: number;
  shares: number[];
  paid_shares: number;
}

/** The split as the tab shows it: the even shares of the amount fixed when it was asked. */
export function splitView(people: number, amount: number, paidShares: number): TabSplit {
  return { people, shares: evenShares(amount, people), paid_shares: paidShares };
}

/** The first share no waiting or paid payment has taken; null when all are taken. */
export function nextShareIndex(people: number, taken: readonly number[]): number | null {
  for (let i = 0; i < people; i += 1) if (!taken.includes(i)) return i;
  return null;
}

/**
 * What share `index` asks for. Every share but the last is its even share; the last takes what
 * is left of the balance, so the shares add up exactly to it even when cents were left over or
 * someone paid another way meanwhile.
 */
export function shareAmount(
  split: { people: number; amount: number },
  index: number,
  free: number,
): number {
  if (index === split.people - 1) return free;
  return evenShares(split.amount, split.people)[index] ?? 0;
}

/** A line's total: what "what I had" pays for it (unit price with modifiers, times quantity). */
export const lineTotal = (item: { unit_price: number; quantity: number }): number =>
  item.unit_price * item.quantity;

export type TabAmountProblem = 'nothing_left' | 'above_free';

/**
 * Whether `amount` may be taken from a balance of which `free` is neither paid nor held. Zero or
 * less left is 'nothing_left'; more than is free is 'above_free'. Both are the second phone's
 * refusal: nothing is charged.
 */
export function amountProblem(amount: number, free: number): TabAmountProblem | null {
  if (free <= 0 || amount <= 0) return 'nothing_left';
  if (amount > free) return 'above_free';
  return null;
}

/** A tab payment on the wire (docs/api.md "Paying the tab"); `P` is the online payment's view. */
export interface TabPaymentView<P = unknown> {
  id: string;
  kind: TabPaymentKind;
  amount: number;
  tip: number;
  currency: string;
  status: TabPaymentStatus;
  method: TabPaymentMethod;
  staff_method: StaffMethod | null;
  item_ids: string[];
  share_index: number | null;
  refund_reason: TabRefundReason | null;
  /** Until when it holds its amount and items; null once it ended. */
  expires_at: string | null;
  created_at: string;
  /** The online payment for the provider's form; null for the staff's and in the tab view. */
  payment: P | null;
}
