// The demo gazetteer against the seeds' real delivery settings, priced by the same domain
// function the server and the storefront use (src/domain/delivery.ts deliveryQuote): every demo
// company that prices by coordinates can be reached, and left, through address search.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryQuote } from '../../../src/domain/delivery';
import type { DeliveryQuote } from '../../../src/domain/delivery';
import { getCompany } from '../../../server/db/repositories/companies';
import { getEcommerceSettings } from '../../../server/db/repositories/ecommerce';
import { createDemoGeocoder } from '../../../server/geo/demo/demo-geocoder';
import type { GeoScope } from '../../../server/geo/geocoder';
import { startHarness } from '../api/harness';
import type { Harness } from '../api/harness';
import { companyId } from './support';

const demo = createDemoGeocoder();

describe('demo gazetteer against the seeded coverage', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('sqlite');
  });
  afterAll(() => h.cleanup());

  /** Searches as the company's storefront would and prices the first answer. */
  async function quote(token: string, query: string): Promise<DeliveryQuote> {
    const id = await companyId(h, token);
    const company = await getCompany(h.db, id);
    const settings = await getEcommerceSettings(h.db, id);
    if (!company || !settings) throw new Error(`seed ${token} incomplete`);
    const scope: GeoScope = {
      countryCode: company.country.country_code,
      near:
        company.latitude !== null && company.longitude !== null
          ? { latitude: company.latitude, longitude: company.longitude }
          : null,
      language: company.language,
    };
    const [hit] = await demo.search(query, scope, { expanded: false, sessionToken: null });
    if (!hit || hit.latitude === null || hit.longitude === null)
      throw new Error(`"${query}" not found for ${token}`);
    return deliveryQuote(company, settings.delivery, {
      kind: 'point',
      point: { latitude: hit.latitude, longitude: hit.longitude },
    });
  }

  it('demo: Broadway 1 to 400 is in the 3 km range (299)', async () => {
    for (const n of [1, 200, 400])
      expect(await quote('demo', `${n} Broadway`)).toMatchObject({ ok: true, area_price: 299 });
  });

  it('demo: Fifth Avenue 350 is in the 6 km range (499)', async () => {
    expect(await quote('demo', '350 Fifth Avenue')).toMatchObject({ ok: true, area_price: 499 });
  });

  it('demo: Steinway Street and the far end of Flatbush Avenue are out of coverage', async () => {
    expect(await quote('demo', '200 Steinway Street')).toEqual({
      ok: false,
      reason: 'out_of_coverage',
    });
    expect(await quote('demo', '1700 Flatbush Avenue')).toEqual({
      ok: false,
      reason: 'out_of_coverage',
    });
  });

  it('sabor: Rua Augusta 1500 is inside Bela Vista; Interlagos and Santana are outside', async () => {
    expect(await quote('sabor', 'Rua Augusta 1500')).toMatchObject({
      ok: true,
      area_name: 'Bela Vista',
      area_price: 500,
    });
    expect(await quote('sabor', 'Avenida Brigadeiro Faria Lima 2000')).toMatchObject({
      ok: true,
      area_name: 'Pinheiros e Vila Mariana',
    });
    for (const q of ['Avenida Interlagos 2000', 'Avenida Cruzeiro do Sul 1500'])
      expect(await quote('sabor', q), q).toEqual({ ok: false, reason: 'out_of_coverage' });
  });
});
