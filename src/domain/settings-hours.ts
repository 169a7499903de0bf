// The opening hours as the back office edits them (issue [11/13]): every weekday with its active
// flag and one or more spans (split shifts), in the company's timezone. A span whose close is at
// or before its open runs past midnight into the next day, as the storefront reads it
// (hours-intervals.ts); no two spans of the week may overlap, the last day's late spans included
// against the first day's. Times are strict 'HH:MM' (00:00 to 23:59).
import { array, boolean, define, object, optional, size, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { WEEK_DAYS } from './constants';
import { checked } from './settings-core';
import type { SettingsProblem } from './settings-core';
import type { BusinessHours, HourSpan, WeekDay } from './types';
import { isTimeZone } from './time-zones';

export { isTimeZone };

export const MAX_SPANS_PER_DAY = 6;
const DAY_MINUTES = 1440;
const WEEK_MINUTES = 7 * DAY_MINUTES;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'HH:MM', 00:00 to 23:59. */
export const TimeOfDay = define<string>(
  'time',
  (value) => (typeof value === 'string' && TIME.test(value)) || 'time_format',
);

export const TimeZoneName = define<string>(
  'timezone',
  (value) => (typeof value === 'string' && isTimeZone(value)) || 'timezone',
);

const Span = object({
  /** Kept when the stored span had one (the storefront's HourSpan.id). */
  id: optional(size(string(), 1, 64)),
  open: TimeOfDay,
  close: TimeOfDay,
});

const DaySpans = object({
  is_active: boolean(),
  hours: array(Span),
});

const Week = object({
  sunday: DaySpans,
  monday: DaySpans,
  tuesday: DaySpans,
  wednesday: DaySpans,
  thursday: DaySpans,
  friday: DaySpans,
  saturday: DaySpans,
});

const minutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** How long a span lasts in minutes: past midnight when close ≤ open; equal ends mean 24 hours. */
export function spanMinutes(span: Pick<HourSpan, 'open' | 'close'>): number {
  const length = minutes(span.close) - minutes(span.open);
  return length > 0 ? length : length + DAY_MINUTES;
}

/** Whether a span closes on the next day. */
export const crossesMidnight = (span: Pick<HourSpan, 'open' | 'close'>): boolean =>
  minutes(span.close) <= minutes(span.open);

interface WeekSpan {
  day: WeekDay;
  index: number;
  start: number;
  end: number;
}

function overlaps(a: WeekSpan, b: WeekSpan): boolean {
  // The week is a circle: Saturday's late span may run into Sunday morning.
  return [-WEEK_MINUTES, 0, WEEK_MINUTES].some(
    (shift) => a.start < b.end + shift && b.start + shift < a.end,
  );
}

/** The problems of a week of hours: too many spans, an active day without any, overlaps. */
export function hoursProblems(week: Record<WeekDay, Infer<typeof DaySpans>>): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  const spans: WeekSpan[] = [];
  WEEK_DAYS.forEach((day, dayIndex) => {
    const { is_active, hours } = week[day];
    if (hours.length > MAX_SPANS_PER_DAY)
      problems.push({ path: [day, 'hours'], code: 'too_many_spans' });
    if (!is_active) return;
    if (hours.length === 0) problems.push({ path: [day, 'hours'], code: 'hours_required' });
    hours.forEach((span, index) => {
      const start = dayIndex * DAY_MINUTES + minutes(span.open);
      spans.push({ day, index, start, end: start + spanMinutes(span) });
    });
  });
  spans.forEach((span, i) => {
    if (spans.slice(0, i).some((earlier) => overlaps(earlier, span)))
      problems.push({ path: [span.day, 'hours', span.index], code: 'span_overlap' });
  });
  return problems;
}

export const HoursValue = object({
  timezone: TimeZoneName,
  business_hours: checked(Week, 'hours', hoursProblems),
});
export type HoursSettings = Infer<typeof HoursValue>;
export type DaySettings = Infer<typeof DaySpans>;

/** A stored time ('9:00', '24:00', '09:00:00') as 'HH:MM', or null when unreadable. */
export function normaliseTime(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const match = /^\s*(\d{1,2}):(\d{2})(?::\d{2})?\s*$/.exec(text);
  if (!match) return null;
  const hours = Number(match[1]);
  const mins = Number(match[2]);
  if (hours === 24 && mins === 0) return '00:00';
  if (hours > 23 || mins > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(mins).padStart(2, '0')}`;
}

/** The stored hours as the form edits them: every weekday present, every time 'HH:MM'. */
export function hoursFromStored(
  stored: BusinessHours | null | undefined,
): HoursSettings['business_hours'] {
  const week = {} as HoursSettings['business_hours'];
  for (const day of WEEK_DAYS) {
    const saved = stored?.[day];
    const hours: HourSpan[] = [];
    for (const span of Array.isArray(saved?.hours) ? saved.hours : []) {
      const open = normaliseTime(span.open);
      const close = normaliseTime(span.close);
      if (open && close)
        hours.push(typeof span.id === 'string' ? { id: span.id, open, close } : { open, close });
    }
    week[day] = { is_active: saved?.is_active === true, hours };
  }
  return week;
}
