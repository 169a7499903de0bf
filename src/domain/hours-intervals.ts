// Opening hours (§3 "Opening hours", §4.6) turned into merged intervals of instants, so
// that "open now", "closes in", "next opening" and slot listing share one definition.
import type { BusinessDay, BusinessHours, HourSpan } from './types';
import { WEEK_DAYS } from './constants';
import { addDays, localDate, parseWallTime, wallToInstant, weekDayOf } from './hours-time';
import type { WallTime } from './hours-time';

/** Both ends inclusive: a '23:59' close lasts until 23:59:59 (§5.8 "Times"). */
export interface OpenInterval {
  start: number;
  end: number;
}

const DAY_MS = 86_400_000;
/** '23:59' closes at 23:59:59, one second short of the next day's 00:00; treat that as touching. */
const TOUCH_MS = 1_000;

export interface ParsedSpan {
  open: WallTime;
  close: WallTime;
  raw: HourSpan;
}

/** An inactive day counts as having no hours (§3); malformed spans are ignored. */
export function daySpans(day: BusinessDay | undefined): ParsedSpan[] {
  if (!day?.is_active || !Array.isArray(day.hours)) return [];
  const spans: ParsedSpan[] = [];
  for (const raw of day.hours) {
    const open = parseWallTime(raw.open);
    const close = parseWallTime(raw.close);
    if (open && close) spans.push({ open, close, raw });
  }
  return spans.sort((a, b) => minutesOf(a.open) - minutesOf(b.open));
}

export function minutesOf(time: WallTime): number {
  return time.hours * 60 + time.minutes;
}

/** §4.6: with no hours at all (or no day with any), the company is always open. */
export function hasAnyHours(hours: BusinessHours | null | undefined): boolean {
  return WEEK_DAYS.some((day) => daySpans(hours?.[day]).length > 0);
}

function spanInterval(date: string, span: ParsedSpan, timeZone: string): OpenInterval {
  const start = wallToInstant(date, span.open, timeZone).getTime();
  // A close at or before the open means the span runs past midnight into the next date;
  // an equal open and close ('00:00'–'00:00') therefore lasts a full day.
  const closeDate = minutesOf(span.close) <= minutesOf(span.open) ? addDays(date, 1) : date;
  const seconds = span.close.hours === 23 && span.close.minutes === 59 ? 59 : 0;
  const end = wallToInstant(closeDate, span.close, timeZone, seconds).getTime();
  return { start, end: Math.max(start, end) };
}

function merge(intervals: OpenInterval[]): OpenInterval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const merged: OpenInterval[] = [];
  for (const next of sorted) {
    const last = merged[merged.length - 1];
    if (last && next.start <= last.end + TOUCH_MS) last.end = Math.max(last.end, next.end);
    else merged.push({ ...next });
  }
  return merged;
}

/**
 * Merged opening intervals overlapping [fromMs, toMs]. The local day before `from` is
 * included because its spans may run past midnight into the window.
 */
export function openIntervals(
  hours: BusinessHours | null | undefined,
  timeZone: string,
  fromMs: number,
  toMs: number,
): OpenInterval[] {
  const intervals: OpenInterval[] = [];
  const lastDate = localDate(new Date(toMs), timeZone);
  // The extra day on each side keeps neighbouring spans so merging across midnight is complete.
  for (
    let date = addDays(localDate(new Date(fromMs), timeZone), -1);
    date <= addDays(lastDate, 1);
    date = addDays(date, 1)
  ) {
    for (const span of daySpans(hours?.[weekDayOf(date)]))
      intervals.push(spanInterval(date, span, timeZone));
  }
  return merge(intervals).filter((interval) => interval.end >= fromMs && interval.start <= toMs);
}

export { DAY_MS };
