// §5.8 time display: the locale writes the time, the country picks the 12- or 24-hour clock, and a
// range keeps its two ends apart and in order inside right-to-left text.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FSI, PDI, isolate, isolateLtr, stripIsolates } from './bidi';
import { at, week } from './hours.fixtures';
import { weekSchedule } from './hours';
import { deliverySlots } from './checkout-summary';
import type { TimeFormat } from './types';

/**
 * ICU versions differ in the space before a day period (U+0020, U+00A0 or U+202F) and, for
 * Arabic, in the default digits: compared with plain spaces and Latin digits.
 */
const plain = (text: string) =>
  text
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .trim();

async function timeFormat() {
  return import('./time-format');
}

describe('§5.8 a time of day in the locale, with the country clock', () => {
  it.each<[string, TimeFormat, number, number, string]>([
    ['en', '12h', 13, 30, '1:30 PM'],
    ['en', '12h', 0, 0, '12:00 AM'],
    ['en', '12h', 12, 0, '12:00 PM'],
    ['en', '24h', 13, 30, '13:30'],
    ['en', '24h', 9, 5, '09:05'],
    ['en', '24h', 0, 5, '00:05'],
    ['es', '12h', 13, 0, '1:00 p. m.'],
    ['es', '12h', 9, 15, '9:15 a. m.'],
    ['es', '24h', 13, 0, '13:00'],
    ['ar', '12h', 12, 0, '12:00 م'],
    ['ar', '12h', 9, 5, '9:05 ص'],
    ['ar', '24h', 23, 0, '23:00'],
    ['fr', '24h', 9, 5, '09:05'],
    ['fr', '24h', 23, 59, '23:59'],
    ['fr', '12h', 21, 0, '9:00 PM'],
  ])('%s %s %i:%i → %s', async (locale, clock, hours, minutes, expected) => {
    const { formatWallTime } = await timeFormat();
    expect(plain(formatWallTime({ hours, minutes }, locale, clock))).toBe(expected);
  });

  it('never writes the English day period in Spanish or Arabic', async () => {
    const { formatWallTime } = await timeFormat();
    for (const locale of ['es', 'es-MX', 'ar'])
      expect(formatWallTime({ hours: 13, minutes: 0 }, locale, '12h')).not.toMatch(/AM|PM/);
  });

  it('an instant in a zone, with its weekday or date, keeps the 24-hour clock at midnight', async () => {
    const { formatInstant } = await timeFormat();
    // 04:05 UTC is 00:05 in New York (UTC−4): h23, never '24:05'.
    const instant = Date.parse('2026-06-02T04:05:00Z');
    const zone = 'America/New_York';
    expect(plain(formatInstant(instant, { locale: 'en', timeZone: zone, timeFormat: '24h' }))).toBe(
      '00:05',
    );
    expect(
      plain(
        formatInstant(instant, {
          locale: 'es',
          timeZone: zone,
          timeFormat: '12h',
          date: 'weekday',
        }),
      ),
    ).toBe('mar, 12:05 a. m.');
    expect(
      plain(
        formatInstant(new Date(instant), {
          locale: 'en',
          timeZone: zone,
          timeFormat: '12h',
          date: 'dayMonth',
        }),
      ),
    ).toBe('Jun 2, 12:05 AM');
  });
});

describe('Intl formatters are costly: made on first use and kept', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it('creates none at module load and one per locale, clock, zone and date part', async () => {
    vi.resetModules();
    const Native = Intl.DateTimeFormat;
    const created: string[] = [];
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      locale?: string | string[],
      options?: Intl.DateTimeFormatOptions,
    ) {
      created.push(String(locale));
      return new Native(locale, options);
    } as unknown as typeof Intl.DateTimeFormat);
    const { formatWallTime, formatInstant } = await import('./time-format');
    expect(created).toEqual([]);
    for (let minutes = 0; minutes < 60; minutes += 15) {
      formatWallTime({ hours: 9, minutes }, 'ar', '12h');
      formatWallTime({ hours: 9, minutes }, 'ar', '24h');
      formatInstant(Date.UTC(2026, 0, 1, 9, minutes), {
        locale: 'ar',
        timeZone: 'Asia/Dubai',
        timeFormat: '12h',
      });
    }
    expect(created).toEqual(['ar', 'ar', 'ar']);
  });
});

describe('right-to-left isolation', () => {
  it('wraps a range end to end in first-strong isolates, start before end', async () => {
    const { timeRange } = await timeFormat();
    const range = timeRange('12:00 م', '11:00 م');
    expect(range).toBe(`${FSI}12:00 م${PDI} - ${FSI}11:00 م${PDI}`);
    // Each time sits whole between its own pair of isolates, and the start comes first.
    const isolated = [...range.matchAll(/\u2068([^\u2068\u2069]*)\u2069/g)].map((m) => m[1]);
    expect(isolated).toEqual(['12:00 م', '11:00 م']);
    expect(stripIsolates(range)).toBe('12:00 م - 11:00 م');
  });

  it('isolates by first strong character, or forces left to right', () => {
    expect(isolate('1:00 PM')).toBe('\u20681:00 PM\u2069');
    expect(isolateLtr('3 / 1000')).toBe('\u20663 / 1000\u2069');
    expect(isolate('')).toBe('');
  });

  it("alnakheel's week (Dubai, 12-hour) in Arabic: Arabic day periods, every end isolated", async () => {
    const { timeRange } = await timeFormat();
    const hours = week({ sunday: ['12:00-23:00'], friday: ['13:30-16:00', '18:00-01:00'] });
    const rows = weekSchedule(hours, 'Asia/Dubai', at('2026-06-01T10:00:00Z'), '12h', 'ar');
    const texts = (day: string) =>
      (rows.find((row) => row.day === day)?.entries ?? []).map((entry) =>
        entry.kind === 'span' ? plain(stripIsolates(timeRange(entry.open, entry.close))) : '',
      );
    expect(texts('sunday')).toEqual(['12:00 م - 11:00 م']);
    expect(texts('friday')).toEqual(['1:30 م - 4:00 م', '6:00 م - 1:00 ص']);
  });

  it('labels Spanish delivery slots in Spanish (not "1:00 PM")', () => {
    const hours = week({ thursday: ['13:00-13:30'] });
    // Thursday 2026-11-26 10:00 in Mexico City (UTC−6).
    const slots = deliverySlots(
      hours,
      'America/Mexico_City',
      at('2026-11-26T16:00:00Z'),
      '12h',
      'es',
    );
    expect(slots.map((slot) => plain(slot.time))).toEqual(['1:00 p. m.', '1:15 p. m.']);
  });
});
