// A company's payment providers (issue [10/13]). The secret part of a provider's configuration
// is read here and handed to its adapter only; nothing here is ever answered to a browser.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ProviderKind } from '../../payments/provider';
import { boolOf, isStringMap, readJson, toJson } from '../json';
import type { Database } from '../schema';

export type ProviderConfig = Record<string, string>;

export interface ProviderRecord {
  id: string;
  companyId: string;
  kind: ProviderKind;
  /** What the browser may see: publishable keys, the Pix key, the merchant's name and city. */
  publicConfig: ProviderConfig;
  /** Secret keys and webhook secrets. */
  secretConfig: ProviderConfig;
  active: boolean;
}

const KINDS: readonly ProviderKind[] = ['stripe', 'mercadopago', 'pix_static', 'sandbox'];

function recordOf(row: Database['payment_providers']): ProviderRecord | null {
  const kind = KINDS.find((k) => k === row.kind);
  if (!kind) return null;
  return {
    id: row.id,
    companyId: row.company_id,
    kind,
    publicConfig: readJson<ProviderConfig>(row.public_config, isStringMap, {}),
    secretConfig: readJson<ProviderConfig>(row.secret_config, isStringMap, {}),
    active: boolOf(row.is_active),
  };
}

export async function getPaymentProvider(
  db: Kysely<Database>,
  companyId: string,
  providerId: string,
): Promise<ProviderRecord | null> {
  const row = await db
    .selectFrom('payment_providers')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', providerId)
    .executeTakeFirst();
  return row ? recordOf(row) : null;
}

/** For a webhook, which names only the provider row in its URL. */
export async function findPaymentProvider(
  db: Kysely<Database>,
  providerId: string,
): Promise<ProviderRecord | null> {
  const row = await db
    .selectFrom('payment_providers')
    .selectAll()
    .where('id', '=', providerId)
    .executeTakeFirst();
  return row ? recordOf(row) : null;
}

export async function listPaymentProviders(
  db: Kysely<Database>,
  companyId: string,
): Promise<ProviderRecord[]> {
  const rows = await db
    .selectFrom('payment_providers')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('created_at')
    .execute();
  return rows.flatMap((row) => recordOf(row) ?? []);
}

export interface ProviderInput {
  id?: string;
  kind: ProviderKind;
  publicConfig: ProviderConfig;
  secretConfig: ProviderConfig;
}

export async function insertPaymentProvider(
  db: Kysely<Database>,
  companyId: string,
  input: ProviderInput,
): Promise<string> {
  const id = input.id ?? randomUUID();
  await db
    .insertInto('payment_providers')
    .values({
      id,
      company_id: companyId,
      kind: input.kind,
      public_config: toJson(input.publicConfig),
      secret_config: toJson(input.secretConfig),
      is_active: 1,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

/**
 * Replaces a provider's configuration and makes it active again, keeping its id so the payment
 * methods linked to it go on working. False when the company has no such provider.
 */
export async function updatePaymentProvider(
  db: Kysely<Database>,
  companyId: string,
  providerId: string,
  input: Pick<ProviderInput, 'publicConfig' | 'secretConfig'>,
): Promise<boolean> {
  const result = await db
    .updateTable('payment_providers')
    .set({
      public_config: toJson(input.publicConfig),
      secret_config: toJson(input.secretConfig),
      is_active: 1,
    })
    .where('company_id', '=', companyId)
    .where('id', '=', providerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
