import { describe, expect, it } from 'vitest';
import type { ServiceType } from './types';
import {
  activeOrderTypes,
  companyReceivesOrders,
  isServiceAvailable,
  menuType,
  orderTypesForCheckout,
} from './order-taking';
import type { OrderingContext } from './order-taking';
import { makeCompany, makeService, makeSettings } from './order-taking.fixtures';
import { week } from './hours.fixtures';

// Monday 2026-06-01, 12:00 in New York (EDT).
const NOW = new Date('2026-06-01T16:00:00Z');
const OPEN_HOURS = week({ monday: ['09:00-17:00'] });
const CLOSED_HOURS = week({ monday: ['18:00-22:00'] });

function ctx(overrides: Partial<OrderingContext> = {}): OrderingContext {
  return {
    company: makeCompany({ business_hours_settings: OPEN_HOURS }),
    settings: makeSettings(),
    now: NOW,
    appIsReadonly: false,
    qrServiceType: null,
    ...overrides,
  };
}

const names = (types: { name: string }[]) => types.map((t) => t.name);

describe('§4.6 service availability (disabled_until)', () => {
  it.each([
    ['no disabled_until', null, true],
    ['paused until later', '2026-06-01T17:00:00Z', false],
    ['exactly at disabled_until', '2026-06-01T16:00:00Z', true],
    ['after disabled_until', '2026-06-01T15:59:59Z', true],
    ['unreadable date does not pause', 'soon', true],
  ])('%s', (_label, until, expected) => {
    expect(isServiceAvailable(makeService({ disabled_until: until }), NOW)).toBe(expected);
  });

  it('reports the pause instant on the order type', () => {
    const settings = makeSettings({
      takeaway: makeService({ disabled_until: '2026-06-01T18:00:00Z' }),
    });
    const takeaway = activeOrderTypes(settings, NOW).find((t) => t.name === 'takeaway');
    expect(takeaway).toMatchObject({
      id: 'uuid-takeaway',
      serviceType: 'TAKEAWAY',
      available: false,
      pausedUntil: '2026-06-01T18:00:00Z',
    });
  });
});

describe('§4.6 active order types', () => {
  it.each([
    ['all active', makeSettings(), ['onsite', 'takeaway', 'delivery']],
    [
      'onsite through QR codes is excluded',
      makeSettings({ onsite: makeService({ onsite_qr_ordering: true }) }),
      ['takeaway', 'delivery'],
    ],
    [
      'inactive services are excluded',
      makeSettings({ takeaway: makeService({ active: false }) }),
      ['onsite', 'delivery'],
    ],
  ])('%s', (_label, settings, expected) => {
    expect(names(activeOrderTypes(settings, NOW))).toEqual(expected);
  });
});

describe('§4.6 order types for checkout', () => {
  const closed = makeCompany({ business_hours_settings: CLOSED_HOURS });
  it.each([
    ['open: every active type', ctx(), ['onsite', 'takeaway', 'delivery']],
    ['closed without scheduling: none', ctx({ company: closed }), []],
    [
      'closed: only types taking scheduled orders',
      ctx({
        company: closed,
        settings: makeSettings({
          takeaway: makeService({ scheduled_orders_enabled: true }),
          onsite: makeService({ scheduled_orders_enabled: true }),
        }),
      }),
      ['onsite', 'takeaway'],
    ],
    [
      'closed: delivery with scheduling',
      ctx({
        company: closed,
        settings: makeSettings({
          delivery: { ...makeSettings().delivery, scheduled_orders_enabled: true },
        }),
      }),
      ['delivery'],
    ],
    [
      'open: onsite removed under QR ordering',
      ctx({ settings: makeSettings({ onsite: makeService({ onsite_qr_ordering: true }) }) }),
      ['takeaway', 'delivery'],
    ],
  ])('%s', (_label, context, expected) => {
    expect(names(orderTypesForCheckout(context))).toEqual(expected);
  });
});

describe('§4.6 / §6 menu type', () => {
  const noTypes = makeSettings({
    onsite: makeService({ active: false }),
    takeaway: makeService({ active: false }),
    delivery: { ...makeSettings().delivery, active: false },
  });
  it.each([
    ['advanced by default', ctx(), 'advanced'],
    ['app in read-only mode', ctx({ appIsReadonly: true }), 'readonly'],
    [
      'READONLY checkout type',
      ctx({ settings: makeSettings({ checkout_type: 'READONLY' }) }),
      'readonly',
    ],
    ['no order types', ctx({ settings: noTypes }), 'readonly'],
    [
      'no order types but a QR service',
      ctx({ settings: noTypes, qrServiceType: 'TABLE' }),
      'advanced',
    ],
    [
      'free plan after a paid plan',
      ctx({ company: makeCompany({ current_subscriptions: [], highest_plan: 'elite' }) }),
      'readonly',
    ],
    [
      'free plan never paid',
      ctx({ company: makeCompany({ current_subscriptions: [], highest_plan: null }) }),
      'advanced',
    ],
    [
      'paid plan with a paid history',
      ctx({ company: makeCompany({ highest_plan: 'elite' }) }),
      'advanced',
    ],
  ])('%s', (_label, context, expected) => {
    expect(menuType(context)).toBe(expected);
  });
});

describe('§4.6 the company receives orders', () => {
  const closedCompany = makeCompany({ business_hours_settings: CLOSED_HOURS });
  const allPaused = makeSettings({
    onsite: makeService({ disabled_until: '2026-06-02T00:00:00Z' }),
    takeaway: makeService({ disabled_until: '2026-06-02T00:00:00Z' }),
    delivery: { ...makeSettings().delivery, disabled_until: '2026-06-02T00:00:00Z' },
  });
  const qr = (type: ServiceType) => ({ qrServiceType: type });
  it.each([
    ['open with available types', ctx(), true],
    ['not loaded', null, false],
    ['readonly menu', ctx({ appIsReadonly: true }), false],
    [
      'monthly limit reached',
      ctx({
        company: makeCompany({
          business_hours_settings: OPEN_HOURS,
          current_subscriptions: [],
          order_limit_usage_count: 10,
        }),
      }),
      false,
    ],
    [
      'free plan under the limit',
      ctx({
        company: makeCompany({
          business_hours_settings: OPEN_HOURS,
          current_subscriptions: [],
          order_limit_usage_count: 9,
        }),
      }),
      true,
    ],
    [
      'chat checkout without a chat number',
      ctx({
        settings: makeSettings({ checkout_type: 'WHATSAPP' }),
        company: makeCompany({ business_hours_settings: OPEN_HOURS, whatsapp: ' - ' }),
      }),
      false,
    ],
    [
      'chat checkout with a chat number',
      ctx({ settings: makeSettings({ checkout_type: 'WHATSAPP' }) }),
      true,
    ],
    [
      'web checkout without a chat number',
      ctx({ company: makeCompany({ business_hours_settings: OPEN_HOURS, whatsapp: null }) }),
      true,
    ],
    ['every type paused', ctx({ settings: allPaused }), false],
    ['every type paused but a QR while open', ctx({ settings: allPaused, ...qr('TABLE') }), true],
    ['QR while closed, nothing scheduled', ctx({ company: closedCompany, ...qr('TABLE') }), false],
    [
      'closed with a scheduled type',
      ctx({
        company: closedCompany,
        settings: makeSettings({ takeaway: makeService({ scheduled_orders_enabled: true }) }),
      }),
      true,
    ],
  ])('%s', (_label, context, expected) => {
    expect(companyReceivesOrders(context)).toBe(expected);
  });
});
