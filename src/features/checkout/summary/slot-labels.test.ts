// Delivery-time labels (§2.10 block 4): today/tomorrow translated, later days as local dates.
import { describe, expect, it } from 'vitest';
import type { DeliverySlot } from '../../../domain/checkout-summary';
import { dayLabel, slotGroups, slotLabel } from './slot-labels';

const t = (key: string) =>
  ({ 'summary.time.today': 'Today', 'summary.time.tomorrow': 'Tomorrow' })[key] ?? key;

const slot = (day: DeliverySlot['day'], date: string, time: string): DeliverySlot => ({
  value: `${date}T12:00:00+00:00-${time}`,
  day,
  date,
  time,
  part: 'afternoon',
});

describe('slot labels', () => {
  it.each([
    [slot('today', '2026-11-22', '1:00 PM'), 'en', 'Today'],
    [slot('tomorrow', '2026-11-23', '1:00 PM'), 'en', 'Tomorrow'],
    [slot('date', '2026-11-24', '1:00 PM'), 'en-US', 'Tue, Nov 24'],
  ])('%j in %s → %s', (input, locale, expected) => {
    expect(dayLabel(input, t, locale)).toBe(expected);
  });

  it('keeps the company-local date whatever the runtime zone (Spanish weekday and day)', () => {
    const label = dayLabel(slot('date', '2026-11-24', '13:00'), t, 'es-MX');
    expect(label).toMatch(/mar/i);
    expect(label).toMatch(/\b24\b/);
  });

  it('labels a chosen slot with its day and time, and nothing for an unknown value', () => {
    const slots = [
      slot('today', '2026-11-22', '1:00 PM'),
      slot('tomorrow', '2026-11-23', '9:15 AM'),
    ];
    expect(slotLabel(slots, slots[1]?.value ?? null, t, 'en')).toBe('Tomorrow 9:15 AM');
    expect(slotLabel(slots, 'nope', t, 'en')).toBeNull();
    expect(slotLabel(slots, null, t, 'en')).toBeNull();
  });

  it('groups consecutive slots by local date', () => {
    const a = slot('today', '2026-11-22', '1:00 PM');
    const b = slot('today', '2026-11-22', '1:15 PM');
    const c = slot('tomorrow', '2026-11-23', '9:00 AM');
    expect(slotGroups([a, b, c])).toEqual([[a, b], [c]]);
    expect(slotGroups([])).toEqual([]);
  });
});
