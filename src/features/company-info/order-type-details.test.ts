import { describe, expect, it } from 'vitest';
import { orderTypeDetails } from './order-type-details';
import { makeCompany, makeSettings } from '../landing/test-fixtures';
import { activeOrderTypes } from '../../domain/order-taking';
import { formatMoney } from '../../domain/money';

const company = makeCompany();
const now = new Date('2026-01-01T12:00:00Z');

describe('orderTypeDetails (§2.8 order types)', () => {
  it('lists the active order types in reverse order', () => {
    const settings = makeSettings();
    const names = orderTypeDetails(activeOrderTypes(settings, now), company, settings).map(
      (d) => d.name,
    );
    expect(names).toEqual(['delivery', 'takeaway', 'onsite']);
  });

  it('marks a paused type unavailable and keeps its pause end', () => {
    const base = makeSettings();
    const settings = makeSettings({
      takeaway: { ...base.takeaway, disabled_until: '2026-01-02T00:00:00Z' },
    });
    const takeaway = orderTypeDetails(activeOrderTypes(settings, now), company, settings).find(
      (d) => d.name === 'takeaway',
    );
    expect(takeaway).toMatchObject({ available: false, pausedUntil: '2026-01-02T00:00:00Z' });
  });

  it.each([
    ['no alert lines by default', {}, []],
    [
      'minimum order',
      { minimum_amount_to_allow: 1500 },
      [
        {
          key: 'info.minimumOrder',
          params: { amount: formatMoney(1500, company.currency) },
        },
      ],
    ],
    [
      'free delivery threshold',
      { minimum_amount_for_free: 3000 },
      [
        {
          key: 'info.freeDeliveryFrom',
          params: { amount: formatMoney(3000, company.currency) },
        },
      ],
    ],
    [
      'average time in minutes',
      { average_time: '30-45' },
      [{ key: 'info.averageTimeMinutes', params: { time: '30-45' } }],
    ],
    [
      'average time with its own unit',
      { average_time: '1 hour' },
      [{ key: 'info.averageTime', params: { time: '1 hour' } }],
    ],
  ])('the delivery card carries a bottom alert: %s', (_name, delivery, expected) => {
    const base = makeSettings();
    const settings = makeSettings({ delivery: { ...base.delivery, ...delivery } });
    const detail = orderTypeDetails(activeOrderTypes(settings, now), company, settings).find(
      (d) => d.name === 'delivery',
    );
    expect(detail?.alert).toEqual(expected);
  });

  it('gives onsite and takeaway no alert', () => {
    const base = makeSettings();
    const settings = makeSettings({ delivery: { ...base.delivery, minimum_amount_to_allow: 100 } });
    const others = orderTypeDetails(activeOrderTypes(settings, now), company, settings).filter(
      (d) => d.name !== 'delivery',
    );
    expect(others.every((d) => d.alert.length === 0)).toBe(true);
  });
});
