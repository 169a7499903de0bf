// §6 plan-based gating, derived from the company's subscriptions (§3 "Plans and limits").
import type { Company } from './types';
import { FREE_PLAN_MONTHLY_ORDER_LIMIT, MAIN_PLANS, PAID_PLANS } from './constants';
import { localDate, resolveTimeZone } from './hours-time';

export interface PlanGates {
  /** No main subscription at all. */
  freeMainPlan: boolean;
  /** highest_plan is one of the paid plans: the company paid before. */
  hasPriorPaidPlan: boolean;
  /** Null when the main subscription has no limit. */
  monthlyOrderLimit: number | null;
  limitReached: boolean;
  installEnabled: boolean;
  showFreePlanBanner: boolean;
}

// Plan names are compared without regard to case or surrounding spaces, since they are free text in the API.
const normalise = (name: string | null | undefined) => (name ?? '').trim().toLowerCase();
const isIn = (list: readonly string[], name: string | null | undefined) =>
  list.includes(normalise(name));

export function planGates(company: Company): PlanGates {
  const main = (company.current_subscriptions ?? []).find((s) => isIn(MAIN_PLANS, s.name));
  const freeMainPlan = main === undefined;
  const monthlyOrderLimit = main
    ? (main.monthly_orders_limit ?? null)
    : FREE_PLAN_MONTHLY_ORDER_LIMIT;
  const usage = company.order_limit_usage_count ?? 0;
  return {
    freeMainPlan,
    hasPriorPaidPlan: isIn(PAID_PLANS, company.highest_plan),
    monthlyOrderLimit,
    limitReached: monthlyOrderLimit !== null && usage >= monthlyOrderLimit,
    installEnabled: !freeMainPlan,
    showFreePlanBanner: !company.reseller_id && freeMainPlan,
  };
}

/**
 * §6 "monthly order limit": the calendar month ('yyyy-MM') an order placed at `instant` counts
 * in, on the company's wall clock, so the count resets at local midnight of the 1st.
 */
export function usageMonth(instant: Date, timeZone: string | null | undefined): string {
  return localDate(instant, resolveTimeZone(timeZone)).slice(0, 7);
}
