// The settings that run the service in the back office (issue [11/13]): for each section (hours,
// services, fees, delivery, domain, staff) a GET answering { version, value } and a PUT saving
// { version, value } owner-only, with 422 naming the refused field, 409 edit_conflict with the
// current section for a stale version, one audit entry settings.{section}, and the storefront's
// public answers following at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STAFF_PASSWORD, MIN_STAFF_PASSWORD } from '../../../server/kitchen/password';
import { STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN } from '../../../src/domain/settings-schemas';
import type {
  DeliverySettingsValue,
  DomainSettings,
  FeesSettings,
  HoursSettings,
  ServicesSettings,
} from '../../../src/domain/settings-schemas';
import type { Company, EcommerceSettings, OrderSettings } from '../../../src/domain/types';
import { api, json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import { testDialects } from '../helpers/databases';
import { hostUrl } from '../helpers/staff';
import { companyIdOf, kitchen, login } from '../kitchen/support';
import { admin, ownerLogin } from './support';

interface Versioned<T> {
  version: number;
  value: T;
}

interface Conflict extends ErrorBody {
  current?: Versioned<unknown>;
}

interface Entry {
  action: string;
  entity: string;
  before: unknown;
  after: unknown;
}

describe.each(testDialects)('admin service settings (%s)', (dialect) => {
  let h: Harness;
  let demoId: string;
  let cookie: string;

  const put = async (
    section: string,
    body: unknown,
    extra: { cookie?: string; token?: string; headers?: Record<string, string> } = {},
  ): Promise<Response> => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      ...extra.headers,
    };
    const owner = 'cookie' in extra ? extra.cookie : cookie;
    if (owner) headers.cookie = owner;
    return h.app.request(hostUrl(h, extra.token ?? 'demo', `/admin/settings/${section}`), {
      method: 'PUT',
      headers,
      body: JSON.stringify(body),
    });
  };
  const get = async <T>(section: string): Promise<Versioned<T>> => {
    const response = await admin(h, 'GET', `/settings/${section}`, { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return json<Versioned<T>>(response);
  };
  const save = async <T>(
    section: string,
    version: number,
    value: unknown,
  ): Promise<Versioned<T>> => {
    const response = await put(section, { version, value });
    expect(response.status, await response.clone().text()).toBe(200);
    return json<Versioned<T>>(response);
  };
  const auditCount = async (): Promise<number> =>
    (await h.db.selectFrom('admin_audit').select('id').where('company_id', '=', demoId).execute())
      .length;
  const lastEntry = async (): Promise<Entry> => {
    const { entries } = await json<{ entries: Entry[] }>(
      await admin(h, 'GET', '/audit?limit=1', { cookie }),
    );
    return entries[0]!;
  };
  /** A refused save: status, code, the failing fields, and no audit entry. */
  const refused = async (
    section: string,
    body: unknown,
    status: number,
    code: string,
  ): Promise<ErrorBody> => {
    const before = await auditCount();
    const response = await put(section, body);
    expect(response.status, JSON.stringify(body)).toBe(status);
    const error = await json<ErrorBody>(response);
    expect(error.code).toBe(code);
    expect(await auditCount()).toBe(before);
    return error;
  };
  const publicCompany = async (): Promise<Company> => {
    const response = await h.app.request(api(h, `/ms-companies/public/companies/${demoId}`));
    expect(response.status).toBe(200);
    // Not cached beyond the catalogue version: the storefront revalidates every time.
    expect(response.headers.get('cache-control')).toBe('no-cache');
    return json<Company>(response);
  };
  const publicSettings = async (): Promise<EcommerceSettings> =>
    json<EcommerceSettings>(
      await h.app.request(api(h, `/ms-companies/public/companies/${demoId}/ecommerce-settings`)),
    );

  beforeAll(async () => {
    h = await startHarness(dialect, {
      env: { RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_COMPANY_LOGIN_PER_MINUTE: '1000' },
    });
    demoId = await companyIdOf(h.db, 'demo');
    cookie = await ownerLogin(h);
  });
  afterAll(async () => {
    await h.cleanup();
  });

  it("is the owner's only, on the owner's own origin", async () => {
    for (const section of ['hours', 'services', 'fees', 'delivery', 'domain', 'staff']) {
      expect((await admin(h, 'GET', `/settings/${section}`)).status).toBe(401);
      const staff = await admin(h, 'GET', `/settings/${section}`, { cookie: await login(h) });
      expect(staff.status).toBe(401);
      expect((await put(section, { version: 0, value: {} }, { cookie: undefined })).status).toBe(
        401,
      );
    }
    const foreign = await put(
      'services',
      { version: 0, value: {} },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(foreign.status).toBe(403);
    // Another company's owner cookie does not open this company's settings.
    const sabor = await ownerLogin(h, 'sabor');
    expect((await admin(h, 'GET', '/settings/hours', { cookie: sabor })).status).toBe(401);
  });

  it("saves every seeded store's sections back as they read (the forms start valid)", async () => {
    // Every seeded store with an owner login (a disabled menu answers its host with 404).
    const companies = await h.db
      .selectFrom('companies')
      .select('token')
      .where('owner_password_hash', 'is not', null)
      .execute();
    let checked = 0;
    for (const { token } of companies) {
      const login = await admin(h, 'POST', '/session', {
        token,
        body: { password: 'demo1234' },
      });
      if (login.status === 404) continue;
      expect(login.status, token).toBe(201);
      const owner = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      checked += 1;
      for (const section of ['hours', 'services', 'fees', 'delivery', 'domain']) {
        const read = await admin(h, 'GET', `/settings/${section}`, { token, cookie: owner });
        expect(read.status, `${token} ${section}`).toBe(200);
        const { version, value } = await json<Versioned<Record<string, unknown>>>(read);
        const body =
          section === 'domain'
            ? { version, value: { domain_url: value.domain_url } }
            : { version, value };
        const saved = await put(section, body, { token, cookie: owner });
        expect(saved.status, `${token} ${section}: ${await saved.clone().text()}`).toBe(200);
        expect((await json<Versioned<unknown>>(saved)).value).toEqual(value);
      }
    }
    expect(checked).toBeGreaterThan(2);
  });

  it('saves the opening hours with split shifts and spans past midnight, refusing overlaps', async () => {
    const { version, value } = await get<HoursSettings>('hours');
    expect(Object.keys(value.business_hours).sort()).toEqual(
      ['friday', 'monday', 'saturday', 'sunday', 'thursday', 'tuesday', 'wednesday'].sort(),
    );
    const catalogBefore = await h.db
      .selectFrom('companies')
      .select('catalog_version')
      .where('id', '=', demoId)
      .executeTakeFirstOrThrow();

    const week: HoursSettings['business_hours'] = {
      ...value.business_hours,
      monday: {
        is_active: true,
        hours: [
          { open: '11:30', close: '15:00' },
          { open: '19:00', close: '01:30' },
        ],
      },
      tuesday: { is_active: true, hours: [{ open: '02:00', close: '10:00' }] },
      sunday: { is_active: false, hours: [] },
    };
    const before = await auditCount();
    const saved = await save<HoursSettings>('hours', version, {
      timezone: 'America/Sao_Paulo',
      business_hours: week,
    });
    expect(saved.version).toBe(version + 1);
    expect(saved.value.timezone).toBe('America/Sao_Paulo');
    expect(saved.value.business_hours.monday.hours).toEqual(week.monday.hours);
    expect(await auditCount()).toBe(before + 1);
    const entry = await lastEntry();
    expect(entry).toMatchObject({ action: 'settings.hours', entity: 'settings' });
    expect(entry.after).toMatchObject({ timezone: 'America/Sao_Paulo' });

    const company = await publicCompany();
    expect(company.timezone).toBe('America/Sao_Paulo');
    expect(company.business_hours_settings.monday).toEqual(week.monday);
    expect(company.business_hours_settings.sunday?.is_active).toBe(false);
    const catalogAfter = await h.db
      .selectFrom('companies')
      .select('catalog_version')
      .where('id', '=', demoId)
      .executeTakeFirstOrThrow();
    expect(catalogAfter.catalog_version).toBeGreaterThan(catalogBefore.catalog_version);

    // Monday's late span runs to 01:30 on Tuesday: a Tuesday 01:00 opening overlaps it.
    const overlap = await refused(
      'hours',
      {
        version: saved.version,
        value: {
          timezone: 'America/Sao_Paulo',
          business_hours: {
            ...week,
            tuesday: { is_active: true, hours: [{ open: '01:00', close: '10:00' }] },
          },
        },
      },
      422,
      'invalid_body',
    );
    expect(Object.keys(overlap.errors ?? {})).toEqual(['value.business_hours.tuesday.hours.0']);
    expect(overlap.errors?.['value.business_hours.tuesday.hours.0']?.[0]).toMatch(/span_overlap/);

    const bad = await refused(
      'hours',
      {
        version: saved.version,
        value: {
          timezone: 'Mars/Olympus_Mons',
          business_hours: {
            ...week,
            friday: { is_active: true, hours: [{ open: '25:00', close: '9:00' }] },
          },
        },
      },
      422,
      'invalid_body',
    );
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual([
      'value.business_hours.friday.hours.0.close',
      'value.business_hours.friday.hours.0.open',
      'value.timezone',
    ]);
    // Issue [16/21] item 13: only a zone of the IANA list, not free text Intl would accept.
    for (const timezone of ['america/sao_paulo', 'GMT+3', 'Sao Paulo']) {
      const loose = await refused(
        'hours',
        { version: saved.version, value: { timezone, business_hours: week } },
        422,
        'invalid_body',
      );
      expect(Object.keys(loose.errors ?? {}), timezone).toEqual(['value.timezone']);
    }
    const empty = await refused(
      'hours',
      {
        version: saved.version,
        value: {
          timezone: 'UTC',
          business_hours: { ...week, friday: { is_active: true, hours: [] } },
        },
      },
      422,
      'invalid_body',
    );
    expect(empty.errors?.['value.business_hours.friday.hours']?.[0]).toMatch(/hours_required/);
    // A missing day, or the body without a version, names the field too.
    const { friday: _friday, ...sixDays } = week;
    const missing = await refused(
      'hours',
      { version: saved.version, value: { timezone: 'UTC', business_hours: sixDays } },
      422,
      'invalid_body',
    );
    expect(missing.errors).toHaveProperty(['value.business_hours.friday']);
    const noVersion = await refused(
      'hours',
      { value: { timezone: 'UTC', business_hours: week } },
      422,
      'invalid_body',
    );
    expect(noVersion.errors).toHaveProperty('version');
    // A body that is not an object is malformed (400), not a refused value.
    expect((await put('hours', 'nope')).status).toBe(400);
  });

  it('refuses the second of two saves from the same version with the current section', async () => {
    const { version, value } = await get<ServicesSettings>('services');
    const first = await save<ServicesSettings>('services', version, {
      ...value,
      takeaway: { ...value.takeaway, active: false },
    });
    expect(first.version).toBe(version + 1);
    const conflict = await refused(
      'services',
      { version, value: { ...value, onsite: { ...value.onsite, active: false } } },
      409,
      'edit_conflict',
    );
    const { current } = conflict as Conflict;
    expect(current).toEqual(first);
  });

  it('saves the services and the storefront reads them', async () => {
    const { version, value } = await get<ServicesSettings>('services');
    const next: ServicesSettings = {
      ...value,
      takeaway: { ...value.takeaway, active: true, scheduled_orders_enabled: true },
      table: { ...value.table, collect_client_info: true, additional_input: '  Seat number  ' },
      delivery: { ...value.delivery, additional_input: '' },
    };
    const saved = await save<ServicesSettings>('services', version, next);
    expect(saved.value.table.additional_input).toBe('Seat number');
    expect(saved.value.delivery.additional_input).toBeNull();
    expect((await lastEntry()).action).toBe('settings.services');
    const settings = await publicSettings();
    expect(settings.takeaway).toMatchObject({ active: true, scheduled_orders_enabled: true });
    expect(settings.table).toMatchObject({
      collect_client_info: true,
      additional_input: 'Seat number',
    });
    // The rest of each service's settings is kept.
    expect(settings.delivery.prices).toBeDefined();

    const bad = await refused(
      'services',
      {
        version: saved.version,
        value: {
          ...next,
          table: { ...next.table, additional_input: 'x'.repeat(61), active: 'yes' },
        },
      },
      422,
      'invalid_body',
    );
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual([
      'value.table.active',
      'value.table.additional_input',
    ]);
    // A company is never taken from the body, and an unknown section is not found.
    const sneaky = await refused(
      'services',
      { version: saved.version, value: next, company_id: 'sabor' },
      422,
      'invalid_body',
    );
    expect(sneaky.errors).toHaveProperty('company_id');
    expect((await put('opening', { version: 0, value: {} })).status).toBe(404);
  });

  it('saves service fees, tips and the delivery minimums in minor units', async () => {
    const { version, value } = await get<FeesSettings>('fees');
    const next: FeesSettings = {
      service_fees: { ...value.service_fees, table: { value: 10, optional: true }, onsite: null },
      tips: {
        ...value.tips,
        table: { active: true, type: 'percentage', options: [10, 12.5, 15] },
        delivery: { active: true, type: 'amount', options: [200, 500] },
      },
      delivery_minimums: { minimum_amount_to_allow: 1500, minimum_amount_for_free: 5000 },
    };
    const saved = await save<FeesSettings>('fees', version, next);
    expect(saved.value).toEqual(next);
    expect((await lastEntry()).action).toBe('settings.fees');
    const orderSettings = await json<OrderSettings>(
      await h.app.request(api(h, `/ms-orders/public/companies/${demoId}/order-settings`)),
    );
    expect(orderSettings.table?.service_fee).toEqual({ value: 10, optional: true });
    expect(orderSettings.onsite?.service_fee).toBeNull();
    const settings = await publicSettings();
    expect(settings.table.tip).toMatchObject({ active: true, type: 'percentage' });
    expect(settings.delivery).toMatchObject({
      minimum_amount_to_allow: 1500,
      minimum_amount_for_free: 5000,
    });

    const bad = await refused(
      'fees',
      {
        version: saved.version,
        value: {
          ...next,
          service_fees: { ...next.service_fees, table: { value: 150, optional: false } },
          tips: {
            ...next.tips,
            table: { active: true, type: 'percentage', options: [10, 10] },
            delivery: { active: true, type: 'amount', options: [2.5] },
          },
          delivery_minimums: { minimum_amount_to_allow: -1, minimum_amount_for_free: 10.5 },
        },
      },
      422,
      'invalid_body',
    );
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual([
      'value.delivery_minimums.minimum_amount_for_free',
      'value.delivery_minimums.minimum_amount_to_allow',
      'value.service_fees.table.value',
      'value.tips.delivery.options.0',
      'value.tips.table.options.1',
    ]);
  });

  it('saves delivery areas as polygons and refuses broken ones', async () => {
    const { version, value } = await get<DeliverySettingsValue>('delivery');
    const square = [
      { latitude: -23.55, longitude: -46.64 },
      { latitude: -23.55, longitude: -46.62 },
      { latitude: -23.57, longitude: -46.62 },
      { latitude: -23.57, longitude: -46.64 },
    ];
    const next: DeliverySettingsValue = {
      ...value,
      type: 'areas',
      areas: [
        { id: 'centre', name: 'Centre', enabled: true, price: 700, area: square },
        { id: 'far', name: null, enabled: false, price: 1200, area: square.slice(0, 3) },
      ],
      average_time: '30-45',
      receives_orders_outside_delivery_range: true,
    };
    const saved = await save<DeliverySettingsValue>('delivery', version, next);
    expect(saved.value.areas).toEqual(next.areas);
    expect((await lastEntry()).action).toBe('settings.delivery');
    const company = await publicCompany();
    expect(company.delivery_areas[0]).toMatchObject({ id: 'centre', name: 'Centre', price: 700 });
    expect(company.delivery_areas[1]).not.toHaveProperty('name');
    expect(company.receives_orders_outside_delivery_range).toBe(true);
    const settings = await publicSettings();
    expect(settings.delivery.prices.type).toBe('areas');
    expect(settings.delivery.average_time).toBe('30-45');
    // The storefront's quote prices a point inside the polygon with the area's price.
    const quote = await json<{ area_price?: number }>(
      await h.app.request(
        api(
          h,
          `/ms-companies/public/companies/${demoId}/delivery-area-cost?latitude=-23.56&longitude=-46.63`,
        ),
      ),
    );
    expect(quote.area_price).toBe(700);

    // A point out of range is refused first; the whole-value rules run on well-typed values.
    const outside = await refused(
      'delivery',
      {
        version: saved.version,
        value: {
          ...next,
          areas: [{ ...next.areas[0], area: [{ latitude: 91, longitude: 0 }, ...square.slice(1)] }],
        },
      },
      422,
      'invalid_body',
    );
    expect(Object.keys(outside.errors ?? {})).toEqual(['value.areas.0.area.0.latitude']);
    const bad = await refused(
      'delivery',
      {
        version: saved.version,
        value: {
          ...next,
          areas: [
            { id: 'a', name: 'Line', enabled: true, price: 100, area: square.slice(0, 2) },
            { id: 'a', name: 'Twice', enabled: true, price: 100, area: square },
          ],
          ranges: [
            { enabled: true, max: 3, price: 100 },
            { enabled: true, max: 3, price: 200 },
          ],
        },
      },
      422,
      'invalid_body',
    );
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual([
      'value.areas.0.area',
      'value.areas.1.id',
      'value.ranges.1.max',
    ]);
    const none = await refused(
      'delivery',
      { version: saved.version, value: { ...next, type: 'ranges', ranges: [] } },
      422,
      'invalid_body',
    );
    expect(none.errors?.['value.ranges']?.[0]).toMatch(/entries_required/);
  });

  it('sets, refuses and clears the custom domain', async () => {
    const { version, value } = await get<DomainSettings>('domain');
    expect(value.cname_target).toBe('comanda.test');
    const saved = await save<DomainSettings>('domain', version, {
      domain_url: ' HTTPS://Menu.Demo-Store.example:443/path ',
    });
    expect(saved.value).toMatchObject({
      domain_url: 'menu.demo-store.example',
      registration_status: 'active',
    });
    expect((await lastEntry()).action).toBe('settings.domain');
    expect((await publicCompany()).domain_settings?.url).toBe('menu.demo-store.example');
    // The storefront answers on the new host at once.
    const byHost = await h.app.request(
      api(h, '/ms-companies/public/hosts/menu.demo-store.example'),
    );
    expect(await json<{ company_id: string }>(byHost)).toEqual({ company_id: demoId });

    // Another company cannot take it.
    const sabor = await ownerLogin(h, 'sabor');
    const saborSection = await json<Versioned<DomainSettings>>(
      await admin(h, 'GET', '/settings/domain', { token: 'sabor', cookie: sabor }),
    );
    const taken = await put(
      'domain',
      { version: saborSection.version, value: { domain_url: 'menu.demo-store.example' } },
      { token: 'sabor', cookie: sabor },
    );
    expect(taken.status).toBe(409);
    expect((await json<ErrorBody>(taken)).code).toBe('domain_taken');

    for (const domainUrl of ['not a host', 'localhost', '-bad.example', '192.168.0.1', 42]) {
      const bad = await refused(
        'domain',
        { version: saved.version, value: { domain_url: domainUrl } },
        422,
        'invalid_body',
      );
      expect(bad.errors).toHaveProperty(['value.domain_url']);
    }
    const reserved = await refused(
      'domain',
      { version: saved.version, value: { domain_url: 'sabor.comanda.test' } },
      422,
      'invalid_body',
    );
    expect(reserved.errors?.['value.domain_url']).toEqual(['host_reserved']);

    const cleared = await save<DomainSettings>('domain', saved.version, { domain_url: '  ' });
    expect(cleared.value).toMatchObject({ domain_url: null, registration_status: null });
    expect((await publicCompany()).domain_settings).toBeNull();
  });

  it('changes the kitchen password, ends the kitchen sessions and never records the password', async () => {
    expect([STAFF_PASSWORD_MIN, STAFF_PASSWORD_MAX]).toEqual([
      MIN_STAFF_PASSWORD,
      MAX_STAFF_PASSWORD,
    ]);
    const kitchenCookie = await login(h);
    expect((await kitchen(h, 'GET', '/orders', { cookie: kitchenCookie })).status).toBe(200);
    const { version, value } = await get<{ configured: boolean }>('staff');
    expect(value).toEqual({ configured: true });

    for (const password of ['short', 'x'.repeat(201), 12345678, null]) {
      const bad = await refused('staff', { version, value: { password } }, 422, 'invalid_body');
      expect(bad.errors).toHaveProperty(['value.password']);
    }

    const response = await put('staff', { version, value: { password: 'new-kitchen-pass' } });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain('new-kitchen-pass');
    expect(JSON.parse(text)).toEqual({ version: version + 1, value: { configured: true } });

    const entry = await lastEntry();
    expect(entry.action).toBe('settings.staff');
    const rows = await h.db
      .selectFrom('admin_audit')
      .selectAll()
      .where('company_id', '=', demoId)
      .execute();
    expect(JSON.stringify(rows)).not.toContain('new-kitchen-pass');
    expect(JSON.stringify(rows)).not.toContain('scrypt$');

    // The old session is over; the old password no longer opens one, the new one does.
    expect((await kitchen(h, 'GET', '/orders', { cookie: kitchenCookie })).status).toBe(401);
    const old = await kitchen(h, 'POST', '/session', { body: { password: 'demo1234' } });
    expect(old.status).toBe(401);
    const fresh = await login(h, 'demo', 'new-kitchen-pass');
    expect((await kitchen(h, 'GET', '/orders', { cookie: fresh })).status).toBe(200);
    // Another company's kitchen is untouched.
    const saborKitchen = await login(h, 'sabor');
    expect(
      (await kitchen(h, 'GET', '/orders', { token: 'sabor', cookie: saborKitchen })).status,
    ).toBe(200);
  });
});
