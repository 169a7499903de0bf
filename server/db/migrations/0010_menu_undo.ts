// Issue [16/21] item 12: an import that replaces the whole menu keeps the menu it replaced, one
// copy per company, so the owner can undo the last import in one step. The copy is the menu as
// an export writes it (the JSON menu document of docs/menu-format.md), in the database so that
// it survives a restart and is shared by every instance.
import type { Kysely } from 'kysely';
import { notNull } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('menu_undo')
    .addColumn('company_id', 'text', (c) =>
      c.primaryKey().references('companies.id').onDelete('cascade'),
    )
    /** The replaced menu: the JSON menu document (format comanda-menu, version 1). */
    .addColumn('menu', 'text', notNull)
    /** When the import that replaced it ran (ISO). */
    .addColumn('replaced_at', 'text', notNull)
    /** Who ran that import (the audit's actor). */
    .addColumn('actor', 'text', notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('menu_undo').ifExists().execute();
}
