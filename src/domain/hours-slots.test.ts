import { describe, expect, it } from 'vitest';
import { openSlots } from './hours';
import { at, week } from './hours.fixtures';

const NY = 'America/New_York';
const iso = (dates: Date[]) => dates.map((d) => d.toISOString().slice(0, 16));

describe('§4.6 scheduling slots inside opening hours', () => {
  it.each([
    [
      'every 15 minutes, close excluded',
      week({ monday: ['09:00-10:00'] }),
      NY,
      '2026-06-01T12:00:00Z',
      1,
      15,
      ['2026-06-01T13:00', '2026-06-01T13:15', '2026-06-01T13:30', '2026-06-01T13:45'],
    ],
    [
      'rounded up to the wall-clock step',
      week({ monday: ['09:00-10:00'] }),
      NY,
      '2026-06-01T13:07:00Z',
      1,
      15,
      ['2026-06-01T13:15', '2026-06-01T13:30', '2026-06-01T13:45'],
    ],
    [
      'a span past midnight, two days',
      week({ monday: ['23:00-01:00'] }),
      NY,
      '2026-06-02T02:00:00Z',
      2,
      30,
      ['2026-06-02T03:00', '2026-06-02T03:30', '2026-06-02T04:00', '2026-06-02T04:30'],
    ],
    [
      'one day stops at the local midnight',
      week({ monday: ['23:00-01:00'] }),
      NY,
      '2026-06-02T02:00:00Z',
      1,
      30,
      ['2026-06-02T03:00', '2026-06-02T03:30'],
    ],
    [
      'no hours: the rest of today',
      {},
      NY,
      '2026-06-02T02:10:00Z',
      1,
      30,
      ['2026-06-02T02:30', '2026-06-02T03:00', '2026-06-02T03:30'],
    ],
    [
      'half-hour zone aligns to its own clock',
      week({ monday: ['09:00-12:00'] }),
      'Asia/Kolkata',
      '2026-06-01T00:00:00Z',
      1,
      60,
      ['2026-06-01T03:30', '2026-06-01T04:30', '2026-06-01T05:30'],
    ],
    [
      'spring DST day: 01:00 EST, then 03:00 and 04:00 EDT',
      week({ sunday: ['01:00-05:00'] }),
      NY,
      '2026-03-08T05:00:00Z',
      1,
      60,
      ['2026-03-08T06:00', '2026-03-08T07:00', '2026-03-08T08:00'],
    ],
    [
      'fall DST day: the repeated hour gives an extra slot',
      week({ sunday: ['00:00-03:00'] }),
      NY,
      '2026-11-01T04:00:00Z',
      1,
      60,
      ['2026-11-01T04:00', '2026-11-01T05:00', '2026-11-01T06:00', '2026-11-01T07:00'],
    ],
    [
      'skips closed days',
      week({ wednesday: ['12:00-13:00'] }),
      NY,
      '2026-06-01T12:00:00Z',
      3,
      30,
      ['2026-06-03T16:00', '2026-06-03T16:30'],
    ],
  ])('%s', (_label, hours, zone, from, days, step, expected) => {
    expect(iso(openSlots(hours, zone, at(from), days, step))).toEqual(expected);
  });

  it.each([0, -5, 1.5])('rejects a step of %s minutes', (step) => {
    expect(() => openSlots({}, NY, at('2026-06-01T12:00:00Z'), 1, step)).toThrow(RangeError);
  });

  it('gives nothing for zero days', () => {
    expect(
      openSlots(week({ monday: ['09:00-17:00'] }), NY, at('2026-06-01T12:00:00Z'), 0, 15),
    ).toEqual([]);
  });
});
