// The background checkpointer on a real SQLite file: it copies committed pages into the database
// file while the request connection's own threshold is far away, the database closes cleanly
// after it (the WAL folded back in and removed), and a worker that cannot run hands checkpoints
// back to SQLite.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './connection';
import { startWalCheckpointer } from './wal-checkpointer';

const dirs: string[] = [];
function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'comanda-wal-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function until(check: () => boolean, timeoutMs = 10_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) return false;
    await new Promise((done) => setTimeout(done, 20));
  }
  return true;
}

describe('background WAL checkpoints', () => {
  it('copies commits into the database file long before the safety net would', async () => {
    const file = join(scratch(), 'db.sqlite');
    const handle = await openDatabase({ sqliteFile: file, backgroundCheckpoint: true });
    await sql`create table t (x text)`.execute(handle.db);
    const empty = statSync(file).size;
    // About 300 pages of commits: a tenth of the request connection's own threshold.
    for (let i = 0; i < 300; i += 1)
      await sql`insert into t values (${'x'.repeat(4000)})`.execute(handle.db);
    expect(await until(() => statSync(file).size > empty + 300 * 4000)).toBe(true);
    const rows = await sql<{ n: number }>`select count(*) as n from t`.execute(handle.db);
    expect(rows.rows[0]?.n).toBe(300);
    await handle.close();
    // The last connection closed after the worker's: the WAL was folded in and removed.
    expect(existsSync(`${file}-wal`)).toBe(false);
    const reopened = new BetterSqlite3(file, { readonly: true });
    expect(reopened.prepare('select count(*) as n from t').get()).toEqual({ n: 300 });
    reopened.close();
  });

  it('leaves checkpoints to SQLite when opened without it (tests, tools)', async () => {
    const file = join(scratch(), 'db.sqlite');
    const handle = await openDatabase({ sqliteFile: file });
    await sql`create table t (x text)`.execute(handle.db);
    const empty = statSync(file).size;
    for (let i = 0; i < 300; i += 1)
      await sql`insert into t values (${'x'.repeat(4000)})`.execute(handle.db);
    await new Promise((done) => setTimeout(done, 500));
    // Under SQLite's 1,000-page threshold nothing was copied yet.
    expect(statSync(file).size).toBe(empty);
    await handle.close();
  });

  it('reports a worker that cannot open the database', async () => {
    const failure = new Promise<string>((done) => {
      // A directory is no database file.
      startWalCheckpointer(scratch(), done, 10);
    });
    expect(await failure).toMatch(/directory|open/i);
  });
});
