import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCommand, listCommand, setEnabledCommand } from '../../../server/cli/company-commands';
import { cliConfig } from '../../../server/cli/config';
import { listCategories } from '../../../server/db/repositories/catalog';
import { findCompanyByToken, getCompany } from '../../../server/db/repositories/companies';
import { getEcommerceSettings } from '../../../server/db/repositories/ecommerce';
import { listPaymentMethods } from '../../../server/db/repositories/payment-methods';
import { createTestDatabase, testDialects } from '../helpers/databases';
import type { TestDatabase } from '../helpers/databases';

describe('cli configuration', () => {
  it('reads DATABASE_URL and DATA_DIR through the validated environment', () => {
    expect(cliConfig({ DATA_DIR: '/srv/comanda' })).toEqual({
      databaseUrl: undefined,
      dataDir: '/srv/comanda',
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
});
