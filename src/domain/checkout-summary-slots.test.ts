// §2.10 block 4: delivery-time slots in the company timezone and time format.
import { describe, expect, it } from 'vitest';
import { deliverySlots, isOfferedSlot } from './checkout-summary';
import { at, week } from './hours.fixtures';

describe('delivery slots in the company timezone (§2.10 block 4)', () => {
  const hours = week({
    monday: ['11:00-12:00'],
    tuesday: ['09:00-09:30'],
  });

  it('labels 15-minute slots of today and tomorrow in 12-hour New York time', () => {
    // Monday 2026-06-01 11:20 in New York (UTC−4).
    const slots = deliverySlots(hours, 'America/New_York', at('2026-06-01T15:20:00Z'), '12h', 'en');
    expect(slots.map((s) => [s.day, s.date, s.time, s.value])).toEqual([
      ['today', '2026-06-01', '11:30 AM', '2026-06-01T15:30:00+00:00'],
      ['today', '2026-06-01', '11:45 AM', '2026-06-01T15:45:00+00:00'],
      ['tomorrow', '2026-06-02', '9:00 AM', '2026-06-02T13:00:00+00:00'],
      ['tomorrow', '2026-06-02', '9:15 AM', '2026-06-02T13:15:00+00:00'],
    ]);
  });

  it('uses the 24-hour format and the local day across UTC midnight', () => {
    // 23:50 UTC on Monday is 20:50 in São Paulo; the slots are Monday's evening.
    const late = week({ monday: ['20:00-21:30'] });
    const slots = deliverySlots(late, 'America/Sao_Paulo', at('2026-06-01T23:50:00Z'), '24h', 'en');
    expect(slots.map((s) => [s.day, s.time])).toEqual([
      ['today', '21:00'],
      ['today', '21:15'],
    ]);
  });

  it('starts at the next opening when today and tomorrow are closed (dated slots)', () => {
    // Tuesday 10:00 in New York: Tuesday's hours are over and Wednesday has none.
    const slots = deliverySlots(hours, 'America/New_York', at('2026-06-02T14:00:00Z'), '12h', 'en');
    expect(slots.map((s) => [s.day, s.date, s.time])).toEqual([
      ['date', '2026-06-08', '11:00 AM'],
      ['date', '2026-06-08', '11:15 AM'],
      ['date', '2026-06-08', '11:30 AM'],
      ['date', '2026-06-08', '11:45 AM'],
      ['date', '2026-06-09', '9:00 AM'],
      ['date', '2026-06-09', '9:15 AM'],
    ]);
  });

  it('a company without hours is always open: the whole two days, every 15 minutes', () => {
    const slots = deliverySlots({}, 'America/New_York', at('2026-06-01T15:20:00Z'), '24h', 'en');
    expect(slots[0]).toMatchObject({ day: 'today', time: '11:30' });
    expect(slots.at(-1)).toMatchObject({ day: 'tomorrow', time: '23:45' });
    expect(slots).toHaveLength(50 + 96);
  });
});

describe('only offered slots may be scheduled (issue [8/13])', () => {
  const hours = week({ monday: ['11:00-12:00'], tuesday: ['09:00-09:30'] });
  const now = at('2026-06-01T15:20:00Z'); // Monday 11:20 in New York

  it.each([
    ['an offered slot today', '2026-06-01T15:30:00+00:00', true],
    ['an offered slot tomorrow', '2026-06-02T13:15:00+00:00', true],
    ['a slot already passed', '2026-06-01T15:15:00+00:00', false],
    ['a minute between slots', '2026-06-01T15:37:00+00:00', false],
    ['closing time itself', '2026-06-01T16:00:00+00:00', false],
    ['the next open day after the window', '2026-06-08T15:00:00+00:00', false],
    ['far in the future', '2099-06-01T15:30:00+00:00', false],
    ['not our format', '2026-06-01T15:30:00Z', false],
  ])('%s → %s', (_label, value, expected) => {
    expect(isOfferedSlot(hours, 'America/New_York', now, value)).toBe(expected);
  });

  it('offers the next opening when today and tomorrow are closed', () => {
    const tuesdayLate = at('2026-06-02T14:00:00Z');
    expect(isOfferedSlot(hours, 'America/New_York', tuesdayLate, '2026-06-08T15:00:00+00:00')).toBe(
      true,
    );
  });
});
