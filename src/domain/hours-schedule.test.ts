import { describe, expect, it } from 'vitest';
import type { ScheduleEntry } from './hours';
import { weekSchedule } from './hours';
import { WEEK_DAYS } from './constants';
import type { WeekDay } from './types';
import { at, week } from './hours.fixtures';

const NY = 'America/New_York';
const MONDAY_NOON = at('2026-06-01T16:00:00Z');
const span = (open: string, close: string, closeIsMidnight = false): ScheduleEntry => ({
  kind: 'span',
  open,
  close,
  closeIsMidnight,
});
const CLOSED: ScheduleEntry = { kind: 'closed' };
const OPEN24: ScheduleEntry = { kind: 'open24' };

function entriesOf(
  hours: ReturnType<typeof week>,
  timeFormat: '12h' | '24h' = '24h',
): Partial<Record<WeekDay, ScheduleEntry[]>> {
  return Object.fromEntries(
    weekSchedule(hours, NY, MONDAY_NOON, timeFormat, 'en').map((row) => [row.day, row.entries]),
  );
}

describe('§5.8 opening hours display', () => {
  it.each([
    [
      '24-hour format',
      week({ monday: ['09:00-17:30'] }),
      '24h',
      'monday',
      [span('09:00', '17:30')],
    ],
    [
      '12-hour format',
      week({ monday: ['09:00-17:30'] }),
      '12h',
      'monday',
      [span('9:00 AM', '5:30 PM')],
    ],
    [
      '12-hour noon and midnight',
      week({ monday: ['00:00-12:00'] }),
      '12h',
      'monday',
      [span('12:00 AM', '12:00 PM')],
    ],
    [
      "'00:00'–'23:59' is open 24 hours",
      week({ monday: ['00:00-23:59'] }),
      '24h',
      'monday',
      [OPEN24],
    ],
    [
      "a '23:59' close reads midnight",
      week({ monday: ['18:00-23:59'] }),
      '24h',
      'monday',
      [span('18:00', '23:59', true)],
    ],
    [
      'spans sorted by opening',
      week({ monday: ['18:00-22:00', '09:00-12:00'] }),
      '24h',
      'monday',
      [span('09:00', '12:00'), span('18:00', '22:00')],
    ],
    [
      'inactive day is closed',
      week({ monday: ['09:00-17:00'] }, ['monday']),
      '24h',
      'monday',
      [CLOSED],
    ],
    ['day without hours is closed', week({ monday: [] }), '24h', 'monday', [CLOSED]],
    ['missing day is closed', week({ monday: ['09:00-17:00'] }), '24h', 'tuesday', [CLOSED]],
  ])('%s', (_label, hours, timeFormat, day, expected) => {
    expect(entriesOf(hours, timeFormat as '12h' | '24h')[day as WeekDay]).toEqual(expected);
  });
});

describe('§5.8 spans merged across midnight', () => {
  it.each([
    [
      '23:59 then 00:00',
      week({ friday: ['18:00-23:59'], saturday: ['00:00-02:00'] }),
      { friday: [span('18:00', '02:00')], saturday: [CLOSED] },
    ],
    [
      '00:00 then 00:00',
      week({ friday: ['20:00-00:00'], saturday: ['00:00-03:00'] }),
      { friday: [span('20:00', '03:00')], saturday: [CLOSED] },
    ],
    [
      'the next day keeps its other spans',
      week({ friday: ['18:00-23:59'], saturday: ['00:00-02:00', '10:00-14:00'] }),
      { friday: [span('18:00', '02:00')], saturday: [span('10:00', '14:00')] },
    ],
    [
      'not when the next day ends 23:59',
      week({ friday: ['18:00-23:59'], saturday: ['00:00-23:59'] }),
      { friday: [span('18:00', '23:59', true)], saturday: [OPEN24] },
    ],
    [
      'not when the next day starts later',
      week({ friday: ['18:00-23:59'], saturday: ['09:00-12:00'] }),
      { friday: [span('18:00', '23:59', true)], saturday: [span('09:00', '12:00')] },
    ],
    [
      'not from a day open 24 hours',
      week({ monday: ['00:00-23:59'], tuesday: ['00:00-02:00'] }),
      { monday: [OPEN24], tuesday: [span('00:00', '02:00')] },
    ],
    [
      'Saturday wraps to Sunday',
      week({ saturday: ['22:00-23:59'], sunday: ['00:00-01:00'] }),
      { saturday: [span('22:00', '01:00')], sunday: [CLOSED] },
    ],
    [
      'not into an inactive day',
      week({ friday: ['18:00-23:59'], saturday: ['00:00-02:00'] }, ['saturday']),
      { friday: [span('18:00', '23:59', true)], saturday: [CLOSED] },
    ],
  ])('%s', (_label, hours, expected) => {
    const rows = entriesOf(hours);
    for (const [day, entries] of Object.entries(expected))
      expect(rows[day as WeekDay]).toEqual(entries);
  });
});

describe('§2.8 weekday list', () => {
  it('lists every weekday in order', () => {
    expect(weekSchedule({}, NY, MONDAY_NOON, '24h', 'en').map((row) => row.day)).toEqual([
      ...WEEK_DAYS,
    ]);
  });

  it.each([
    ['Monday noon in New York', NY, '2026-06-01T16:00:00Z', 'monday'],
    ['still Sunday evening in New York while Monday in UTC', NY, '2026-06-01T03:00:00Z', 'sunday'],
    ['already Monday in Tokyo', 'Asia/Tokyo', '2026-05-31T16:00:00Z', 'monday'],
    [
      'Saturday night in São Paulo while Sunday in UTC',
      'America/Sao_Paulo',
      '2026-11-01T02:30:00Z',
      'saturday',
    ],
  ])('marks today: %s', (_label, zone, now, today) => {
    const marked = weekSchedule({}, zone, at(now), '24h', 'en')
      .filter((row) => row.isToday)
      .map((row) => row.day);
    expect(marked).toEqual([today]);
  });
});
