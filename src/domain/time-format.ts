// §5.8 time display: the diner's language says how a time is written ('1:00 p. m.', '1:00 م',
// '13.00'), the company's country says whether the clock has 12 or 24 hours. Only display:
// the wall-clock ⇄ instant maths stays in hours-time.ts.
import { isolate } from './bidi';
import type { WallTime } from './hours-time';
import type { TimeFormat } from './types';

/**
 * The Intl fields of a time of day: 'h:mm a' for '12h', 'HH:mm' for '24h' (§5.8). hourCycle
 * rather than hour12: hour12 lets a locale pick h11 or h24 ('0:30 AM', '24:30').
 */
export function clockOptions(timeFormat: TimeFormat): Intl.DateTimeFormatOptions {
  return timeFormat === '12h'
    ? { hour: 'numeric', minute: '2-digit', hourCycle: 'h12' }
    : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
}

/** What an instant shows besides the time: nothing, the weekday, or the day and month. */
export type DatePart = 'none' | 'weekday' | 'dayMonth';

const DATE_OPTIONS: Record<DatePart, Intl.DateTimeFormatOptions> = {
  none: {},
  weekday: { weekday: 'short' },
  dayMonth: { day: 'numeric', month: 'short' },
};

// Building an Intl formatter costs far more than using one, and the same few are asked for on
// every render (a week of hours, 150 delivery slots): kept per locale, clock, zone and date part.
// Created on first use, never at module load.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(
  locale: string,
  timeFormat: TimeFormat,
  timeZone: string,
  date: DatePart,
): Intl.DateTimeFormat {
  const key = `${locale}|${timeFormat}|${timeZone}|${date}`;
  let found = formatters.get(key);
  if (!found) {
    const options = { ...DATE_OPTIONS[date], ...clockOptions(timeFormat), timeZone };
    try {
      found = new Intl.DateTimeFormat(locale, options);
    } catch {
      // A malformed locale tag or zone name: English in UTC reads better than a crash.
      found = new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' });
    }
    formatters.set(key, found);
  }
  return found;
}

/** A wall-clock time ('HH:MM' already parsed) in the locale's words and the country's clock. */
export function formatWallTime(time: WallTime, locale: string, timeFormat: TimeFormat): string {
  // A fixed UTC day read back in UTC: the formatter sees exactly these hours and minutes.
  return formatter(locale, timeFormat, 'UTC', 'none').format(
    Date.UTC(2000, 0, 1, time.hours, time.minutes),
  );
}

export interface InstantFormat {
  locale: string;
  /** An IANA zone, already resolved (hours-time's resolveTimeZone). */
  timeZone: string;
  timeFormat: TimeFormat;
  date?: DatePart;
}

/** An instant's wall time in a zone, with its weekday or date when asked. */
export function formatInstant(instant: Date | number, options: InstantFormat): string {
  const at = typeof instant === 'number' ? instant : instant.getTime();
  return formatter(
    options.locale,
    options.timeFormat,
    options.timeZone,
    options.date ?? 'none',
  ).format(at);
}

/**
 * 'start - end' with each end isolated, so a right-to-left line reads it start → end (the start
 * on the right) and never mixes the pieces of the two times.
 */
export function timeRange(start: string, end: string): string {
  return `${isolate(start)} - ${isolate(end)}`;
}
