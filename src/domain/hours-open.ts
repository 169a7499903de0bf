// §4.6 open/closed, §2.9 opening-hours button, and the instants the checkout may schedule.
// Every entry point resolves the zone itself (§4.6's Ciudad Juárez rule), so no caller can forget it.
import type { BusinessHours } from './types';
import { TIMINGS } from './constants';
import { DAY_MS, hasAnyHours, openIntervals } from './hours-intervals';
import { addDays, localDate, resolveTimeZone, wallToInstant, zoneOffset } from './hours-time';

const MINUTE_MS = 60_000;

export interface OpeningStatus {
  open: boolean;
  /** Minutes until closing, only when fewer than 45 remain (§2.9); rounded up so it never reads 0 while open. */
  closesInMinutes: number | null;
  orderForLater: boolean;
}

/** §4.6: open when there are no hours at all, otherwise judged in the company timezone. */
export function isCompanyOpen(
  hours: BusinessHours | null | undefined,
  timeZone: string,
  now: Date,
): boolean {
  if (!hasAnyHours(hours)) return true;
  timeZone = resolveTimeZone(timeZone);
  const t = now.getTime();
  return openIntervals(hours, timeZone, t, t).some((i) => i.start <= t && t <= i.end);
}

export function openingStatus(
  hours: BusinessHours | null | undefined,
  timeZone: string,
  now: Date,
  hasOrderTypes: boolean,
): OpeningStatus {
  timeZone = resolveTimeZone(timeZone);
  const open = isCompanyOpen(hours, timeZone, now);
  let closesInMinutes: number | null = null;
  if (open && hasAnyHours(hours)) {
    const t = now.getTime();
    const current = openIntervals(hours, timeZone, t, t).find((i) => i.start <= t && t <= i.end);
    const remaining = current ? current.end - t : Infinity;
    if (remaining < TIMINGS.closingSoonMs)
      closesInMinutes = Math.max(1, Math.ceil(remaining / MINUTE_MS));
  }
  return { open, closesInMinutes, orderForLater: !open && hasOrderTypes };
}

/** The next instant the company is open: `now` itself when open, null when hours never open. */
export function nextOpening(
  hours: BusinessHours | null | undefined,
  timeZone: string,
  now: Date,
): Date | null {
  timeZone = resolveTimeZone(timeZone);
  if (isCompanyOpen(hours, timeZone, now)) return now;
  const t = now.getTime();
  // Eight days covers a weekly schedule even when a DST change shortens the week by an hour.
  const next = openIntervals(hours, timeZone, t, t + 8 * DAY_MS).find((i) => i.start > t);
  return next ? new Date(next.start) : null;
}

/** Rounds up to the next multiple of the step on the company's wall clock (12:00, 12:15 …). */
function alignUp(ms: number, stepMs: number, timeZone: string): number {
  const offset = zoneOffset(timeZone, ms);
  const wall = ms + offset;
  return Math.ceil(wall / stepMs) * stepMs - offset;
}

/**
 * Instants a scheduled order may be placed at, for the delivery-time picker: every
 * `stepMinutes` on the wall clock, from `from` to the end of the `days`-th local day
 * (days = 1 is the rest of today). A slot lies in [open, close): an order cannot be
 * scheduled for the very second the company closes.
 */
export function openSlots(
  hours: BusinessHours | null | undefined,
  timeZone: string,
  from: Date,
  days: number,
  stepMinutes: number,
): Date[] {
  if (!Number.isInteger(stepMinutes) || stepMinutes < 1)
    throw new RangeError('stepMinutes must be a positive integer');
  if (!Number.isInteger(days) || days < 1) return [];
  timeZone = resolveTimeZone(timeZone);
  const fromMs = from.getTime();
  const lastDate = addDays(localDate(from, timeZone), days);
  const toMs = wallToInstant(lastDate, { hours: 0, minutes: 0 }, timeZone).getTime();
  const stepMs = stepMinutes * MINUTE_MS;
  const intervals = hasAnyHours(hours)
    ? openIntervals(hours, timeZone, fromMs, toMs)
    : [{ start: fromMs, end: toMs }];
  const slots: Date[] = [];
  for (const interval of intervals) {
    const end = Math.min(interval.end, toMs);
    for (
      let t = alignUp(Math.max(interval.start, fromMs), stepMs, timeZone);
      t < end;
      t += stepMs
    ) {
      slots.push(new Date(t));
    }
  }
  return slots;
}
