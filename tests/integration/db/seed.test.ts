import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCategories } from '../../../server/db/repositories/catalog';
import {
  findCompanyByDomain,
  findCompanyByToken,
  getCompany,
  listCompanies,
} from '../../../server/db/repositories/companies';
import { getEcommerceSettings } from '../../../server/db/repositories/ecommerce';
import { listPaymentMethods } from '../../../server/db/repositories/payment-methods';
import { listPaymentProviders } from '../../../server/db/repositories/payment-providers';
import { FULL_DEMO_TOKENS } from '../../../server/seed/companies/index';
import { verifyOwnerPassword } from '../../../server/admin/password';
import { DEMO_OWNER_PASSWORD, DEMO_STAFF_PASSWORD, seedDemo } from '../../../server/seed/index';
import { chooseVariants } from '../../../src/domain/pricing';
import { createTestDatabase, testDialects } from '../helpers/databases';
import type { TestDatabase } from '../helpers/databases';

describe.each(testDialects)('demo seed on %s', (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect, { seed: true });
  });
  afterAll(async () => {
    await test.cleanup();
  });

  const idOf = async (token: string) => (await findCompanyByToken(test.handle.db, token))!.id;

  it('is idempotent: a second run inserts nothing and changes no menu', async () => {
    const before = await listCompanies(test.handle.db);
    const menuBefore = await listCategories(test.handle.db, await idOf('demo'));
    expect(await seedDemo(test.handle.db)).toEqual([]);
    expect(await listCompanies(test.handle.db)).toEqual(before);
    expect(await listCategories(test.handle.db, await idOf('demo'))).toEqual(menuBefore);
    expect(before.map((c) => c.token)).toEqual([
      'alnakheel',
      'bigmenu',
      'closedmenu',
      'demo',
      'freebistro',
      'sabor',
      'taqueria',
      'whatsburger',
    ]);
  });

  it.each(FULL_DEMO_TOKENS)(
    'gives %s a full menu: 40+ products, 6+ categories, sizes, modifiers, discounts, low stock',
    async (token) => {
      const categories = await listCategories(test.handle.db, await idOf(token));
      const products = categories.flatMap((c) => c.products);
      expect(categories.length).toBeGreaterThanOrEqual(6);
      expect(products.length).toBeGreaterThanOrEqual(40);
      expect(products.some((p) => p.product_variants.length > 1)).toBe(true);
      const groups = products.flatMap((p) => p.modifier_groups);
      expect(groups.some((g) => g.required && g.min === 1 && g.max === 1)).toBe(true);
      expect(groups.some((g) => !g.required && g.min === 0 && g.max >= 2)).toBe(true);
      const variants = products.flatMap((p) => p.product_variants);
      expect(
        variants.some((v) => v.original_price !== null && v.original_price > (v.price ?? 0)),
      ).toBe(true);
      const lowStock = products.filter(
        (p) => p.stock_enabled && p.product_variants.every((v) => v.stock >= 1 && v.stock <= 5),
      );
      expect(lowStock.length).toBeGreaterThan(0);
      expect(
        products.every((p) => p.images[0]?.image_url.startsWith(`/media/${token}/products/`)),
      ).toBe(true);
    },
  );

  it.each(FULL_DEMO_TOKENS)(
    'offers every size of %s under the §5.6 variant rule (none hidden by the seed)',
    async (token) => {
      const products = (await listCategories(test.handle.db, await idOf(token))).flatMap(
        (c) => c.products,
      );
      const sized = products.filter((p) => p.product_variants.length > 1);
      expect(sized.length).toBeGreaterThan(0);
      for (const product of sized) {
        expect(chooseVariants(product).map((v) => v.id)).toEqual(
          product.product_variants.map((v) => v.id),
        );
      }
    },
  );

  it('gives every company distinct colours and fonts, and varied button forms', async () => {
    const layouts = await Promise.all(
      FULL_DEMO_TOKENS.map(
        async (t) =>
          (await getEcommerceSettings(test.handle.db, await idOf(t)))!.layout_settings.landing,
      ),
    );
    const styles = new Set(layouts.map((l) => `${l.body.background_color}/${l.title.font}`));
    expect(styles.size).toBe(FULL_DEMO_TOKENS.length);
    expect(new Set(layouts.map((l) => l.buttons_icons.form)).size).toBeGreaterThanOrEqual(5);
  });

  it('seeds demo as an always-open, all-services, US storefront with a custom domain', async () => {
    const company = (await getCompany(test.handle.db, await idOf('demo')))!;
    const settings = (await getEcommerceSettings(test.handle.db, company.id))!;
    expect(company.business_hours_settings.monday).toEqual({
      is_active: true,
      hours: [{ id: 'monday-1', open: '00:00', close: '23:59' }],
    });
    expect(
      [settings.table, settings.onsite, settings.takeaway, settings.delivery].every(
        (s) => s.active,
      ),
    ).toBe(true);
    expect(settings.delivery.prices.type).toBe('ranges');
    expect(settings.delivery.tip?.active).toBe(true);
    expect(company.coupon_published.active).toBe(true);
    expect((await findCompanyByDomain(test.handle.db, 'menu.demo-bistro.test'))?.token).toBe(
      'demo',
    );
    expect(await findCompanyByDomain(test.handle.db, 'menu.petit-bistro.test')).toBeNull();
  });

  it('seeds bigmenu for the benchmarks: 300 products in 12 categories, always open, ordering on', async () => {
    const company = (await getCompany(test.handle.db, await idOf('bigmenu')))!;
    const settings = (await getEcommerceSettings(test.handle.db, company.id))!;
    const categories = await listCategories(test.handle.db, company.id);
    const products = categories.flatMap((c) => c.products);
    expect(categories).toHaveLength(12);
    expect(products).toHaveLength(300);
    expect(new Set(products.map((p) => p.name)).size).toBe(300);
    expect(products.every((p) => p.visible)).toBe(true);
    expect(products.filter((p) => p.modifier_groups.length > 0).length).toBeGreaterThan(5);
    expect(products.filter((p) => p.product_variants.length > 1).length).toBeGreaterThan(5);
    for (const day of Object.values(company.business_hours_settings))
      expect(day).toMatchObject({ is_active: true, hours: [{ open: '00:00', close: '23:59' }] });
    expect(company.menu_enabled).toBe(true);
    expect([settings.table, settings.onsite, settings.takeaway].every((s) => s.active)).toBe(true);
    expect(settings.checkout_type).not.toBe('WHATSAPP');
    // Deterministic: the same names and prices on every seed.
    expect(products[0]).toMatchObject({ name: 'Classic Pancakes' });
    expect(products[299]).toMatchObject({ name: 'Sweet Juice' });
  });

  it('seeds sabor with an online static Pix and area-priced delivery', async () => {
    const id = await idOf('sabor');
    const company = (await getCompany(test.handle.db, id))!;
    expect(company.delivery_areas.length).toBeGreaterThanOrEqual(2);
    expect(company.delivery_areas.every((a) => a.area.length >= 3)).toBe(true);
    const pix = (await listPaymentMethods(test.handle.db, id, 'delivery')).delivery!.find(
      (m) => m.code === 'pix',
    )!;
    expect(pix).toMatchObject({ provider_code: 'pix_static', payment_code: null });
    expect(pix.provider_id).not.toBeNull();
    expect((await getEcommerceSettings(test.handle.db, id))!.delivery.tip?.active ?? false).toBe(
      false,
    );
  });

  it('gives demo an active Sandbox provider with card and wallet next to cash', async () => {
    const id = await idOf('demo');
    const providers = await listPaymentProviders(test.handle.db, id);
    expect(providers).toHaveLength(1);
    const sandbox = providers[0]!;
    expect(sandbox).toMatchObject({ kind: 'sandbox', active: true, publicConfig: {} });
    expect(sandbox.secretConfig.webhook_secret).toMatch(/^[0-9a-f]{64}$/);
    const methods = await listPaymentMethods(test.handle.db, id);
    for (const key of ['table', 'onsite', 'takeaway', 'delivery'] as const) {
      const list = methods[key]!;
      expect(list.map((m) => m.code)).toEqual(['cash', 'card', 'wallet']);
      expect(list[0]).toMatchObject({ provider_id: null, provider_code: null });
      for (const online of list.slice(1)) {
        expect(online).toMatchObject({
          provider_id: sandbox.id,
          provider_code: 'sandbox',
          description: null,
          payment_code: null,
          payment_method_fee: 0,
        });
      }
    }
  });

  it('gives sabor a static Pix provider for its pix method, and a Sandbox card', async () => {
    const id = await idOf('sabor');
    const providers = await listPaymentProviders(test.handle.db, id);
    const pix = providers.find((p) => p.kind === 'pix_static')!;
    const sandbox = providers.find((p) => p.kind === 'sandbox')!;
    expect(providers).toHaveLength(2);
    expect(pix).toMatchObject({
      active: true,
      publicConfig: {
        pix_key: 'pagamentos@saborpaulista.com.br',
        merchant_name: 'Sabor Paulista',
        merchant_city: 'Sao Paulo',
      },
      secretConfig: {},
    });
    expect(sandbox.active).toBe(true);
    expect(sandbox.secretConfig.webhook_secret).toMatch(/^[0-9a-f]{64}$/);
    // Each provider has its own webhook secret.
    const demoSandbox = (await listPaymentProviders(test.handle.db, await idOf('demo')))[0]!;
    expect(sandbox.secretConfig.webhook_secret).not.toBe(demoSandbox.secretConfig.webhook_secret);
    const methods = await listPaymentMethods(test.handle.db, id);
    for (const key of ['table', 'onsite', 'takeaway', 'delivery'] as const) {
      const list = methods[key]!;
      expect(list.map((m) => [m.code, m.provider_id, m.provider_code])).toEqual([
        ['cash', null, null],
        ['pix', pix.id, 'pix_static'],
        ['card', sandbox.id, 'sandbox'],
      ]);
    }
  });

  it('seeds no payment provider for the other companies', async () => {
    for (const token of [
      'taqueria',
      'alnakheel',
      'freebistro',
      'whatsburger',
      'closedmenu',
      'bigmenu',
    ]) {
      expect(await listPaymentProviders(test.handle.db, await idOf(token)), token).toEqual([]);
    }
  });

  it('never answers a webhook secret in the public payment methods', async () => {
    for (const token of ['demo', 'sabor']) {
      const id = await idOf(token);
      const answer = JSON.stringify(await listPaymentMethods(test.handle.db, id));
      expect(answer).not.toContain('webhook_secret');
      expect(answer).not.toContain('secret');
      for (const provider of await listPaymentProviders(test.handle.db, id)) {
        for (const value of Object.values(provider.secretConfig))
          expect(answer).not.toContain(value);
      }
    }
  });

  it('adds the providers to a demo company seeded before online payments, once', async () => {
    const db = test.handle.db;
    const id = await idOf('sabor');
    const before = await listPaymentMethods(db, id);
    const providers = await listPaymentProviders(db, id);
    // The database as an older seed left it: no providers, pix offline, no card.
    await db.deleteFrom('payment_providers').where('company_id', '=', id).execute();
    await db
      .deleteFrom('payment_methods')
      .where('company_id', '=', id)
      .where('code', '=', 'card')
      .execute();
    await db
      .updateTable('payment_methods')
      .set({ provider_id: null, provider_code: null, payment_code: 'pagamentos@sabor.test' })
      .where('company_id', '=', id)
      .where('code', '=', 'pix')
      .execute();
    expect(await seedDemo(db)).toEqual([]);
    const after = await listPaymentProviders(db, id);
    expect(after.map((p) => [p.id, p.kind])).toEqual(providers.map((p) => [p.id, p.kind]));
    expect(await listPaymentMethods(db, id)).toEqual(before);
    // A second run leaves the (new) secrets and the methods alone.
    await seedDemo(db);
    expect(await listPaymentProviders(db, id)).toEqual(after);
    expect(await listPaymentMethods(db, id)).toEqual(before);
  });

  it('seeds taqueria closed today with scheduled orders and district pricing', async () => {
    const id = await idOf('taqueria');
    const company = (await getCompany(test.handle.db, id))!;
    const weekday = new Intl.DateTimeFormat('en-US', {
      timeZone: company.timezone,
      weekday: 'long',
    })
      .format(new Date())
      .toLowerCase();
    expect(company.business_hours_settings[weekday as 'monday']?.is_active).toBe(false);
    expect(Object.values(company.business_hours_settings).filter((d) => d.is_active)).toHaveLength(
      5,
    );
    const settings = (await getEcommerceSettings(test.handle.db, id))!;
    expect(
      settings.delivery.scheduled_orders_enabled && settings.takeaway.scheduled_orders_enabled,
    ).toBe(true);
    expect(settings.delivery.prices.type).toBe('districts');
    expect(company.delivery_districts.length).toBeGreaterThanOrEqual(3);
  });

  it('seeds the plan, chat-checkout, right-to-left and disabled cases', async () => {
    const free = (await getCompany(test.handle.db, await idOf('freebistro')))!;
    expect(free).toMatchObject({
      current_subscriptions: [],
      highest_plan: 'premium',
      reseller_id: null,
    });
    const whats = (await getEcommerceSettings(test.handle.db, await idOf('whatsburger')))!;
    expect(whats.checkout_type).toBe('WHATSAPP');
    expect((await getCompany(test.handle.db, await idOf('whatsburger')))!.whatsapp).toMatch(
      /^\+\d+$/,
    );
    const arabic = (await getCompany(test.handle.db, await idOf('alnakheel')))!;
    expect(arabic.language).toBe('ar');
    const [firstCategory] = await listCategories(test.handle.db, arabic.id);
    expect(firstCategory!.products[0]!.name).toMatch(/[\u0600-\u06FF]/);
    expect((await findCompanyByToken(test.handle.db, 'closedmenu'))?.menu_enabled).toBe(false);
    expect(DEMO_STAFF_PASSWORD).toBe('demo1234');
  });

  it('offers cash for every active service type of every company', async () => {
    for (const token of FULL_DEMO_TOKENS) {
      const id = await idOf(token);
      const settings = (await getEcommerceSettings(test.handle.db, id))!;
      const methods = await listPaymentMethods(test.handle.db, id);
      for (const key of ['table', 'onsite', 'takeaway', 'delivery'] as const) {
        if (settings[key].active)
          expect(
            methods[key]?.map((m) => m.code),
            `${token} ${key}`,
          ).toContain('cash');
      }
    }
  });

  it("gives every demo company the owner password 'demo1234', apart from the staff hash", async () => {
    expect(DEMO_OWNER_PASSWORD).toBe('demo1234');
    const rows = await test.handle.db
      .selectFrom('companies')
      .select(['token', 'owner_password_hash', 'staff_password_hash'])
      .execute();
    expect(rows.length).toBeGreaterThan(3);
    const hashes = new Set(rows.map((r) => r.owner_password_hash));
    // One hash for all, as for the staff password.
    expect(hashes.size).toBe(1);
    for (const row of rows) {
      expect(row.owner_password_hash, row.token).not.toBe(row.staff_password_hash);
      expect(await verifyOwnerPassword('demo1234', row.owner_password_hash ?? '')).toBe(true);
    }
  });
});
