// §5.8 "other display rules" and §2.11 polygon colours for the coverage views.
import { POLYGON_PALETTE } from './constants';
import type { DeliveryDistrict, DeliveryRange } from './types';

const usable = (ranges: readonly DeliveryRange[]): DeliveryRange[] =>
  ranges.filter((r) => r.enabled && r.max > 0);

/** Users-expect reading of §5.8: the largest max among enabled ranges with max > 0. */
export function maxDeliveryRange(ranges: readonly DeliveryRange[]): number | null {
  const maxes = usable(ranges).map((r) => r.max);
  return maxes.length > 0 ? Math.max(...maxes) : null;
}

/**
 * The observed behaviour of §5.8, kept so the choice is visible and tested: walking the usable
 * ranges in their given order, it yields nothing as soon as one is not larger than the one before.
 */
export function maxDeliveryRangeAsObserved(ranges: readonly DeliveryRange[]): number | null {
  let max: number | null = null;
  for (const r of usable(ranges)) {
    if (max !== null && r.max <= max) return null;
    max = r.max;
  }
  return max;
}

/** Enabled districts sorted by name, locale-aware, ignoring case and accents (§5.8). */
export function sortedDistricts<T extends Pick<DeliveryDistrict, 'name' | 'enabled'>>(
  districts: readonly T[],
  locale = 'en',
): T[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return districts.filter((d) => d.enabled).sort((a, b) => collator.compare(a.name, b.name));
}

/** §2.11: 20 colour/opacity pairs; the last is reused beyond 20. */
export function polygonColor(index: number): { color: string; opacity: number } {
  const last = POLYGON_PALETTE.length - 1;
  const i = Number.isInteger(index) ? Math.min(Math.max(index, 0), last) : 0;
  return POLYGON_PALETTE[i] ?? { color: '#757575', opacity: 0.3 };
}

/** §3: a delivery average_time of '-' (or blank) means "invalid" and is not shown. */
export function averageTimeIsValid(averageTime: string | null | undefined): boolean {
  const value = (averageTime ?? '').trim();
  return value !== '' && value !== '-';
}
