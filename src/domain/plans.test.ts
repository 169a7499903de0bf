import { describe, expect, it } from 'vitest';
import { FREE_PLAN_MONTHLY_ORDER_LIMIT } from './constants';
import { planGates, usageMonth } from './plans';
import { makeCompany } from './order-taking.fixtures';

describe('§6 plan-based gating', () => {
  it.each([
    [
      'first main subscription counts',
      [
        { name: 'trial', monthly_orders_limit: 1 },
        { name: 'advanced', monthly_orders_limit: 50 },
        { name: 'elite', monthly_orders_limit: 500 },
      ],
      false,
      50,
    ],
    [
      'a non-main subscription alone is the free plan',
      [{ name: 'delivery-addon', monthly_orders_limit: 999 }],
      true,
      FREE_PLAN_MONTHLY_ORDER_LIMIT,
    ],
    ['no subscriptions is the free plan', [], true, FREE_PLAN_MONTHLY_ORDER_LIMIT],
    ['unlimited main plan', [{ name: 'infinity', monthly_orders_limit: null }], false, null],
    ['plan names ignore case', [{ name: ' Premium ', monthly_orders_limit: 200 }], false, 200],
  ])('%s', (_label, subscriptions, freeMainPlan, limit) => {
    const gates = planGates(makeCompany({ current_subscriptions: subscriptions }));
    expect(gates.freeMainPlan).toBe(freeMainPlan);
    expect(gates.monthlyOrderLimit).toBe(limit);
    expect(gates.installEnabled).toBe(!freeMainPlan);
  });

  it.each([
    ['premium', true],
    ['onboarding', true],
    ['elite', true],
    ['infinity', false],
    ['advanced', false],
    [null, false],
  ])('highest_plan %s counts as a prior paid plan: %s', (highest, expected) => {
    expect(planGates(makeCompany({ highest_plan: highest })).hasPriorPaidPlan).toBe(expected);
  });

  it.each([
    ['free plan below the limit', [], FREE_PLAN_MONTHLY_ORDER_LIMIT - 1, false],
    ['free plan at the limit', [], FREE_PLAN_MONTHLY_ORDER_LIMIT, true],
    ['paid plan past its limit', [{ name: 'advanced', monthly_orders_limit: 50 }], 51, true],
    ['paid plan below its limit', [{ name: 'advanced', monthly_orders_limit: 50 }], 49, false],
    ['unlimited plan', [{ name: 'elite', monthly_orders_limit: null }], 10_000, false],
  ])('limit: %s', (_label, subscriptions, usage, reached) => {
    const company = makeCompany({
      current_subscriptions: subscriptions,
      order_limit_usage_count: usage,
    });
    expect(planGates(company).limitReached).toBe(reached);
  });

  it.each([
    ['free, no reseller', [], null, true],
    ['free, with a reseller', [], 'reseller-9', false],
    ['paid, no reseller', [{ name: 'premium', monthly_orders_limit: null }], null, false],
  ])('free-plan banner: %s', (_label, subscriptions, reseller, expected) => {
    const company = makeCompany({ current_subscriptions: subscriptions, reseller_id: reseller });
    expect(planGates(company).showFreePlanBanner).toBe(expected);
  });
});

describe('§6 the month an order counts in (company timezone)', () => {
  it.each([
    ['2026-11-30T23:30:00-05:00', 'America/New_York', '2026-11'],
    ['2026-12-01T04:30:00Z', 'America/New_York', '2026-11'],
    ['2026-12-01T05:00:00Z', 'America/New_York', '2026-12'],
    ['2026-12-01T04:30:00Z', 'UTC', '2026-12'],
    ['2026-11-30T23:30:00Z', 'Asia/Tokyo', '2026-12'],
    ['2026-02-28T23:59:59Z', 'America/Sao_Paulo', '2026-02'],
    ['2026-03-01T02:59:59Z', 'America/Sao_Paulo', '2026-02'],
    ['2026-03-01T03:00:00Z', 'America/Sao_Paulo', '2026-03'],
    ['2026-12-31T23:00:00Z', 'Not/AZone', '2026-12'],
  ])('%s in %s → %s', (instant, zone, month) => {
    expect(usageMonth(new Date(instant), zone)).toBe(month);
  });
});
