// Issue [8/13]: a phone number alone reveals and changes nothing. Every device that asks for a
// client by phone gets a device record holding (the hash of) a secret; the device that created
// the client owns it. Addresses belong to the device that saved them, and can be hidden (not
// deleted, so orders keep their address) when a device goes past its limit.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { companyIndex, flag, notNull, ownedTable } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await ownedTable(db, 'client_devices')
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    /** SHA-256 (hex) of the device's secret; the secret itself is never stored. */
    .addColumn('secret_hash', 'text', notNull)
    /** The name this device gave; the owner's is also the client's stored name. */
    .addColumn('name', 'text', notNull)
    .addColumn('is_owner', 'integer', flag(0))
    .addColumn('created_at', 'text', notNull)
    .addUniqueConstraint('uq_client_devices_secret', ['secret_hash'])
    .execute();
  await companyIndex(db, 'client_devices', ['client_id']).execute();
  // One owner per client: two first reads racing to claim a client made before secrets existed
  // cannot both win.
  await db.schema
    .createIndex('uq_client_devices_owner')
    .on('client_devices')
    .column('client_id')
    .unique()
    .where(sql.ref('is_owner'), '=', 1)
    .execute();

  await db.schema
    .alterTable('client_addresses')
    // A pruned device's addresses are hidden first, then kept for the orders that name them.
    .addColumn('device_id', 'text', (c) => c.references('client_devices.id').onDelete('set null'))
    .execute();
  await db.schema.alterTable('client_addresses').addColumn('hidden_at', 'text').execute();
  await companyIndex(db, 'client_addresses', ['client_id', 'device_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .dropIndex('idx_client_addresses_company_client_id_device_id')
    .ifExists()
    .execute();
  await db.schema.dropIndex('uq_client_devices_owner').ifExists().execute();
  await db.schema.alterTable('client_addresses').dropColumn('hidden_at').execute();
  await db.schema.alterTable('client_addresses').dropColumn('device_id').execute();
  await db.schema.dropTable('client_devices').ifExists().execute();
}
