// Issue [10/13]: online payments. A company's providers hold their credentials (the secret part
// never leaves the server); a payment is one attempt to pay one order; webhook events are kept
// by id so a replay changes nothing; the sandbox provider keeps its own intents, as a real
// provider would on its side.
import type { Kysely } from 'kysely';
import { companyIndex, flag, notNull, ownedTable, zero } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await ownedTable(db, 'payment_providers')
    /** stripe | mercadopago | pix_static | sandbox */
    .addColumn('kind', 'text', notNull)
    /** Publishable keys, the Pix key, the merchant name and city: what the browser may see. */
    .addColumn('public_config', 'text', notNull)
    /** Secret keys and webhook secrets: read only by the adapters, never answered or logged. */
    .addColumn('secret_config', 'text', notNull)
    .addColumn('is_active', 'integer', flag(1))
    .addColumn('created_at', 'text', notNull)
    .execute();
  await companyIndex(db, 'payment_providers').execute();

  await ownedTable(db, 'payments')
    // A swept draft leaves its payments behind: a late success must still find them.
    .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('provider_id', 'text', (c) =>
      c.notNull().references('payment_providers.id').onDelete('cascade'),
    )
    .addColumn('provider_kind', 'text', notNull)
    .addColumn('payment_method_id', 'text', notNull)
    /** card | wallet | pix */
    .addColumn('method_kind', 'text', notNull)
    .addColumn('provider_payment_id', 'text')
    .addColumn('amount', 'integer', notNull)
    .addColumn('currency', 'text', notNull)
    /** created | pending | requires_action | processing | succeeded | failed | canceled | expired */
    .addColumn('state', 'text', notNull)
    /** Order, amount, method and attempt: the same intent asked twice is the same row. */
    .addColumn('fingerprint', 'text', notNull)
    /** What the browser needs (client secret, hosted-fields URL, Pix payload). */
    .addColumn('client', 'text', notNull)
    /** null | pending | refunded | failed */
    .addColumn('refund_state', 'text')
    .addColumn('refunded_amount', 'integer', zero)
    .addColumn('attempts', 'integer', zero)
    /** When the diner confirmed: the order was placed (held) at that moment. */
    .addColumn('started_at', 'text')
    /** When this payment's money was accounted for: its order confirmed, or a refund begun. */
    .addColumn('settled_at', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addUniqueConstraint('uq_payments_fingerprint', ['company_id', 'fingerprint'])
    .execute();
  await companyIndex(db, 'payments', ['order_id']).execute();
  await db.schema
    .createIndex('idx_payments_provider_payment')
    .on('payments')
    .columns(['provider_id', 'provider_payment_id'])
    .execute();
  await db.schema.createIndex('idx_payments_state').on('payments').columns(['state']).execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('provider_id', 'text', (c) =>
      c.notNull().references('payment_providers.id').onDelete('cascade'),
    )
    .addColumn('event_id', 'text', notNull)
    .addColumn('type', 'text', notNull)
    .addColumn('received_at', 'text', notNull)
    .addPrimaryKeyConstraint('pk_payment_events', ['provider_id', 'event_id'])
    .execute();

  await db.schema
    .createTable('sandbox_intents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider_id', 'text', (c) =>
      c.notNull().references('payment_providers.id').onDelete('cascade'),
    )
    .addColumn('amount', 'integer', notNull)
    .addColumn('currency', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('method', 'text', notNull)
    .addColumn('client_secret', 'text', notNull)
    .addColumn('idempotency_key', 'text', notNull)
    .addColumn('metadata', 'text', notNull)
    .addColumn('card_last4', 'text')
    .addColumn('refunded', 'integer', zero)
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addUniqueConstraint('uq_sandbox_intents_key', ['provider_id', 'idempotency_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sandbox_intents').ifExists().execute();
  await db.schema.dropTable('payment_events').ifExists().execute();
  await db.schema.dropTable('payments').ifExists().execute();
  await db.schema.dropTable('payment_providers').ifExists().execute();
}
