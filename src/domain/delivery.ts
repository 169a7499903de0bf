// Delivery price by price type (§3 delivery settings, §7.1 delivery-area-cost). Pure: the
// server answers delivery-area-cost with deliveryQuote and prices an order's saved address with
// addressQuote and deliveryFee; the storefront uses the same functions for its offline estimate.
import { OTHER_DISTRICT_ID } from './constants';
import { haversineKm, pointInPolygon } from './geo';
import { deliveryPrice, minimumForFreeIsValid, roundMinor } from './pricing';
import type {
  ClientAddress,
  Company,
  DeliveryArea,
  DeliveryRange,
  DeliverySettings,
  LatLng,
} from './types';

export { haversineKm, pointInPolygon, distanceMeters } from './geo';
export {
  maxDeliveryRange,
  maxDeliveryRangeAsObserved,
  sortedDistricts,
  polygonColor,
} from './delivery-display';

/** Price of the smallest enabled range (max > 0) that reaches the distance, inclusive; null beyond all. */
export function rangePrice(ranges: readonly DeliveryRange[], distanceKm: number): number | null {
  const hit = ranges
    .filter((r) => r.enabled && r.max > 0)
    .sort((a, b) => a.max - b.max)
    .find((r) => distanceKm <= r.max);
  return hit ? Math.max(0, hit.price ?? 0) : null;
}

/** Distance pricing: starting price + price per km × km, rounded to a whole minor unit. */
export function perKmPrice(
  distance: { price_per_km: number; starting_price: number } | null | undefined,
  km: number,
): number {
  if (!distance) return 0;
  return (
    Math.max(0, distance.starting_price) +
    roundMinor(Math.max(0, distance.price_per_km) * Math.max(0, km))
  );
}

/** The first enabled area whose polygon contains the point. */
export function areaFor(point: LatLng, areas: readonly DeliveryArea[]): DeliveryArea | null {
  return areas.find((a) => a.enabled && pointInPolygon(point, a.area)) ?? null;
}

export type DeliveryTarget =
  { kind: 'point'; point: LatLng } | { kind: 'district'; districtId: string; name?: string | null };

export type DeliveryQuote =
  | { ok: true; area_price: number; area_id: string | null; area_name: string | null }
  | { ok: false; reason: 'out_of_coverage' };

export type QuoteCompany = Pick<
  Company,
  | 'latitude'
  | 'longitude'
  | 'receives_orders_outside_delivery_range'
  | 'delivery_ranges'
  | 'delivery_areas'
  | 'delivery_districts'
>;
type QuoteSettings = Pick<DeliverySettings, 'prices'>;

const quote = (
  price: number,
  id: string | null = null,
  name: string | null = null,
): DeliveryQuote => ({
  ok: true,
  area_price: Math.max(0, price),
  area_id: id,
  area_name: name,
});

/**
 * Outside coverage is accepted when the company receives orders outside its range or the
 * settings enable out-of-area; such orders get price 0, which §2.10 shows as
 * 'delivery price to be defined'.
 */
function outside(company: QuoteCompany, settings: QuoteSettings): DeliveryQuote {
  const allowed =
    company.receives_orders_outside_delivery_range ||
    settings.prices.area?.enable_out_of_area === true;
  return allowed ? quote(0) : { ok: false, reason: 'out_of_coverage' };
}

function byDistrict(
  company: QuoteCompany,
  settings: QuoteSettings,
  target: DeliveryTarget,
): DeliveryQuote {
  const enabled = company.delivery_districts.filter((d) => d.enabled);
  if (target.kind === 'point') {
    const hit = enabled.find((d) => d.paths !== undefined && pointInPolygon(target.point, d.paths));
    return hit ? quote(hit.price, hit.id, hit.name) : outside(company, settings);
  }
  if (target.districtId === OTHER_DISTRICT_ID) {
    const q = outside(company, settings);
    return q.ok ? quote(0, OTHER_DISTRICT_ID, target.name?.trim() || null) : q;
  }
  const hit = enabled.find((d) => d.id === target.districtId);
  return hit ? quote(hit.price, hit.id, hit.name) : outside(company, settings);
}

