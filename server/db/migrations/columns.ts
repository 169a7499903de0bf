// Shared column shapes for the migrations. Only types both dialects understand are used
// (text, integer, double precision), so one migration set runs on SQLite and PostgreSQL.
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';

type Table = CreateTableBuilder<string, string>;
type Col = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

export const notNull: Col = (c) => c.notNull();
export const flag =
  (value: 0 | 1): Col =>
  (c) =>
    c.notNull().defaultTo(value);
export const zero: Col = (c) => c.notNull().defaultTo(0);

/** id primary key plus a company_id that disappears with its company. */
export function ownedTable(db: Kysely<unknown>, name: string): Table {
  return db.schema
    .createTable(name)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    );
}

export function companyIndex(db: Kysely<unknown>, table: string, extra: string[] = []) {
  const suffix = extra.length > 0 ? `_${extra.join('_')}` : '';
  return db.schema
    .createIndex(`idx_${table}_company${suffix}`)
    .on(table)
    .columns(['company_id', ...extra]);
}
