// Some demo facts depend on "now": the taqueria must be closed whenever it is looked at
// (while still taking scheduled orders), and published coupons must be valid today. Both are
// computed from the clock when seeding and refreshed by refreshDemoClock, which the server
// calls on start and periodically, so a long-running demo never drifts into a stale state.
import type { Kysely } from 'kysely';
import { WEEK_DAYS } from '../../src/domain/constants';
import type { BusinessHours } from '../../src/domain/types';
import { everyDay } from '../db/defaults';
import { nowIso, toJson } from '../db/json';
import { setCouponWindow } from '../db/repositories/coupons';
import type { Database } from '../db/schema';
import { ALNAKHEEL_HOURS } from './companies/alnakheel';
import { FREEBISTRO_HOURS } from './companies/freebistro';

const DAY_MS = 86_400_000;

/** 'yyyy-MM-dd' of an instant in a time zone. */
export function localDate(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

function localWeekdayIndex(now: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' })
    .format(now)
    .toLowerCase();
  return Math.max(
    0,
    WEEK_DAYS.findIndex((d) => d === name),
  );
}

/** Published coupons run from three months ago to nine months ahead. */
export function couponWindow(now: Date, timeZone: string): { start: string; end: string } {
  return {
    start: localDate(new Date(now.getTime() - 90 * DAY_MS), timeZone),
    end: localDate(new Date(now.getTime() + 270 * DAY_MS), timeZone),
  };
}

/**
 * Today and tomorrow (local) are inactive; the other five days open 13:00–23:00. So the
 * company is closed for at least 24 hours after each refresh, yet has open slots for
 * scheduled orders from the day after tomorrow on.
 */
export function closedNowHours(now: Date, timeZone: string): BusinessHours {
  const today = localWeekdayIndex(now, timeZone);
  const closed = new Set([today, (today + 1) % 7]);
  return Object.fromEntries(
    WEEK_DAYS.map((day, i) => [
      day,
      closed.has(i)
        ? { is_active: false, hours: [] }
        : { is_active: true, hours: [{ id: `${day}-1`, open: '13:00', close: '23:00' }] },
    ]),
  );
}

/** Tokens whose hours come from closedNowHours, and tokens whose coupons follow the clock. */
export const CLOSED_NOW_TOKENS = ['taqueria'];
export const COUPON_TOKENS = ['demo', 'sabor'];
/**
 * Tenants with real-world hours, closed part of the day. DEMO_HOURS=open opens them all day,
 * so what a test or a demo shows does not depend on the hour it runs at.
 */
export const REAL_HOURS: Readonly<Record<string, BusinessHours>> = {
  alnakheel: ALNAKHEEL_HOURS,
  freebistro: FREEBISTRO_HOURS,
};

export type DemoHours = 'real' | 'open';

function hoursFor(
  token: string,
  timeZone: string,
  now: Date,
  mode: DemoHours,
): BusinessHours | null {
  if (CLOSED_NOW_TOKENS.includes(token)) return closedNowHours(now, timeZone);
  const real = REAL_HOURS[token];
  if (!real) return null;
  return mode === 'open' ? everyDay('00:00', '23:59') : real;
}

export async function refreshDemoClock(
  db: Kysely<Database>,
  now: Date = new Date(),
  mode: DemoHours = 'real',
): Promise<void> {
  const rows = await db
    .selectFrom('companies')
    .select(['id', 'token', 'timezone', 'business_hours_settings', 'coupon_published'])
    .where('token', 'in', [...CLOSED_NOW_TOKENS, ...Object.keys(REAL_HOURS), ...COUPON_TOKENS])
    .execute();
  for (const row of rows) {
    const changes: { business_hours_settings?: string; coupon_published?: string } = {};
    const demoHours = hoursFor(row.token, row.timezone, now, mode);
    if (demoHours) {
      const hours = toJson(demoHours);
      if (hours !== row.business_hours_settings) changes.business_hours_settings = hours;
    }
    if (COUPON_TOKENS.includes(row.token)) {
      const { start, end } = couponWindow(now, row.timezone);
      const published = toJson({ active: true, start_date: start, end_date: end });
      if (published !== row.coupon_published) {
        changes.coupon_published = published;
        await setCouponWindow(db, row.id, start, end);
      }
    }
    if (Object.keys(changes).length === 0) continue;
    await db
      .updateTable('companies')
      .set((eb) => ({
        ...changes,
        updated_at: nowIso(),
        catalog_version: eb('catalog_version', '+', 1),
      }))
      .where('id', '=', row.id)
      .execute();
  }
}
