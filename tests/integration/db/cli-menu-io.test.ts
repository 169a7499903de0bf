// `npm run company -- export-menu | import-menu` run for real: the CLI as a child process on a
// seeded database of each dialect, its output, exit code and what it left in the database.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportMenuFile } from '../../../server/admin/menu-io/export';
import { CliError } from '../../../server/cli/company-commands';
import { importMenuCommand } from '../../../server/cli/menu-io';
import { openDatabase } from '../../../server/db/connection';
import type { DbHandle } from '../../../server/db/connection';
import { migrateToLatest } from '../../../server/db/migrate';
import { findCompanyByToken } from '../../../server/db/repositories/companies';
import { seedDemo } from '../../../server/seed/index';
import { createTestDatabase, postgresUrl, testDialects } from '../helpers/databases';
import type { TestDatabase } from '../helpers/databases';

const ROOT = resolve(import.meta.dirname, '../../..');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

describe.each(testDialects)('menu commands on %s', (dialect) => {
  let handle: DbHandle;
  let cleanup: () => Promise<void>;
  let env: Record<string, string | undefined>;
  let dir: string;
  let saborId: string;

  /** `npm run company -- …` as npm runs it: node with tsx, in the package's folder. */
  const company = (...args: string[]): Promise<Run> =>
    new Promise((done) => {
      execFile(
        process.execPath,
        ['--import', 'tsx', 'server/cli/company.ts', ...args],
        { cwd: ROOT, env: { ...process.env, ...env, INIT_CWD: dir } },
        (error, stdout, stderr) =>
          done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
  const saborMenu = async () => (await exportMenuFile(handle.db, saborId, 'json'))?.body;
  const audits = async () =>
    await handle.db
      .selectFrom('admin_audit')
      .select(['action', 'actor', 'after'])
      .where('company_id', '=', saborId)
      .execute();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'comanda-cli-menu-'));
    if (dialect === 'postgres') {
      const test: TestDatabase = await createTestDatabase('postgres', { seed: true });
      handle = test.handle;
      cleanup = () => test.cleanup();
      env = { DATABASE_URL: postgresUrl(test.name), DATA_DIR: dir };
    } else {
      const dataDir = join(dir, 'data');
      handle = await openDatabase({ dataDir });
      await migrateToLatest(handle.db);
      await seedDemo(handle.db);
      cleanup = () => handle.close();
      env = { DATABASE_URL: undefined, DATA_DIR: dataDir };
    }
    const sabor = await findCompanyByToken(handle.db, 'sabor');
    saborId = sabor?.id ?? '';
  });
  afterAll(async () => {
    await cleanup();
    rmSync(dir, { recursive: true, force: true });
  });

  it('exports a menu to a file and imports it into another company unchanged', async () => {
    const exported = await company('export-menu', 'demo', 'demo.csv');
    expect(exported).toMatchObject({ code: 0, stderr: '' });
    expect(exported.stdout).toMatch(/Exported the menu of 'demo' \(7 categories, 44 products/);

    const imported = await company('import-menu', 'sabor', 'demo.csv');
    expect(imported).toMatchObject({ code: 0, stderr: '' });
    expect(imported.stdout).toContain('Imported 7 categories, 44 products, 57 variants');

    const again = await company('export-menu', 'sabor', join(dir, 'sabor.csv'));
    expect(again.code).toBe(0);
    expect(readFileSync(join(dir, 'sabor.csv'), 'utf8')).toBe(
      readFileSync(join(dir, 'demo.csv'), 'utf8'),
    );
    const entries = await audits();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'menu.import', actor: 'cli' });
    expect(JSON.parse(entries[0]?.after ?? '{}')).toMatchObject({ products: 44, format: 'csv' });
  }, 60_000);

  it('prints the report of an invalid file, exits 1 and changes nothing; a dry run writes nothing', async () => {
    const before = await saborMenu();
    const lines = readFileSync(join(dir, 'demo.csv'), 'utf8').split('\r\n');
    lines[2] = lines[2]!.replace(/,(\d+\.\d\d),/, ',abc,');
    writeFileSync(join(dir, 'broken.csv'), lines.join('\r\n'));
    const refused = await company('import-menu', 'sabor', 'broken.csv');
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain('nothing was changed');
    expect(refused.stderr).toContain('row 3, price: must be an amount');

    const dry = await company('import-menu', 'sabor', 'demo.csv', '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('Dry run, nothing written');
    expect(await saborMenu()).toBe(before);
    expect(await audits()).toHaveLength(1);
  }, 60_000);

  it('refuses an unknown extension, a missing file, an unknown company and a file over the limit', async () => {
    const file = join(dir, 'demo.csv');
    await expect(importMenuCommand(handle.db, 'sabor', join(dir, 'menu.xlsx'))).rejects.toThrow(
      /name it \.csv or \.json/,
    );
    await expect(importMenuCommand(handle.db, 'sabor', join(dir, 'nope.csv'))).rejects.toThrow(
      CliError,
    );
    await expect(importMenuCommand(handle.db, 'nobody', file)).rejects.toThrow(/No company/);
    await expect(importMenuCommand(handle.db, 'sabor', file, { maxBytes: 100 })).rejects.toThrow(
      /larger than 100 bytes/,
    );
    expect(await audits()).toHaveLength(1);
  });
});
