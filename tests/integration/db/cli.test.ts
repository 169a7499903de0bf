import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CliError,
  addCommand,
  listCommand,
  setEnabledCommand,
} from '../../../server/cli/company-commands';
import { cliConfig } from '../../../server/cli/config';
import { setOwnerPasswordCommand } from '../../../server/cli/owner-password';
import { verifyOwnerPassword } from '../../../server/admin/password';
import { getOwnerPasswordHash } from '../../../server/db/repositories/owner-sessions';
import { getStaffPasswordHash } from '../../../server/db/repositories/kitchen-sessions';
import {
  addPaymentMethodCommand,
  setPaymentProviderCommand,
} from '../../../server/cli/payment-provider';
import { listCategories } from '../../../server/db/repositories/catalog';
import { findCompanyByToken, getCompany } from '../../../server/db/repositories/companies';
import { getEcommerceSettings } from '../../../server/db/repositories/ecommerce';
import { listPaymentMethods } from '../../../server/db/repositories/payment-methods';
import { listPaymentProviders } from '../../../server/db/repositories/payment-providers';
import { createTestDatabase, testDialects } from '../helpers/databases';
import type { TestDatabase } from '../helpers/databases';

describe('cli configuration', () => {
  it('reads DATABASE_URL and DATA_DIR through the validated environment', () => {
    expect(cliConfig({ DATA_DIR: '/srv/comanda' })).toEqual({
      databaseUrl: undefined,
      dataDir: '/srv/comanda',
      apiBase: '/api',
      baseHost: 'localhost',
    });
    expect(cliConfig({ API_BASE: '/v1', BASE_HOST: 'comanda.example' })).toMatchObject({
      apiBase: '/v1',
      baseHost: 'comanda.example',
    });
    expect(cliConfig({ DATABASE_URL: 'postgres://u@h/db' }).databaseUrl).toBe('postgres://u@h/db');
    expect(() => cliConfig({ DATABASE_URL: 'mysql://nope' })).toThrow(/DATABASE_URL/);
  });
});

