// Distances are stored in one unit, kilometres (delivery ranges, the coverage circle, every
// distance the pricing measures), and shown in the unit the company's country uses: miles in the
// United States, the United Kingdom, Liberia and Myanmar, kilometres elsewhere (issue [16/21]
// item 13, docs/decisions.md). Every conversion between the two happens here, for the back
// office's fields and the diner's text alike.

export type DistanceUnit = 'km' | 'mi';

export const KM_PER_MILE = 1.609344;

/** ISO 3166 codes of the countries that give road distances in miles ('UK' as some data writes GB). */
export const MILE_COUNTRIES: readonly string[] = ['US', 'GB', 'UK', 'LR', 'MM'];

export function distanceUnitFor(countryCode: string | null | undefined): DistanceUnit {
  return MILE_COUNTRIES.includes((countryCode ?? '').trim().toUpperCase()) ? 'mi' : 'km';
}

/** Drops float noise (4.828032 km / 1.609344 = 3.0000000000000004 mi) without losing precision. */
const tidy = (value: number): number => Number(value.toFixed(6));

/** A stored distance (km) in the unit shown. */
export function kmToUnit(km: number, unit: DistanceUnit): number {
  return tidy(unit === 'mi' ? km / KM_PER_MILE : km);
}

/** A distance typed in the unit shown, as stored (km). */
export function unitToKm(value: number, unit: DistanceUnit): number {
  return tidy(unit === 'mi' ? value * KM_PER_MILE : value);
}

/** A stored distance as a field shows it: in the unit, to 2 decimals (3 km → 1.86 mi). */
export function distanceFieldValue(km: number, unit: DistanceUnit): string {
  return String(Number(kmToUnit(km, unit).toFixed(2)));
}
