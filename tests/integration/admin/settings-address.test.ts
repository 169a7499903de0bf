// The store's address in the back office (issue [13/13]): GET/PUT /api/admin/settings/address
// reads and saves whether the address is on show, the street line, the city, and the optional
// region and postal code (trimmed, blank → null, at most 100 and 20 characters); a value over a
// limit is 422 naming the field; the store's pin (latitude and longitude, both or neither, in
// range) is saved with them; the public company answer and the pages' structured data
// (PostalAddress addressRegion, postalCode, GeoCoordinates) follow the save at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressSettings } from '../../../src/domain/settings-schemas';
import type { Company } from '../../../src/domain/types';
import { json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import { testDialects } from '../helpers/databases';
import { hostUrl } from '../helpers/staff';
import { companyIdOf } from '../kitchen/support';
import { admin, ownerLogin } from './support';

interface Versioned<T> {
  version: number;
  value: T;
}

type Json = Record<string, unknown>;

describe.each(testDialects)('admin address settings (%s)', (dialect) => {
  let h: Harness;
  let cookie: string;

  const put = async (body: unknown, token = 'demo', owner = cookie): Promise<Response> =>
    h.app.request(hostUrl(h, token, '/admin/settings/address'), {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: owner },
      body: JSON.stringify(body),
    });
  const read = async (): Promise<Versioned<AddressSettings>> => {
    const response = await admin(h, 'GET', '/settings/address', { cookie });
    expect(response.status).toBe(200);
    return json<Versioned<AddressSettings>>(response);
  };
  const publicCompany = async (token: string): Promise<Company> => {
    const id = await companyIdOf(h.db, token);
    const response = await h.app.request(hostUrl(h, token, `/ms-companies/public/companies/${id}`));
    expect(response.status).toBe(200);
    return json<Company>(response);
  };
  const postalAddress = async (): Promise<Json> => {
    const page = await (await h.app.request(h.demoUrl('/'))).text();
    const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(page);
    if (!match?.[1]) throw new Error('no JSON-LD');
    return (JSON.parse(match[1]) as { address: Json }).address;
  };

  beforeAll(async () => {
    h = await startHarness(dialect, {
      env: { RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_COMPANY_LOGIN_PER_MINUTE: '1000' },
    });
    cookie = await ownerLogin(h);
  });
  afterAll(async () => {
    await h.cleanup();
  });

  it("is the owner's only", async () => {
    expect((await admin(h, 'GET', '/settings/address')).status).toBe(401);
    expect((await put({ version: 0, value: {} }, 'demo', '')).status).toBe(401);
  });

  it('answers the region and postal code in the public company, null when unset', async () => {
    expect(await publicCompany('demo')).toMatchObject({ region: 'NY', postal_code: '10007' });
    const dubai = await publicCompany('alnakheel');
    expect(dubai).toHaveProperty('postal_code', null);
    expect(dubai).toHaveProperty('region', 'دبي');
    const paris = await publicCompany('freebistro');
    expect(paris).toHaveProperty('region', null);
    expect(paris).toHaveProperty('postal_code', '75009');
    expect(await postalAddress()).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '123 Main Street',
      addressLocality: 'New York',
      addressRegion: 'NY',
      postalCode: '10007',
      addressCountry: 'US',
    });
  });

  it('reads the section as the form shows it', async () => {
    const { version, value } = await read();
    expect(version).toBe(0);
    expect(value).toEqual({
      address_enabled: true,
      address: '123 Main Street',
      city: 'New York',
      region: 'NY',
      postal_code: '10007',
      latitude: 40.7128,
      longitude: -74.006,
    });
  });

  it('saves trimmed values, blank as null, and the storefront follows at once', async () => {
    const { version } = await read();
    const response = await put({
      version,
      value: {
        address_enabled: true,
        address: ' 350 Fifth Avenue ',
        city: 'New York',
        region: '  ',
        postal_code: ' 10118 ',
        latitude: 40.7484,
        longitude: -73.9857,
      },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const saved = await json<Versioned<AddressSettings>>(response);
    expect(saved.version).toBe(version + 1);
    expect(saved.value).toMatchObject({
      address: '350 Fifth Avenue',
      region: null,
      postal_code: '10118',
    });
    expect(await publicCompany('demo')).toMatchObject({
      address: '350 Fifth Avenue',
      region: null,
      postal_code: '10118',
      latitude: 40.7484,
      longitude: -73.9857,
    });
    const address = await postalAddress();
    expect(address).toMatchObject({ streetAddress: '350 Fifth Avenue', postalCode: '10118' });
    expect(address).not.toHaveProperty('addressRegion');

    const { entries } = await json<{ entries: { action: string; after: unknown }[] }>(
      await admin(h, 'GET', '/audit?limit=1', { cookie }),
    );
    expect(entries[0]).toMatchObject({
      action: 'settings.address',
      after: { postal_code: '10118', region: null },
    });
  });

  it('refuses a postal code or region that is too long with 422 naming the field', async () => {
    const { version, value } = await read();
    const fields = value;
    const tooLong = await put({ version, value: { ...fields, postal_code: '1'.repeat(21) } });
    expect(tooLong.status).toBe(422);
    const error = await json<ErrorBody>(tooLong);
    expect(error).toMatchObject({
      code: 'invalid_body',
      message: 'The given data was invalid',
      errors: { 'value.postal_code': ['too_long'] },
    });
    const region = await put({ version, value: { ...fields, region: 'R'.repeat(101) } });
    expect(region.status).toBe(422);
    expect((await json<ErrorBody>(region)).errors).toEqual({ 'value.region': ['too_long'] });
    // A street line is needed while the address is on show.
    const noStreet = await put({ version, value: { ...fields, address: '' } });
    expect(noStreet.status).toBe(422);
    const street = (await json<ErrorBody>(noStreet)).errors ?? {};
    expect(Object.keys(street)).toEqual(['value.address']);
    expect(street['value.address']?.[0]).toMatch(/^required\b/);
    // Nothing was written.
    expect((await read()).version).toBe(version);
    expect((await publicCompany('demo')).postal_code).toBe(fields.postal_code);
  });

  it('moves the pin, refuses half a pin or one off the globe, and removes it', async () => {
    const { version, value } = await read();
    const geo = async () => {
      const page = await (await h.app.request(h.demoUrl('/'))).text();
      const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(page);
      return (JSON.parse(match?.[1] ?? '{}') as { geo?: Json }).geo;
    };
    const half = await put({ version, value: { ...value, longitude: null } });
    expect(half.status).toBe(422);
    expect((await json<ErrorBody>(half)).errors).toEqual({
      'value.longitude': [expect.stringMatching(/^required\b/)],
    });
    const outside = await put({ version, value: { ...value, latitude: 91, longitude: -181 } });
    expect(outside.status).toBe(422);
    expect((await json<ErrorBody>(outside)).errors).toEqual({
      'value.latitude': [expect.stringMatching(/^coordinates\b/)],
      'value.longitude': [expect.stringMatching(/^coordinates\b/)],
    });
    const text = await put({ version, value: { ...value, latitude: '40.7' } });
    expect(text.status).toBe(422);
    expect((await read()).version).toBe(version);

    const moved = await put({
      version,
      value: { ...value, latitude: -33.8688, longitude: 151.2093 },
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(await geo()).toMatchObject({ latitude: '-33.86880', longitude: '151.20930' });

    const removed = await put({
      version: version + 1,
      value: { ...value, latitude: null, longitude: null },
    });
    expect(removed.status, await removed.clone().text()).toBe(200);
    expect((await read()).value).toMatchObject({ latitude: null, longitude: null });
    expect(await publicCompany('demo')).toMatchObject({ latitude: null, longitude: null });
    expect(await geo()).toBeUndefined();

    // Put back for the tests after this one.
    const back = await put({ version: version + 2, value });
    expect(back.status).toBe(200);
  });

  it('refuses a stale version with the section as it is now', async () => {
    const { version, value } = await read();
    const fields = value;
    const stale = await put({ version: version - 1, value: { ...fields, region: 'NY' } });
    expect(stale.status).toBe(409);
    expect(await json<ErrorBody & { current?: unknown }>(stale)).toMatchObject({
      code: 'edit_conflict',
      current: { version, value },
    });
  });

  it("saves every seeded store's address back as it reads (the form starts valid)", async () => {
    for (const token of ['sabor', 'alnakheel', 'taqueria', 'freebistro', 'whatsburger']) {
      const owner = await ownerLogin(h, token);
      const response = await admin(h, 'GET', '/settings/address', { token, cookie: owner });
      const { version, value } = await json<Versioned<AddressSettings>>(response);
      const fields = value;
      const saved = await put({ version, value: fields }, token, owner);
      expect(saved.status, `${token}: ${await saved.clone().text()}`).toBe(200);
      expect((await json<Versioned<AddressSettings>>(saved)).value).toEqual(value);
    }
    // Saving the values as read changes nothing the storefront shows.
    expect(await publicCompany('sabor')).toMatchObject({ region: 'SP', postal_code: '01310-200' });
  });
});
