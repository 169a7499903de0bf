// §7.1 delivery-area-cost for the three seeded price types: ranges (demo, haversine from the
// company), areas (sabor, polygons) and districts (taqueria, by id); outside coverage is a 422.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCompany } from '../../../server/db/repositories/companies';
import {
  getEcommerceSettings,
  saveEcommerceSettings,
} from '../../../server/db/repositories/ecommerce';
import { OTHER_DISTRICT_ID } from '../../../src/domain/constants';
import { perKmPrice } from '../../../src/domain/delivery';
import { haversineKm } from '../../../src/domain/geo';
import { testDialects } from '../helpers/databases';
import { json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import { companyIdOf, send } from './support';

interface AreaCost {
  area_price: number;
  area_id: string | null;
  area_name: string | null;
}

describe.each(testDialects)('delivery-area-cost (%s)', (dialect) => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h.cleanup());

  const cost = (companyId: string, query: string) =>
    send(h, 'GET', `/ms-companies/public/companies/${companyId}/delivery-area-cost?${query}`);

  it('prices demo addresses by distance range', async () => {
    const company = (await getCompany(h.db, h.demo.id))!;
    const origin = { latitude: company.latitude!, longitude: company.longitude! };
    const ranges = company.delivery_ranges.filter((r) => r.enabled).sort((a, b) => a.max - b.max);
    for (const [i, range] of ranges.entries()) {
      // A point just inside this range and beyond the previous one, due north.
      const km = (ranges[i - 1]?.max ?? 0) + (range.max - (ranges[i - 1]?.max ?? 0)) / 2;
      const point = { latitude: origin.latitude + km / 111.2, longitude: origin.longitude };
      expect(haversineKm(origin, point)).toBeLessThan(range.max);
      const response = await cost(
        h.demo.id,
        `latitude=${point.latitude}&longitude=${point.longitude}`,
      );
      expect(response.status).toBe(200);
      expect(await json<AreaCost>(response)).toEqual({
        area_price: range.price,
        area_id: null,
        area_name: null,
      });
    }
    const far = await cost(
      h.demo.id,
      `latitude=${origin.latitude + 1}&longitude=${origin.longitude}`,
    );
    expect(far.status).toBe(422);
    expect(await json<ErrorBody>(far)).toEqual({
      message: 'The address is outside the delivery area',
      code: 'outside_delivery_area',
    });
  });

  it('prices sabor addresses by the area polygon that holds them', async () => {
    const sabor = await companyIdOf(h.db, 'sabor');
    const company = (await getCompany(h.db, sabor))!;
    const inner = company.delivery_areas[0]!;
    const response = await cost(
      sabor,
      `latitude=${company.latitude}&longitude=${company.longitude}`,
    );
    expect(response.status).toBe(200);
    expect(await json<AreaCost>(response)).toEqual({
      area_price: inner.price,
      area_id: inner.id,
      area_name: inner.name,
    });
    const outside = await cost(sabor, `latitude=-23.9&longitude=-46.2`);
    expect(outside.status).toBe(422);
  });

  it('prices taqueria districts by id, refusing disabled and other districts', async () => {
    const taqueria = await companyIdOf(h.db, 'taqueria');
    const company = (await getCompany(h.db, taqueria))!;
    const centro = company.delivery_districts.find((d) => d.enabled)!;
    const ok = await cost(taqueria, `area_id=${centro.id}`);
    expect(ok.status).toBe(200);
    expect(await json<AreaCost>(ok)).toEqual({
      area_price: centro.price,
      area_id: centro.id,
      area_name: centro.name,
    });
    const disabled = company.delivery_districts.find((d) => !d.enabled)!;
    expect((await cost(taqueria, `area_id=${disabled.id}`)).status).toBe(422);
    expect((await cost(taqueria, `area_id=${OTHER_DISTRICT_ID}&area_name=Narvarte`)).status).toBe(
      422,
    );

    // With out-of-area delivery enabled, 'another district' is accepted at price 0.
    const settings = (await getEcommerceSettings(h.db, taqueria))!;
    await saveEcommerceSettings(h.db, taqueria, {
      ...settings,
      delivery: {
        ...settings.delivery,
        prices: { ...settings.delivery.prices, area: { enable_out_of_area: true } },
      },
    });
    const other = await cost(taqueria, `area_id=${OTHER_DISTRICT_ID}&area_name=Narvarte`);
    expect(other.status).toBe(200);
    expect(await json<AreaCost>(other)).toEqual({
      area_price: 0,
      area_id: OTHER_DISTRICT_ID,
      area_name: 'Narvarte',
    });
  });

  it('prices by kilometre from the company when the price type is distance', async () => {
    const settings = (await getEcommerceSettings(h.db, h.demo.id))!;
    const distance = { price_per_km: 120, starting_price: 250 };
    await saveEcommerceSettings(h.db, h.demo.id, {
      ...settings,
      delivery: { ...settings.delivery, prices: { type: 'distance', distance } },
    });
    const company = (await getCompany(h.db, h.demo.id))!;
    const point = { latitude: company.latitude! + 0.05, longitude: company.longitude! };
    const response = await cost(
      h.demo.id,
      `latitude=${point.latitude}&longitude=${point.longitude}`,
    );
    expect(response.status).toBe(200);
    const km = haversineKm({ latitude: company.latitude!, longitude: company.longitude! }, point);
    expect(await json<AreaCost>(response)).toEqual({
      area_price: perKmPrice(distance, km),
      area_id: null,
      area_name: null,
    });
    await saveEcommerceSettings(h.db, h.demo.id, settings);
  });

  it('answers 400 for a bad query and 404 for an unknown company', async () => {
    expect((await cost(h.demo.id, 'latitude=abc&longitude=1')).status).toBe(400);
    expect((await cost(h.demo.id, 'latitude=95&longitude=1')).status).toBe(400);
    expect((await cost(h.demo.id, '')).status).toBe(400);
    expect((await cost('no-such-company', 'latitude=1&longitude=1')).status).toBe(404);
  });
});
