import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCompanyInput } from '../../../server/db/defaults';
import {
  bumpCatalogVersion,
  createCompany,
  findCompanyByDomain,
  findCompanyByToken,
  getCatalogVersion,
  getCompany,
  listCompanies,
  setMenuEnabled,
} from '../../../server/db/repositories/companies';
import {
  getEcommerceSettings,
  saveEcommerceSettings,
} from '../../../server/db/repositories/ecommerce';
import { defaultEcommerceSettings } from '../../../server/db/defaults';
import { createTestDatabase, testDialects } from '../helpers/databases';
import type { TestDatabase } from '../helpers/databases';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(testDialects)('company repository on %s', (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect, { seed: true });
  });
  afterAll(async () => {
    await test.cleanup();
  });

  it('finds a company by token, case-insensitively', async () => {
    const ref = await findCompanyByToken(test.handle.db, 'DEMO');
    expect(ref).toMatchObject({ token: 'demo', menu_enabled: true });
    expect(await findCompanyByToken(test.handle.db, 'no-such-token')).toBeNull();
  });

  it('resolves an active custom domain, ignoring case and port', async () => {
    const ref = await findCompanyByDomain(test.handle.db, 'Menu.Demo-Bistro.test:8080');
    expect(ref?.token).toBe('demo');
    expect(await findCompanyByDomain(test.handle.db, 'unknown.example.com')).toBeNull();
  });

  it('does not resolve a custom domain whose registration is not active', async () => {
    const input = defaultCompanyInput({ token: 'pendingdomain', name: 'Pending' });
    await createCompany(test.handle.db, {
      ...input,
      domain_settings: { registration_status: 'pending', url: 'https://pending.example.com/' },
    });
    expect(await findCompanyByDomain(test.handle.db, 'pending.example.com')).toBeNull();
    const company = (await getCompany(
      test.handle.db,
      (await findCompanyByToken(test.handle.db, 'pendingdomain'))!.id,
    ))!;
    expect(company.domain_settings).toEqual({
      registration_status: 'pending',
      url: 'pending.example.com',
    });
  });

  it('returns the full Company shape', async () => {
    const ref = (await findCompanyByToken(test.handle.db, 'demo'))!;
    const company = (await getCompany(test.handle.db, ref.id))!;
    expect(company).toMatchObject({
      id: ref.id,
      token: 'demo',
      language: 'en',
      timezone: 'America/New_York',
      country: { country_code: 'US', time_format: '12h' },
      currency: { code: 'USD', symbol: '$', position: 'left', show_decimals: true },
      menu_enabled: true,
      highest_plan: 'premium',
      current_subscriptions: [{ name: 'premium', monthly_orders_limit: null }],
    });
    expect(company.latitude).toBeCloseTo(40.7128, 4);
    expect(company.delivery_ranges.length).toBeGreaterThan(0);
    expect(company.landing_contents.map((c) => c.type)).toContain('wifi_network');
    expect(typeof company.address_enabled).toBe('boolean');
  });

  it('returns null for an unknown company id', async () => {
    expect(await getCompany(test.handle.db, UNKNOWN_ID)).toBeNull();
    expect(await getEcommerceSettings(test.handle.db, UNKNOWN_ID)).toBeNull();
    expect(await getCatalogVersion(test.handle.db, UNKNOWN_ID)).toBeNull();
  });

  it('creates, lists, disables and enables companies', async () => {
    const created = await createCompany(
      test.handle.db,
      defaultCompanyInput({ token: 'NewPlace', name: 'New Place' }),
    );
    expect(created.token).toBe('newplace');
    const tokens = (await listCompanies(test.handle.db)).map((c) => c.token);
    expect(tokens).toContain('newplace');
    expect(tokens).toEqual([...tokens].sort());
    expect(await setMenuEnabled(test.handle.db, 'newplace', false)).toBe(true);
    expect((await findCompanyByToken(test.handle.db, 'newplace'))?.menu_enabled).toBe(false);
    expect(await setMenuEnabled(test.handle.db, 'newplace', true)).toBe(true);
    expect((await getCompany(test.handle.db, created.id))?.menu_enabled).toBe(true);
    expect(await setMenuEnabled(test.handle.db, 'absent', true)).toBe(false);
  });

  it('rejects a duplicate token', async () => {
    const input = defaultCompanyInput({ token: 'demo', name: 'Impostor' });
    await expect(createCompany(test.handle.db, input)).rejects.toThrow();
  });

  it('bumps the catalogue version', async () => {
    const ref = (await findCompanyByToken(test.handle.db, 'demo'))!;
    const before = (await getCatalogVersion(test.handle.db, ref.id))!;
    await bumpCatalogVersion(test.handle.db, ref.id);
    expect(await getCatalogVersion(test.handle.db, ref.id)).toBe(before + 1);
  });

  it('stores and reads ecommerce settings, completing missing sections', async () => {
    const ref = (await findCompanyByToken(test.handle.db, 'demo'))!;
    const settings = (await getEcommerceSettings(test.handle.db, ref.id))!;
    expect(settings.checkout_type).toBe('WEBAPP');
    expect(settings.delivery.prices.type).toBe('ranges');
    expect(settings.layout_settings.landing.buttons_icons.form).toBe('filled_rounded');

    const other = await createCompany(
      test.handle.db,
      defaultCompanyInput({ token: 'partial', name: 'Partial' }),
    );
    const full = defaultEcommerceSettings('Partial');
    await saveEcommerceSettings(test.handle.db, other.id, { ...full, checkout_type: 'WHATSAPP' });
    // A row written by hand without most sections still yields the whole shape.
    await test.handle.db
      .updateTable('ecommerce_settings')
      .set({ settings: JSON.stringify({ checkout_type: 'WHATSAPP', takeaway: { active: false } }) })
      .where('company_id', '=', other.id)
      .execute();
    const read = (await getEcommerceSettings(test.handle.db, other.id))!;
    expect(read.checkout_type).toBe('WHATSAPP');
    expect(read.takeaway.active).toBe(false);
    expect(read.takeaway.disabled_until).toBeNull();
    expect(read.layout_settings.landing.title.name).toBe('Partial');
  });

  it('falls back to defaults when a JSON column is corrupt', async () => {
    const ref = (await findCompanyByToken(test.handle.db, 'partial'))!;
    await test.handle.db
      .updateTable('companies')
      .set({ currency: 'not json', delivery_ranges: '{"oops":1}', landing_contents: '[{"id":1}]' })
      .where('id', '=', ref.id)
      .execute();
    const company = (await getCompany(test.handle.db, ref.id))!;
    expect(company.currency.code).toBe('USD');
    expect(company.delivery_ranges).toEqual([]);
    expect(company.landing_contents).toEqual([]);
  });
});
