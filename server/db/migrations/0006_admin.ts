// Issue [11/13]: the back office. The owner logs in with a password of their own (not the
// kitchen staff's), in a session table of its own, and every change the back office makes is
// recorded in admin_audit: who, when and what (the row before and after, secrets stripped).
// Categories the owner edits get a row version (optimistic concurrency: a stale edit is a 409,
// docs/decisions.md "Editing the menu: versions and conflicts") and a visible flag.
import type { Kysely } from 'kysely';
import { companyIndex, flag, notNull, ownedTable } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('companies').addColumn('owner_password_hash', 'text').execute();

  // As kitchen_sessions: the id is the SHA-256 of the cookie value.
  await ownedTable(db, 'owner_sessions')
    .addColumn('expires_at', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await companyIndex(db, 'owner_sessions').execute();

  await ownedTable(db, 'admin_audit')
    /** 'owner:' and the first 8 hex characters of the session id. */
    .addColumn('actor', 'text', notNull)
    /** What was done, e.g. category.create. */
    .addColumn('action', 'text', notNull)
    .addColumn('entity', 'text', notNull)
    .addColumn('entity_id', 'text')
    /** JSON of the row before and after the change; null where there is none. */
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await companyIndex(db, 'admin_audit', ['created_at']).execute();

  /** Bumped by every back-office write of the row; writes compare and set it. */
  await db.schema
    .alterTable('categories')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  /** 0 hides the category (and its products) from the storefront. */
  await db.schema.alterTable('categories').addColumn('visible', 'integer', flag(1)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('categories').dropColumn('visible').execute();
  await db.schema.alterTable('categories').dropColumn('version').execute();
  await db.schema.dropTable('admin_audit').ifExists().execute();
  await db.schema.dropTable('owner_sessions').ifExists().execute();
  await db.schema.alterTable('companies').dropColumn('owner_password_hash').execute();
}
