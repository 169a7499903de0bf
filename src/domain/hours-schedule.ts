// §5.8 "Opening hours display" and §2.8's weekday list: what each weekday row shows.
import type { BusinessHours, TimeFormat, WeekDay } from './types';
import { WEEK_DAYS } from './constants';
import { daySpans, minutesOf } from './hours-intervals';
import type { ParsedSpan } from './hours-intervals';
import { localDate, resolveTimeZone, weekDayOf } from './hours-time';
import type { WallTime } from './hours-time';
import { formatWallTime } from './time-format';

export type ScheduleEntry =
  | { kind: 'closed' }
  | { kind: 'open24' }
  | { kind: 'span'; open: string; close: string; closeIsMidnight: boolean };

export interface ScheduleDay {
  day: WeekDay;
  isToday: boolean;
  entries: ScheduleEntry[];
}

const LAST_MINUTE = 23 * 60 + 59;

interface Span {
  open: WallTime;
  close: WallTime;
}

const isOpen24 = (span: Span) =>
  minutesOf(span.open) === 0 && minutesOf(span.close) === LAST_MINUTE;
const endsAtMidnight = (span: Span) =>
  minutesOf(span.close) === 0 || minutesOf(span.close) === LAST_MINUTE;

/**
 * §5.8: a day whose last span ends at 00:00 or 23:59, followed by a day whose first span
 * starts at 00:00 and does not end at 23:59, shows as one span across midnight on the
 * first day; the next day loses that span (Saturday wraps to Sunday). A day that is open
 * 24 hours is never merged, or it would lose its 'open 24 hours' label.
 */
function mergeAcrossMidnight(perDay: Span[][]): Span[][] {
  const result = perDay.map((spans) => [...spans]);
  const source = perDay.map((spans) => [...spans]);
  source.forEach((spans, index) => {
    const last = spans[spans.length - 1];
    const nextIndex = (index + 1) % source.length;
    const first = source[nextIndex]?.[0];
    if (!last || !first || nextIndex === index || isOpen24(last) || !endsAtMidnight(last)) return;
    if (minutesOf(first.open) !== 0 || minutesOf(first.close) === LAST_MINUTE) return;
    const target = result[index];
    const follower = result[nextIndex];
    // The span may already have been taken by the day before (a lone '00:00'–'00:00' day).
    if (!target || !follower || target.length === 0) return;
    target[target.length - 1] = { open: last.open, close: first.close };
    follower.shift();
  });
  return result;
}

function toEntry(span: Span, locale: string, timeFormat: TimeFormat): ScheduleEntry {
  if (isOpen24(span)) return { kind: 'open24' };
  return {
    kind: 'span',
    open: formatWallTime(span.open, locale, timeFormat),
    close: formatWallTime(span.close, locale, timeFormat),
    closeIsMidnight: minutesOf(span.close) === LAST_MINUTE,
  };
}

/**
 * Rows Sunday to Saturday (WEEK_DAYS order); today is judged in the company timezone. Times are
 * written in the diner's locale with the country's 12- or 24-hour clock (§5.8).
 */
export function weekSchedule(
  hours: BusinessHours | null | undefined,
  timeZone: string,
  now: Date,
  timeFormat: TimeFormat,
  locale: string,
): ScheduleDay[] {
  const today = weekDayOf(localDate(now, resolveTimeZone(timeZone)));
  const perDay = mergeAcrossMidnight(
    WEEK_DAYS.map((day) =>
      daySpans(hours?.[day]).map(({ open, close }: ParsedSpan) => ({ open, close })),
    ),
  );
  return WEEK_DAYS.map((day, index) => {
    const spans = perDay[index] ?? [];
    const entries =
      spans.length === 0
        ? [{ kind: 'closed' as const }]
        : spans.map((s) => toEntry(s, locale, timeFormat));
    return { day, isToday: day === today, entries };
  });
}
