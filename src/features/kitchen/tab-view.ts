// What the board shows of the tables' tabs (issue [17/21]), as pure functions: the pending
// requests of every table in one list, oldest first; what the staff may still take at the table;
// and reading a typed amount for "Record payment". The server checks all of it again.
import type { StaffRequest, StaffTab, TabPayment } from '../../api/kitchen-tabs';
import { customAmountProblem } from '../../domain/tab/balance';
import type { AmountProblem } from '../../domain/tab/balance';
import { parseMoney } from '../../domain/money';
import type { Currency } from '../../domain/types';

export interface PendingRequest extends StaffRequest {
  tab_id: string;
  table_name: string;
}

/** Every table's pending requests in one list, the longest waiting first. */
export function pendingRequests(tabs: readonly StaffTab[]): PendingRequest[] {
  return tabs
    .flatMap((tab) =>
      tab.requests.map((r) => ({ ...r, tab_id: tab.id, table_name: tab.table_name })),
    )
    .sort(
      (a, b) => Date.parse(a.created_at) - Date.parse(b.created_at) || a.id.localeCompare(b.id),
    );
}

/** Payments a diner chose to hand to the staff ("I'll pay the staff"), still waiting for them. */
export function awaitingStaff(tab: Pick<StaffTab, 'payments'>): TabPayment[] {
  return (tab.payments ?? []).filter((p) => p.status === 'awaiting_staff');
}

export interface StaffPaymentDue {
  tab_id: string;
  table_name: string;
  payment: TabPayment;
}

/**
 * Every table's payments waiting for the staff ("I'll pay the staff"), oldest first: a diner is
 * waiting for someone to come and take the money, as much as one who asked for the bill.
 */
export function paymentsDue(tabs: readonly StaffTab[]): StaffPaymentDue[] {
  return tabs
    .flatMap((tab) =>
      awaitingStaff(tab).map((payment) => ({
        tab_id: tab.id,
        table_name: tab.table_name,
        payment,
      })),
    )
    .sort((a, b) => Date.parse(a.payment.created_at) - Date.parse(b.payment.created_at));
}

/** What is still free to pay: the balance less what diners' payments hold meanwhile. */
export function freeBalance(tab: Pick<StaffTab, 'balance' | 'held'>): number {
  return Math.max(tab.balance - (tab.held ?? 0), 0);
}

/** Rounds that still owe (a cancelled round is listed but owes nothing). */
export const roundCounts = (status: string): boolean => status !== 'CANCELLED';

/** Whether staff may void a line of this round: not cancelled and not paid. */
export function voidable(round: { status: string; payment_status: string | null }): boolean {
  return roundCounts(round.status) && round.payment_status !== 'paid';
}

export type StaffAmount =
  { ok: true; amount: number } | { ok: false; problem: AmountProblem | 'unreadable' };

/** An amount the staff typed (in the company's currency) towards what is free of the balance. */
export function readStaffAmount(text: string, currency: Currency, free: number): StaffAmount {
  const amount = parseMoney(text.trim(), currency);
  if (amount === null) return { ok: false, problem: 'unreadable' };
  const problem = customAmountProblem(amount, free);
  return problem ? { ok: false, problem } : { ok: true, amount };
}

/** A tip the staff typed: empty is none; otherwise whole minor units, zero or more. */
export function readStaffTip(text: string, currency: Currency): number | null {
  if (text.trim() === '') return 0;
  const tip = parseMoney(text.trim(), currency);
  return tip !== null && tip >= 0 ? tip : null;
}