/**
 * The §7.1 query (latitude, longitude, area_id) as a target: an area_id names a district
 * (area_name carries the typed neighbourhood for OTHER_DISTRICT_ID); otherwise coordinates.
 */
export function deliveryTargetFromQuery(q: {
  latitude?: number | null;
  longitude?: number | null;
  area_id?: string | null;
  area_name?: string | null;
}): DeliveryTarget | null {
  if (q.area_id) return { kind: 'district', districtId: q.area_id, name: q.area_name ?? null };
  const { latitude, longitude } = q;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  return { kind: 'point', point: { latitude, longitude } };
}

function companyPoint(company: QuoteCompany): LatLng | null {
  const { latitude, longitude } = company;
  return typeof latitude === 'number' && typeof longitude === 'number'
    ? { latitude, longitude }
    : null;
}

/** The quote before the free-delivery rule of §5.6, which the caller applies with deliveryPrice. */
export function deliveryQuote(
  company: QuoteCompany,
  settings: QuoteSettings,
  target: DeliveryTarget,
): DeliveryQuote {
  const { type } = settings.prices;
  if (type === 'to_be_defined') return quote(0);
  if (type === 'fixed') return quote(settings.prices.fixed?.price ?? 0);
  if (type === 'districts') return byDistrict(company, settings, target);
  if (target.kind !== 'point') return outside(company, settings);
  if (type === 'areas') {
    const area = areaFor(target.point, company.delivery_areas);
    return area ? quote(area.price, area.id, area.name ?? null) : outside(company, settings);
  }
  const origin = companyPoint(company);
  if (!origin) return outside(company, settings);
  const km = haversineKm(origin, target.point);
  if (type === 'distance') return quote(perKmPrice(settings.prices.distance, km));
  // 'ranges': the company's ranges carry enabled and price; the settings' ranges are a fallback.
  const ranges =
    company.delivery_ranges.length > 0
      ? company.delivery_ranges
      : (settings.prices.ranges ?? []).map((r) => ({ enabled: true, ...r }));
  const price = rangePrice(ranges, km);
  return price === null ? outside(company, settings) : quote(price);
}

/** What of a saved address locates it for a price. */
export type AddressLocation = Pick<
  ClientAddress,
  'area_id' | 'area_name' | 'latitude' | 'longitude'
>;

/**
 * Where a saved address is priced: districts are chosen by id; every other price type locates the
 * address by its coordinates, and falls back to its district. Null when it has neither.
 */
export function deliveryTargetOfAddress(
  type: DeliverySettings['prices']['type'],
  address: AddressLocation,
): DeliveryTarget | null {
  const district: DeliveryTarget | null = address.area_id
    ? { kind: 'district', districtId: address.area_id, name: address.area_name }
    : null;
  if (type === 'districts' && district) return district;
  const { latitude, longitude } = address;
  if (typeof latitude === 'number' && typeof longitude === 'number')
    return { kind: 'point', point: { latitude, longitude } };
  return district;
}

export type AddressQuote = DeliveryQuote | { ok: false; reason: 'no_location' };

/**
 * The quote for a saved address (before §5.6's free minimum). Fixed and to-be-defined prices do
 * not depend on where the address is; every other type needs a location ('no_location').
 */
export function addressQuote(
  company: QuoteCompany,
  settings: QuoteSettings,
  address: AddressLocation,
): AddressQuote {
  const { type } = settings.prices;
  const target = deliveryTargetOfAddress(type, address);
  if (target) return deliveryQuote(company, settings, target);
  if (type === 'fixed' || type === 'to_be_defined')
    return deliveryQuote(company, settings, { kind: 'district', districtId: '' });
  return { ok: false, reason: 'no_location' };
}

/** §5.6: the area price, or 0 when the items reach a valid free-delivery minimum. */
export function deliveryFee(
  settings: Pick<DeliverySettings, 'minimum_amount_for_free'>,
  itemsTotal: number,
  areaPrice: number,
): number {
  const min = settings.minimum_amount_for_free;
  return deliveryPrice({
    minimumForFreeValid: minimumForFreeIsValid(min),
    minimumForFree: min,
    itemsTotal,
    areaPrice,
  });
}
