// Wall-clock ⇄ instant helpers for the company timezone (§4.6, §5.8 "Times"), on Intl alone.
// date-fns-tz was tried and set aside: its fromZonedTime resolves a wall time inside a DST
// gap to the hour *before* the gap, and its getTimezoneOffset reads a Date's fields as wall
// time near transitions. Opening hours need the hour after a gap (a 02:30 opening on a
// spring-forward day opens at 03:30, never at 01:30), so the resolution is done here.
import type { WeekDay } from './types';
import { WEEK_DAYS } from './constants';
import { spanOffset, zoneSpans } from './zone-offsets';
import type { ZoneOffsets, ZoneSpan } from './zone-offsets';

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Throws a RangeError for a zone Intl does not know. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Offsets the page brought for its company's zone (seedZoneOffsets), read before Intl. */
const seeded = new Map<string, readonly ZoneSpan[]>();

/** The browser: the company zone's offsets the server computed for the coming days. */
export function seedZoneOffsets(offsets: ZoneOffsets): void {
  seeded.set(offsets.zone, offsets.spans);
}

/** Days of offsets the server sends: the week around today (hours spans, DST checks a day either
 * side) and scheduling a week ahead, with margin. */
const SEED_DAYS_BEFORE = 9;
const SEED_DAYS_AFTER = 16;

/** The server: the spans of a (resolved) zone around `now`, for the page's boot data. */
export function zoneOffsetsAround(timeZone: string, now: number): ZoneOffsets {
  const spans = zoneSpans(now - SEED_DAYS_BEFORE * DAY_MS, now + SEED_DAYS_AFTER * DAY_MS, (ms) =>
    intlOffset(timeZone, ms),
  );
  return { zone: timeZone, spans };
}

function isKnownZone(timeZone: string): boolean {
  return timeZone === 'UTC' || seeded.has(timeZone) || intlKnows(timeZone);
}

function intlKnows(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** §4.6: America/Ciudad_Juarez is treated as America/Chihuahua; unknown zones fall back to UTC. */
export function resolveTimeZone(timeZone: string | null | undefined): string {
  const zone = (timeZone ?? '').trim();
  const mapped = zone === 'America/Ciudad_Juarez' ? 'America/Chihuahua' : zone;
  return mapped !== '' && isKnownZone(mapped) ? mapped : 'UTC';
}

/** Offset (ms) of the zone at an instant; 0 for zones Intl does not know. */
export function zoneOffset(timeZone: string, instantMs: number): number {
  if (timeZone === 'UTC') return 0;
  const spans = seeded.get(timeZone);
  const known = spans ? spanOffset(spans, instantMs) : undefined;
  if (known !== undefined) return known;
  return intlKnows(timeZone) ? intlOffset(timeZone, instantMs) : 0;
}

/**
 * Offsets Intl gave, by zone and minute: a zone's offset changes only on a whole minute (every
 * transition since 1970 does), and the server asks for the same minute at every order ("open
 * now"), where formatToParts is most of the check's time.
 */
const byMinute = new Map<string, number>();
const BY_MINUTE_SIZE = 4_096;

function intlOffset(timeZone: string, instantMs: number): number {
  const key = `${timeZone}|${Math.floor(instantMs / 60_000)}`;
  let offset = byMinute.get(key);
  if (offset === undefined) {
    offset = readIntlOffset(timeZone, instantMs);
    // Cleared when full rather than ordered: it refills in a moment.
    if (byMinute.size >= BY_MINUTE_SIZE) byMinute.clear();
    byMinute.set(key, offset);
  }
  return offset;
}

function readIntlOffset(timeZone: string, instantMs: number): number {
  const seconds = Math.floor(instantMs / 1000) * 1000;
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(seconds))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    fields.year ?? 1970,
    (fields.month ?? 1) - 1,
    fields.day ?? 1,
    fields.hour ?? 0,
    fields.minute ?? 0,
    fields.second ?? 0,
  );
  return wall - seconds;
}

export interface WallTime {
  hours: number;
  minutes: number;
}

/**
 * Parses 'HH:MM' (seconds, if present, are ignored); null when malformed or out of range.
 * '24:00' reads as 00:00, so a close written that way still ends the day at midnight
 * instead of being dropped (a dropped span could leave a company with no hours = always open).
 */
export function parseWallTime(text: string): WallTime | null {
  const match = /^\s*(\d{1,2}):(\d{2})(?::\d{2})?\s*$/.exec(text);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours === 24 && minutes === 0) return { hours: 0, minutes: 0 };
  if (hours > 23 || minutes > 59) return null;
  return { hours, minutes };
}

/** 'yyyy-MM-dd' of an instant, as seen on the wall clock of the zone. */
export function localDate(instant: Date, timeZone: string): string {
  const ms = instant.getTime();
  return new Date(ms + zoneOffset(timeZone, ms)).toISOString().slice(0, 10);
}

/** Parses a 'yyyy-MM-dd' prefix (ISO datetimes are accepted and cut to their date). */
export function parseLocalDate(text: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text ?? '');
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const normalised = new Date(ms).toISOString().slice(0, 10);
  // Reject dates such as 2026-02-30 that Date.UTC would silently roll over.
  return normalised === match[0] ? normalised : null;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function weekDayOf(date: string): WeekDay {
  const day = WEEK_DAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
  if (day === undefined) throw new RangeError(`Invalid date ${date}`);
  return day;
}

/**
 * The instant a wall-clock time occurs on a local date. In a DST overlap the earlier
 * occurrence wins; in a DST gap the time is shifted forward by the gap (like Temporal's
 * 'compatible' disambiguation).
 */
export function wallToInstant(date: string, time: WallTime, timeZone: string, seconds = 0): Date {
  const key = `${timeZone}|${date}|${time.hours}:${time.minutes}:${seconds}`;
  let instant = instants.get(key);
  if (instant === undefined) {
    instant = computeWallToInstant(date, time, timeZone, seconds);
    // The "open now" check reads the same few days' shifts over and over (every placement):
    // a pure result, kept. Cleared when full rather than ordered: it refills in a moment.
    if (instants.size >= INSTANT_CACHE_SIZE) instants.clear();
    instants.set(key, instant);
  }
  return new Date(instant);
}

const INSTANT_CACHE_SIZE = 4_096;
const instants = new Map<string, number>();

function computeWallToInstant(
  date: string,
  time: WallTime,
  timeZone: string,
  seconds: number,
): number {
  const wallMs =
    Date.parse(`${date}T00:00:00Z`) + ((time.hours * 60 + time.minutes) * 60 + seconds) * 1000;
  const before = zoneOffset(timeZone, wallMs - DAY_MS);
  const after = zoneOffset(timeZone, wallMs + DAY_MS);
  const valid = [before, after]
    .map((offset) => wallMs - offset)
    .filter((candidate) => wallMs - zoneOffset(timeZone, candidate) === candidate)
    .sort((a, b) => a - b);
  return valid[0] ?? wallMs - before;
}