describe.each(testDialects)('company commands on %s', (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await test.cleanup();
  });

  it('explains how to add a company when there is none', async () => {
    expect(await listCommand(test.handle.db)).toEqual([
      expect.stringContaining('npm run company -- add'),
    ]);
  });

  it('adds a company with defaults, an empty menu and cash everywhere', async () => {
    const message = await addCommand(test.handle.db, {
      token: 'Luna',
      name: 'Café Luna',
      country: 'br',
      language: 'PT',
      currency: 'brl',
      timezone: 'America/Sao_Paulo',
    });
    expect(message).toContain("'luna'");
    const id = (await findCompanyByToken(test.handle.db, 'luna'))!.id;
    const company = (await getCompany(test.handle.db, id))!;
    expect(company).toMatchObject({
      name: 'Café Luna',
      language: 'pt',
      timezone: 'America/Sao_Paulo',
      country: { country_code: 'BR', time_format: '24h' },
      currency: { code: 'BRL' },
      menu_enabled: true,
    });
    expect((await getEcommerceSettings(test.handle.db, id))?.checkout_type).toBe('WEBAPP');
    expect(await listCategories(test.handle.db, id)).toEqual([]);
    const methods = await listPaymentMethods(test.handle.db, id);
    expect(Object.values(methods).map((list) => list.map((m) => m.code))).toEqual([
      ['cash'],
      ['cash'],
      ['cash'],
      ['cash'],
    ]);
  });

  it('refuses bad tokens, duplicates, unknown time zones and malformed codes', async () => {
    await expect(addCommand(test.handle.db, { token: 'no spaces', name: 'X' })).rejects.toThrow(
      /Invalid token/,
    );
    await expect(addCommand(test.handle.db, { token: 'luna', name: 'Again' })).rejects.toThrow(
      /already exists/,
    );
    await expect(
      addCommand(test.handle.db, { token: 'x2', name: 'X', timezone: 'Mars/Base' }),
    ).rejects.toThrow(/time zone/);
    await expect(
      addCommand(test.handle.db, { token: 'x3', name: 'X', currency: 'dollars' }),
    ).rejects.toThrow(/currency/);
    await expect(
      addCommand(test.handle.db, { token: 'x4', name: 'X', country: 'USA' }),
    ).rejects.toThrow(/country/);
  });

  it('disables and enables a menu, and lists the state', async () => {
    expect(await setEnabledCommand(test.handle.db, 'LUNA', false)).toContain('Disabled');
    expect((await listCommand(test.handle.db))[0]).toMatch(/^luna\s+disabled\s+Café Luna$/);
    await setEnabledCommand(test.handle.db, 'luna', true);
    expect((await findCompanyByToken(test.handle.db, 'luna'))?.menu_enabled).toBe(true);
    await expect(setEnabledCommand(test.handle.db, 'ghost', true)).rejects.toThrow(/No company/);
  });

  it('sets the owner password (never printed), apart from the staff password', async () => {
    const db = test.handle.db;
    await expect(setOwnerPasswordCommand(db, 'luna', 'short')).rejects.toThrow(/8 to 200/);
    await expect(setOwnerPasswordCommand(db, 'luna', 'x'.repeat(201))).rejects.toThrow(/8 to 200/);
    await expect(setOwnerPasswordCommand(db, 'ghost', 'long-enough')).rejects.toThrow(/No company/);
    const message = await setOwnerPasswordCommand(db, 'LUNA', 'owner-secret-1');
    expect(message).toContain("'luna'");
    expect(message).toContain('/admin');
    expect(message).not.toContain('owner-secret-1');
    const id = (await findCompanyByToken(db, 'luna'))!.id;
    const hash = (await getOwnerPasswordHash(db, id)) ?? '';
    expect(hash).toMatch(/^scrypt\$/);
    expect(await verifyOwnerPassword('owner-secret-1', hash)).toBe(true);
    expect(await getStaffPasswordHash(db, id)).toBeNull();
    // Setting it again replaces it.
    await setOwnerPasswordCommand(db, 'luna', 'owner-secret-2');
    const next = (await getOwnerPasswordHash(db, id)) ?? '';
    expect(await verifyOwnerPassword('owner-secret-1', next)).toBe(false);
    expect(await verifyOwnerPassword('owner-secret-2', next)).toBe(true);
  });
});

