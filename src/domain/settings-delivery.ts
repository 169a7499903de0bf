// Delivery pricing as the back office edits it (issue [11/13]): the price type and each type's
// table (one fixed price; a starting price plus a price per km; distance ranges; named districts;
// areas drawn as polygons), the average time and whether orders outside the coverage are taken.
// The storefront prices with these same shapes (delivery.ts); an area needs a real polygon: at
// least three points, each a finite latitude and longitude.
import { array, boolean, define, enums, object } from 'superstruct';
import type { Infer } from 'superstruct';
import { Amount, Latitude, Longitude, checked, lineText, optionalLine } from './settings-core';
import type { SettingsProblem } from './settings-core';
import type { DeliveryPriceType } from './types';

export const DELIVERY_PRICE_TYPES = [
  'to_be_defined',
  'fixed',
  'distance',
  'ranges',
  'districts',
  'areas',
] as const satisfies readonly DeliveryPriceType[];

export const MAX_RANGES = 20;
export const MAX_DISTRICTS = 100;
export const MAX_AREAS = 50;
export const MAX_AREA_POINTS = 200;
export const MAX_RANGE_KM = 500;
export const MAX_AVERAGE_TIME = 20;

const ID = /^[A-Za-z0-9_-]{1,64}$/;
export const EntryId = define<string>(
  'id',
  (value) => (typeof value === 'string' && ID.test(value)) || 'invalid',
);

export const Point = object({ latitude: Latitude, longitude: Longitude });

/** A distance in km above 0 and at most MAX_RANGE_KM. */
const Km = define<number>(
  'km',
  (value) =>
    (typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= MAX_RANGE_KM) ||
    'distance_range',
);

const Range = object({ enabled: boolean(), max: Km, price: Amount });
const District = object({ id: EntryId, name: lineText(60), enabled: boolean(), price: Amount });
const Area = object({
  id: EntryId,
  /** Optional: the storefront names the area when it has one. */
  name: optionalLine(60),
  enabled: boolean(),
  price: Amount,
  area: array(Point),
});

const DeliveryShape = object({
  type: enums(DELIVERY_PRICE_TYPES),
  fixed_price: Amount,
  distance: object({ starting_price: Amount, price_per_km: Amount }),
  ranges: array(Range),
  districts: array(District),
  areas: array(Area),
  /** Minutes as the diner reads them ('30', '30-45'); blank is stored as '-' (not shown). */
  average_time: define<string>('average_time', (value) => {
    if (typeof value !== 'string') return 'invalid';
    return [...value.trim()].length <= MAX_AVERAGE_TIME || 'too_long';
  }),
  receives_orders_outside_delivery_range: boolean(),
});
type DeliveryShape = Infer<typeof DeliveryShape>;

const LISTS = { ranges: MAX_RANGES, districts: MAX_DISTRICTS, areas: MAX_AREAS } as const;

function uniqueIds(list: readonly { id: string }[], name: string): SettingsProblem[] {
  const seen = new Set<string>();
  const problems: SettingsProblem[] = [];
  list.forEach((entry, index) => {
    if (seen.has(entry.id)) problems.push({ path: [name, index, 'id'], code: 'duplicate_id' });
    seen.add(entry.id);
  });
  return problems;
}

/** The problems of a delivery setting beyond each field's own type. */
export function deliveryProblems(value: DeliveryShape): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  for (const [name, max] of Object.entries(LISTS) as [keyof typeof LISTS, number][]) {
    if (value[name].length > max) problems.push({ path: [name], code: 'too_many_entries' });
  }
  // The chosen type needs something to price with.
  if (value.type === 'ranges' || value.type === 'districts' || value.type === 'areas') {
    if (value[value.type].length === 0)
      problems.push({ path: [value.type], code: 'entries_required' });
  }
  const maxima = new Set<number>();
  value.ranges.forEach((range, index) => {
    if (maxima.has(range.max))
      problems.push({ path: ['ranges', index, 'max'], code: 'duplicate_range' });
    maxima.add(range.max);
  });
  value.areas.forEach((area, index) => {
    if (area.area.length < 3 || area.area.length > MAX_AREA_POINTS)
      problems.push({ path: ['areas', index, 'area'], code: 'polygon_points' });
  });
  return [
    ...problems,
    ...uniqueIds(value.districts, 'districts'),
    ...uniqueIds(value.areas, 'areas'),
  ];
}

export const DeliveryValue = checked(DeliveryShape, 'delivery', deliveryProblems);
export type DeliverySettingsValue = Infer<typeof DeliveryValue>;
export type DeliveryRangeValue = Infer<typeof Range>;
export type DeliveryDistrictValue = Infer<typeof District>;
export type DeliveryAreaValue = Infer<typeof Area>;
