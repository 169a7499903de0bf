// The company's postal code and region (issue [13/13], migration 0008) on both databases: the
// migration adds two nullable columns (existing companies read null) and removes them on down;
// the repository writes and reads them; the seeded stores carry them where their country does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCompanyInput } from '../../../server/db/defaults';
import { MIGRATION_NAMES } from '../../../server/db/migrate';
import * as m0008 from '../../../server/db/migrations/0008_company_postal_address';
import {
  createCompany,
  findCompanyByToken,
  getCompany,
  updateCompany,
} from '../../../server/db/repositories/companies';
import type { Company } from '../../../src/domain/types';
import { createTestDatabase, testDialects } from '../helpers/databases';
import type { TestDatabase } from '../helpers/databases';

describe.each(testDialects)('company postal code and region on %s', (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect, { seed: true });
  });
  afterAll(async () => {
    await test.cleanup();
  });

  const company = async (token: string): Promise<Company> => {
    const ref = await findCompanyByToken(test.handle.db, token);
    if (!ref) throw new Error(`no company ${token}`);
    return (await getCompany(test.handle.db, ref.id))!;
  };
  const columns = async (): Promise<string[]> =>
    (await test.handle.db.introspection.getTables())
      .find((t) => t.name === 'companies')
      ?.columns.map((c) => c.name) ?? [];

  it('is a recorded migration', () => {
    expect(MIGRATION_NAMES).toContain('0008_company_postal_address');
  });

  it('seeds each store with what its country writes', async () => {
    const seeded = async (token: string) => {
      const { region, postal_code } = await company(token);
      return { region, postal_code };
    };
    expect(await seeded('demo')).toEqual({ region: 'NY', postal_code: '10007' });
    expect(await seeded('sabor')).toEqual({ region: 'SP', postal_code: '01310-200' });
    expect(await seeded('taqueria')).toEqual({ region: 'CDMX', postal_code: '06000' });
    // The UAE has no postal codes; France names no region.
    expect(await seeded('alnakheel')).toEqual({ region: 'دبي', postal_code: null });
    expect(await seeded('freebistro')).toEqual({ region: null, postal_code: '75009' });
  });

  it('writes and reads them through the repository, null when unset', async () => {
    const created = await createCompany(test.handle.db, {
      ...defaultCompanyInput({ token: 'lisboa', name: 'Tasca', country: 'PT' }),
      address_enabled: true,
      address: 'Rua Augusta 100',
      city: 'Lisboa',
      region: 'Lisboa',
      postal_code: '1100-053',
    });
    expect(created).toMatchObject({ region: 'Lisboa', postal_code: '1100-053' });
    expect(await company('lisboa')).toMatchObject({
      address: 'Rua Augusta 100',
      region: 'Lisboa',
      postal_code: '1100-053',
    });

    const { id, order_limit_usage_count: _count, ...input } = await company('lisboa');
    await updateCompany(test.handle.db, id, { ...input, region: null, postal_code: 'X1' });
    expect(await company('lisboa')).toMatchObject({ region: null, postal_code: 'X1' });

    const blank = await createCompany(
      test.handle.db,
      defaultCompanyInput({ token: 'blank', name: 'Blank' }),
    );
    expect(blank).toMatchObject({ region: null, postal_code: null });
    expect(await company('blank')).toMatchObject({ region: null, postal_code: null });
  });

  it('adds nullable columns that existing companies read as null, and removes them on down', async () => {
    expect(await columns()).toEqual(expect.arrayContaining(['postal_code', 'region']));
    await m0008.down(test.handle.db as never);
    expect(await columns()).not.toContain('postal_code');
    expect(await columns()).not.toContain('region');
    // The store as it was before the migration is untouched, and reads null once it runs.
    await m0008.up(test.handle.db as never);
    const demo = await company('demo');
    expect(demo).toMatchObject({ address: '123 Main Street', city: 'New York' });
    expect(demo.region).toBeNull();
    expect(demo.postal_code).toBeNull();
  });
});
