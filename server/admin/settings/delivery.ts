// settings.delivery: how delivery is priced and its tables. The price type, the fixed price and
// the per-km prices live in the ecommerce settings' delivery.prices; the ranges, districts and
// areas (polygons) in the company's delivery_ranges, delivery_districts and delivery_areas, which
// the storefront's quote reads (src/domain/delivery.ts), mirrored into prices for older readers;
// plus the average time and whether orders outside the coverage are taken.
import { object } from 'superstruct';
import { DELIVERY_PRICE_TYPES, DeliveryValue } from '../../../src/domain/settings-delivery';
import type { DeliverySettingsValue } from '../../../src/domain/settings-delivery';
import type {
  DeliveryArea,
  DeliveryDistrict,
  DeliveryRange,
  LatLng,
} from '../../../src/domain/types';
import { arrayOf, boolOf, flagOf, hasKeys, nowIso, readJson, toJson } from '../../db/json';
import { saveEcommerceSettings } from '../../db/repositories/ecommerce';
import type { SettingsSection } from './section';
import { SectionVersion } from '../settings-write';
import { companyRow, ecommerceOf } from './stored';

const withId = hasKeys({ id: 'string' });
const isRange = hasKeys({ enabled: 'boolean', max: 'number' });

const finite = (value: unknown, fallback = 0): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

const points = (list: unknown): LatLng[] =>
  Array.isArray(list)
    ? list.flatMap((p: Partial<LatLng>) =>
        typeof p?.latitude === 'number' && typeof p.longitude === 'number'
          ? [{ latitude: p.latitude, longitude: p.longitude }]
          : [],
      )
    : [];

export const deliverySection: SettingsSection<DeliverySettingsValue, DeliverySettingsValue> = {
  name: 'delivery',
  body: object({ version: SectionVersion, value: DeliveryValue }),
  async read(db, companyId) {
    const row = await companyRow(db, companyId);
    const { delivery } = await ecommerceOf(db, companyId);
    const { prices } = delivery;
    const ranges = readJson<DeliveryRange[]>(row.delivery_ranges, arrayOf(isRange), []);
    const districts = readJson<DeliveryDistrict[]>(row.delivery_districts, arrayOf(withId), []);
    const areas = readJson<DeliveryArea[]>(row.delivery_areas, arrayOf(withId), []);
    const average = typeof delivery.average_time === 'string' ? delivery.average_time.trim() : '';
    return {
      type: DELIVERY_PRICE_TYPES.find((t) => t === prices.type) ?? 'to_be_defined',
      fixed_price: finite(prices.fixed?.price),
      distance: {
        starting_price: finite(prices.distance?.starting_price),
        price_per_km: finite(prices.distance?.price_per_km),
      },
      ranges: (ranges.length > 0
        ? ranges
        : (prices.ranges ?? []).map((r) => ({ enabled: true, ...r }))
      ).map((r) => ({ enabled: r.enabled !== false, max: r.max, price: finite(r.price) })),
      districts: districts.map((d) => ({
        id: d.id,
        name: typeof d.name === 'string' ? d.name : '',
        enabled: d.enabled === true,
        price: finite(d.price),
      })),
      areas: areas.map((a) => ({
        id: a.id,
        name: typeof a.name === 'string' && a.name.trim() !== '' ? a.name : null,
        enabled: a.enabled === true,
        price: finite(a.price),
        area: points(a.area),
      })),
      average_time: average === '-' ? '' : average,
      receives_orders_outside_delivery_range: boolOf(row.receives_orders_outside_delivery_range),
    };
  },
  async write(trx, companyId, value) {
    const row = await companyRow(trx, companyId);
    // A district's drawn outline (seeded or imported) is kept: the form edits names and prices.
    const stored = readJson<DeliveryDistrict[]>(row.delivery_districts, arrayOf(withId), []);
    const pathsOf = new Map(stored.map((d) => [d.id, d.paths]));
    const districts: DeliveryDistrict[] = value.districts.map((d) => {
      const paths = pathsOf.get(d.id);
      return paths ? { ...d, paths } : { ...d };
    });
    const areas: DeliveryArea[] = value.areas.map(({ name, ...area }) =>
      name === null ? area : { ...area, name },
    );
    await trx
      .updateTable('companies')
      .set({
        delivery_ranges: toJson(value.ranges),
        delivery_districts: toJson(districts),
        delivery_areas: toJson(areas),
        receives_orders_outside_delivery_range: flagOf(
          value.receives_orders_outside_delivery_range,
        ),
        updated_at: nowIso(),
      })
      .where('id', '=', companyId)
      .execute();
    const settings = await ecommerceOf(trx, companyId);
    const { delivery } = settings;
    delivery.prices = {
      ...delivery.prices,
      type: value.type,
      fixed: { price: value.fixed_price },
      distance: value.distance,
      ranges: value.ranges.map(({ max, price }) => ({ max, price })),
      districts: value.districts.map(({ name, enabled }) => ({ name, enabled })),
      area: {
        enable_out_of_area: delivery.prices.area?.enable_out_of_area === true,
        areas: value.areas.map(({ id, enabled, area }) => ({ id, enabled, paths: area })),
      },
    };
    delivery.average_time = value.average_time.trim() === '' ? '-' : value.average_time.trim();
    await saveEcommerceSettings(trx, companyId, settings);
  },
};
