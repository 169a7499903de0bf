// Table tests for the order-taking refusals (§4.6, §6) on top of the domain fixtures.
import { describe, expect, it } from 'vitest';
import { week } from '../../src/domain/hours.fixtures';
import { makeCompany, makeService, makeSettings } from '../../src/domain/order-taking.fixtures';
import type { OrderContext } from './context';
import { HttpError } from '../http/errors';
import { refuseIfClosedOrPaused, refuseUnlessTakingOrders, scheduledInstant } from './refusals';

// Monday 2026-11-23 10:00 in New York is 15:00 UTC; the store opens 12:00–20:00 on Mondays.
const NOW = new Date('2026-11-23T15:00:00Z');
const hours = week({ monday: ['12:00-20:00'] });

function ctx(over: { company?: Parameters<typeof makeCompany>[0]; now?: Date } = {}): OrderContext {
  return {
    company: makeCompany({ business_hours_settings: hours, ...over.company }),
    settings: makeSettings({ takeaway: makeService({ scheduled_orders_enabled: true }) }),
    now: over.now ?? NOW,
  };
}

function statusOf(run: () => unknown): number | 'ok' {
  try {
    run();
    return 'ok';
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

describe('refuseIfClosedOrPaused', () => {
  const open = new Date('2026-11-23T18:00:00Z'); // 13:00 local

  it.each([
    ['closed, for now, table (no scheduling)', 'TABLE', null, 'create', 409],
    ['closed, draft for later, takeaway', 'TAKEAWAY', null, 'create', 'ok'],
    ['closed, placing without a date', 'TAKEAWAY', null, 'place', 409],
    ['closed, placing for an open instant', 'TAKEAWAY', open, 'place', 'ok'],
  ] as const)('%s → %s', (_label, service, at, phase, expected) => {
    expect(statusOf(() => refuseIfClosedOrPaused(ctx(), service, at, phase))).toBe(expected);
  });

  it('refuses a paused service until the pause ends', () => {
    const c = ctx({ now: open });
    c.settings.table.disabled_until = '2026-11-23T19:00:00Z';
    expect(statusOf(() => refuseIfClosedOrPaused(c, 'TABLE', null, 'create'))).toBe(409);
    expect(
      statusOf(() =>
        refuseIfClosedOrPaused(
          { ...c, now: new Date('2026-11-23T19:00:00Z') },
          'TABLE',
          null,
          'create',
        ),
      ),
    ).toBe('ok');
  });
});

describe('scheduledInstant', () => {
  it.each([
    ['2026-11-23T18:00:00+00:00', 'ok'], // 13:00 local, open
    ['2026-11-23T16:00:00+00:00', 422], // 11:00 local, closed
    ['2026-11-23T14:00:00+00:00', 422], // in the past
    ['2026-11-23 18:00', 422], // not the §3 format
  ] as const)('%s → %s', (text, expected) => {
    expect(statusOf(() => scheduledInstant(ctx(), 'TAKEAWAY', text))).toBe(expected);
  });

  it('needs scheduled orders on for the service', () => {
    expect(statusOf(() => scheduledInstant(ctx(), 'TABLE', '2026-11-23T18:00:00+00:00'))).toBe(422);
  });
});

describe('refuseUnlessTakingOrders', () => {
  it('refuses the monthly limit, a read-only menu and an inactive service', () => {
    const limited = ctx({
      company: {
        current_subscriptions: [{ name: 'premium', monthly_orders_limit: 5 }],
        order_limit_usage_count: 5,
      },
    });
    expect(statusOf(() => refuseUnlessTakingOrders(limited, 'TABLE', null))).toBe(409);
    const readonly = ctx({ company: { current_subscriptions: [], highest_plan: 'premium' } });
    expect(statusOf(() => refuseUnlessTakingOrders(readonly, 'TABLE', null))).toBe(409);
    const c = ctx();
    c.settings.onsite.active = false;
    expect(statusOf(() => refuseUnlessTakingOrders(c, 'ONSITE', null))).toBe(422);
    expect(statusOf(() => refuseUnlessTakingOrders(c, 'TABLE', null))).toBe('ok');
  });
});