describe.each(testDialects)('payment provider commands on %s', (dialect) => {
  let test: TestDatabase;
  let companyId: string;
  const context = { apiBase: '/api', baseHost: 'comanda.example' };
  const STRIPE = [
    'publishable_key=pk_test_public123',
    'secret_key=sk_test_VERYSECRET123',
    'webhook_secret=whsec_ALSOSECRET456',
  ];
  const set = (token: string, kind: string, pairs: string[]) =>
    setPaymentProviderCommand(test.handle.db, context, token, kind, pairs);
  const providers = () => listPaymentProviders(test.handle.db, companyId);
  const messageOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'resolved',
      (error: unknown) => (error instanceof CliError ? error.message : String(error)),
    );
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    await addCommand(test.handle.db, { token: 'sol', name: 'Sol', country: 'BR' });
    companyId = (await findCompanyByToken(test.handle.db, 'sol'))!.id;
  });
  afterAll(async () => {
    await test.cleanup();
  });

  it('sets a Stripe provider, prints its webhook URL and never a secret', async () => {
    const lines = await set('sol', 'stripe', STRIPE);
    const [provider] = await providers();
    expect(provider).toMatchObject({
      kind: 'stripe',
      active: true,
      publicConfig: { publishable_key: 'pk_test_public123' },
      secretConfig: { secret_key: 'sk_test_VERYSECRET123', webhook_secret: 'whsec_ALSOSECRET456' },
    });
    const output = lines.join('\n');
    expect(lines[0]).toBe(
      `stripe provider ${provider!.id} set for sol (secret_key, webhook_secret stored).`,
    );
    expect(output).toContain(
      `https://sol.comanda.example/api/ms-payments/webhooks/${provider!.id}`,
    );
    expect(output).toContain('payment_intent.succeeded');
    expect(output).not.toContain('VERYSECRET');
    expect(output).not.toContain('ALSOSECRET');
  });

  it('updates the provider of that kind in place, keeping its id and the keys not given', async () => {
    const [before] = await providers();
    const lines = await set('sol', 'stripe', ['webhook_secret=whsec_ROTATED789']);
    const after = await providers();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({
      id: before!.id,
      publicConfig: { publishable_key: 'pk_test_public123' },
      secretConfig: { secret_key: 'sk_test_VERYSECRET123', webhook_secret: 'whsec_ROTATED789' },
    });
    expect(lines[0]).toContain(`stripe provider ${before!.id} updated for sol`);
    expect(lines.join('\n')).not.toMatch(/ROTATED|VERYSECRET/);
  });

  it('refuses unknown kinds, unknown or missing keys and misplaced keys, without echoing values', async () => {
    await expect(set('sol', 'paypal', [])).rejects.toThrow(/Unknown provider kind 'paypal'/);
    await expect(set('sol', 'stripe', [...STRIPE, 'api_key=sk_live_x'])).rejects.toThrow(
      /Unknown key 'api_key' for stripe/,
    );
    await expect(set('nobody', 'sandbox', [])).rejects.toThrow(/No company/);
    await expect(set('sol', 'mercadopago', ['public_key=APP_USR-pub'])).rejects.toThrow(
      /Missing for mercadopago: access_token=… webhook_secret=…/,
    );
    const typo = await messageOf(set('sol', 'stripe', ['sk_live_NOEQUALSIGN']));
    expect(typo).toMatch(/key=value/);
    expect(typo).not.toContain('NOEQUALSIGN');
    // A secret key in the publishable slot would reach every browser.
    const swapped = await messageOf(set('sol', 'stripe', ['publishable_key=sk_live_SWAPPED']));
    expect(swapped).toMatch(/'publishable_key' must start with pk_/);
    expect(swapped).not.toContain('SWAPPED');
    expect((await providers())[0]!.publicConfig.publishable_key).toBe('pk_test_public123');
  });

  it('validates a static Pix against the BR Code limits', async () => {
    const pix = (name: string, city: string, key = 'pix@sol.com.br') =>
      set('sol', 'pix_static', [
        `pix_key=${key}`,
        `merchant_name=${name}`,
        `merchant_city=${city}`,
      ]);
    await expect(pix('A name far longer than twenty-five', 'Recife')).rejects.toThrow(
      /merchant_name' has at most 25/,
    );
    await expect(pix('Sol', 'Sao Jose dos Campos')).rejects.toThrow(
      /merchant_city' has at most 15/,
    );
    await expect(pix('Sol', 'Recife', 'not a key')).rejects.toThrow(/pix_key/);
    await expect(set('sol', 'pix_static', ['pix_key=pix@sol.com.br'])).rejects.toThrow(
      /Missing for pix_static: merchant_name=… merchant_city=…/,
    );
    const lines = await pix('Sol Nascente', 'Recife');
    expect(lines[0]).toMatch(/^pix_static provider \S+ set for sol\.$/);
    expect(lines.join('\n')).toContain('/kitchen');
    expect((await providers()).find((p) => p.kind === 'pix_static')?.publicConfig).toEqual({
      pix_key: 'pix@sol.com.br',
      merchant_name: 'Sol Nascente',
      merchant_city: 'Recife',
    });
  });

  it('generates a sandbox webhook secret when none is given, and keeps it on update', async () => {
    const lines = await set('sol', 'sandbox', []);
    const sandbox = (await providers()).find((p) => p.kind === 'sandbox')!;
    const secret = sandbox.secretConfig.webhook_secret!;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(lines.join('\n')).not.toContain(secret);
    expect(lines.join('\n')).toContain(`/api/ms-payments/webhooks/${sandbox.id}`);
    await set('sol', 'sandbox', []);
    expect((await providers()).find((p) => p.kind === 'sandbox')?.secretConfig).toEqual({
      webhook_secret: secret,
    });
  });

  it('adds methods linked to the provider of that kind, for one service or all', async () => {
    const db = test.handle.db;
    const stripe = (await providers()).find((p) => p.kind === 'stripe')!;
    expect(await addPaymentMethodCommand(db, 'sol', 'all', 'card', 'stripe')).toBe(
      `card through stripe provider ${stripe.id} on sol: added for table, onsite, takeaway, delivery.`,
    );
    await addPaymentMethodCommand(db, 'sol', 'takeaway', 'wallet', 'stripe');
    const methods = await listPaymentMethods(db, companyId);
    expect(methods.takeaway!.map((m) => [m.code, m.provider_id, m.provider_code])).toEqual([
      ['cash', null, null],
      ['card', stripe.id, 'stripe'],
      ['wallet', stripe.id, 'stripe'],
    ]);
    expect(methods.table!.map((m) => m.code)).toEqual(['cash', 'card']);
    // The same code again relinks the method (same id) instead of adding a second one.
    const cardId = methods.table![1]!.id;
    expect(await addPaymentMethodCommand(db, 'sol', 'table', 'card', 'sandbox')).toContain(
      'relinked for table',
    );
    const table = (await listPaymentMethods(db, companyId, 'table')).table!;
    expect(table.map((m) => [m.id, m.code, m.provider_code])).toEqual([
      [table[0]!.id, 'cash', null],
      [cardId, 'card', 'sandbox'],
    ]);
  });

  it('refuses unknown services, codes and kinds, a code the kind cannot take, and a missing provider', async () => {
    const db = test.handle.db;
    await expect(addPaymentMethodCommand(db, 'sol', 'boat', 'card', 'stripe')).rejects.toThrow(
      /Unknown service 'boat'/,
    );
    await expect(addPaymentMethodCommand(db, 'sol', 'all', 'cheque', 'stripe')).rejects.toThrow(
      /Unknown method 'cheque'/,
    );
    await expect(addPaymentMethodCommand(db, 'sol', 'all', 'card', 'paypal')).rejects.toThrow(
      /Unknown provider kind/,
    );
    await expect(addPaymentMethodCommand(db, 'sol', 'all', 'card', 'pix_static')).rejects.toThrow(
      /pix_static provider takes pix, not card/,
    );
    // The storefront has no Mercado Pago card form, nor a Stripe Pix: refused, not half-offered.
    await expect(addPaymentMethodCommand(db, 'sol', 'all', 'card', 'mercadopago')).rejects.toThrow(
      /mercadopago provider takes pix, not card/,
    );
    await expect(addPaymentMethodCommand(db, 'sol', 'all', 'pix', 'stripe')).rejects.toThrow(
      /stripe provider takes card, wallet, not pix/,
    );
    await expect(addPaymentMethodCommand(db, 'sol', 'all', 'pix', 'mercadopago')).rejects.toThrow(
      /sol has no mercadopago provider/,
    );
    await expect(addPaymentMethodCommand(db, 'ghost', 'all', 'pix', 'pix_static')).rejects.toThrow(
      /No company/,
    );
  });

  it('keeps methods working when the provider is updated', async () => {
    const db = test.handle.db;
    await addPaymentMethodCommand(db, 'sol', 'delivery', 'pix', 'pix_static');
    const pix = (await providers()).find((p) => p.kind === 'pix_static')!;
    await set('sol', 'pix_static', ['merchant_city=Olinda']);
    expect((await providers()).find((p) => p.kind === 'pix_static')).toMatchObject({
      id: pix.id,
      publicConfig: {
        pix_key: 'pix@sol.com.br',
        merchant_name: 'Sol Nascente',
        merchant_city: 'Olinda',
      },
    });
    const delivery = (await listPaymentMethods(db, companyId, 'delivery')).delivery!;
    expect(delivery.find((m) => m.code === 'pix')?.provider_id).toBe(pix.id);
  });
});
