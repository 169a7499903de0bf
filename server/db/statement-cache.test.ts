import BetterSqlite3 from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { withStatementCache } from './connection';

describe('withStatementCache', () => {
  it('compiles each SQL text once, keeps to its capacity, and follows schema changes', () => {
    const raw = new BetterSqlite3(':memory:');
    let compiled = 0;
    const prepare = raw.prepare.bind(raw);
    raw.prepare = (sql: string) => {
      compiled += 1;
      return prepare(sql);
    };
    const db = withStatementCache(raw, 2);
    db.prepare('create table t (a integer)').run([]);
    const insert = 'insert into t (a) values (?)';
    db.prepare(insert).run([1]);
    db.prepare(insert).run([2]);
    expect(compiled).toBe(2);
    expect(db.prepare('select a from t order by a').all([])).toEqual([{ a: 1 }, { a: 2 }]);
    expect(compiled).toBe(3);
    // A kept statement still reads right after the table changes shape.
    db.prepare('alter table t add column b text').run([]);
    expect(db.prepare('select * from t order by a').all([])).toEqual([
      { a: 1, b: null },
      { a: 2, b: null },
    ]);
    // Capacity 2: the insert was pushed out by the two newer texts and is compiled again.
    const before = compiled;
    db.prepare(insert).run([3]);
    expect(compiled).toBe(before + 1);
    db.close();
  });
});
