// The payment methods of every service as one settings section, `payments` (issue [11/13]).
// An enabled method is a payment_methods row, in the service's order (the storefront lists
// exactly these). A disabled offline method keeps its instructions in the ecommerce settings'
// `disabled_payment_methods`, so enabling it again restores them. Online methods come from the
// providers configured by the CLI (`npm run company -- set-payment-provider`): each active
// provider offers the codes its kind can take, enabled or not; their keys are never read here.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SERVICE_KEYS } from '../../../src/domain/brand-schemas';
import type { PaymentMethodEntry, PaymentsValue } from '../../../src/domain/brand-schemas';
import type { ServiceKey } from '../../../src/domain/types';
import { listPaymentMethods } from '../../db/repositories/payment-methods';
import { listPaymentProviders } from '../../db/repositories/payment-providers';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { ProviderKind } from '../../payments/provider';
import { readSection, saveSection } from '../settings-write';
import type { VersionedSection } from '../settings-write';
import { notFound } from '../write';
import type { OwnerWrite } from '../write';
import { readEcommerceJson, writeEcommerceJson } from './ecommerce-json';

export const PAYMENTS_SECTION = 'payments';
const DISABLED_KEY = 'disabled_payment_methods';

/**
 * The method codes each provider kind takes, as the CLI allows them (server/cli/payment-
 * provider.ts): Stripe and the sandbox take cards and wallets; Mercado Pago and a static Pix
 * take Pix.
 */
export const PROVIDER_METHODS: Record<ProviderKind, readonly string[]> = {
  stripe: ['card', 'wallet'],
  sandbox: ['card', 'wallet'],
  mercadopago: ['pix'],
  pix_static: ['pix'],
};

/** An active provider as the back office may see it: its id and kind, never its keys. */
export interface ProviderSummary {
  id: string;
  kind: ProviderKind;
  methods: readonly string[];
}

export interface PaymentsAnswer extends VersionedSection<PaymentsValue> {
  providers: ProviderSummary[];
}

async function activeProviders(
  db: Kysely<Database>,
  companyId: string,
): Promise<ProviderSummary[]> {
  const providers = await listPaymentProviders(db, companyId);
  return providers
    .filter((p) => p.active)
    .map((p) => ({ id: p.id, kind: p.kind, methods: PROVIDER_METHODS[p.kind] }));
}

type Disabled = Partial<Record<ServiceKey, PaymentMethodEntry[]>>;

const isEntry = (value: unknown): value is PaymentMethodEntry =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { code?: unknown }).code === 'string' &&
  typeof (value as { id?: unknown }).id === 'string';

async function readDisabled(db: Kysely<Database>, companyId: string): Promise<Disabled> {
  const stored = (await readEcommerceJson(db, companyId))[DISABLED_KEY];
  const result: Disabled = {};
  if (typeof stored !== 'object' || stored === null) return result;
  for (const key of SERVICE_KEYS) {
    const list: unknown = (stored as Record<string, unknown>)[key];
    if (!Array.isArray(list)) continue;
    result[key] = list.filter(isEntry).map((m) => ({
      id: m.id,
      kind: 'offline',
      code: m.code,
      description: typeof m.description === 'string' ? m.description : null,
      payment_code: typeof m.payment_code === 'string' ? m.payment_code : null,
      fee: typeof m.fee === 'number' ? m.fee : 0,
      provider_id: null,
      enabled: false,
    }));
  }
  return result;
}

/** Every service's methods: enabled ones in order, then disabled offline ones, then online ones not enabled. */
export async function readPayments(
  db: Kysely<Database>,
  companyId: string,
): Promise<PaymentsValue> {
  const [rows, disabled, providers] = await Promise.all([
    listPaymentMethods(db, companyId),
    readDisabled(db, companyId),
    activeProviders(db, companyId),
  ]);
  const value: PaymentsValue = { table: [], onsite: [], takeaway: [], delivery: [] };
  for (const key of SERVICE_KEYS) {
    const enabled: PaymentMethodEntry[] = (rows[key] ?? []).map((row) => ({
      id: row.id,
      kind: row.provider_id ? 'online' : 'offline',
      code: row.code,
      description: row.provider_id ? null : row.description,
      payment_code: row.provider_id ? null : row.payment_code,
      fee: row.payment_method_fee,
      provider_id: row.provider_id || null,
      enabled: true,
    }));
    const offers: PaymentMethodEntry[] = providers.flatMap((provider) =>
      provider.methods
        .filter((code) => !enabled.some((m) => m.provider_id === provider.id && m.code === code))
        .map((code) => ({
          id: null,
          kind: 'online' as const,
          code,
          description: null,
          payment_code: null,
          fee: 0,
          provider_id: provider.id,
          enabled: false,
        })),
    );
    value[key] = [...enabled, ...(disabled[key] ?? []), ...offers];
  }
  return value;
}

export async function readPaymentsAnswer(
  db: Kysely<Database>,
  companyId: string,
): Promise<PaymentsAnswer> {
  const section = await readSection(db, companyId, PAYMENTS_SECTION, (d) =>
    readPayments(d, companyId),
  );
  return { ...section, providers: await activeProviders(db, companyId) };
}

const invalid = (field: string, message: string): HttpError =>
  new HttpError(422, 'invalid_body', `Invalid payment methods: ${field} ${message}`, {
    errors: { [field]: [message] },
  });

/** Refuses ids that are not this service's, and online methods no active provider takes. */
async function checkPayments(
  trx: Kysely<Database>,
  companyId: string,
  value: PaymentsValue,
  before: PaymentsValue,
): Promise<void> {
  const providers = await activeProviders(trx, companyId);
  for (const key of SERVICE_KEYS) {
    const known = new Set(before[key].flatMap((m) => (m.id === null ? [] : [m.id])));
    const online = new Set<string>();
    for (const [index, method] of value[key].entries()) {
      const field = `value.${key}.${index}`;
      if (method.id !== null && !known.has(method.id)) throw notFound('payment method');
      if (method.kind !== 'online' || !method.enabled) continue;
      const provider = providers.find((p) => p.id === method.provider_id);
      if (!provider) throw invalid(`${field}.provider_id`, 'is no active payment provider');
      if (!provider.methods.includes(method.code))
        throw invalid(`${field}.code`, `is not taken by the ${provider.kind} provider`);
      const pair = `${provider.id}/${method.code}`;
      if (online.has(pair)) throw invalid(`${field}.code`, 'is listed twice');
      online.add(pair);
    }
  }
}

async function writePayments(
  trx: Kysely<Database>,
  companyId: string,
  value: PaymentsValue,
): Promise<void> {
  const providers = await activeProviders(trx, companyId);
  const kindOf = (id: string | null) => providers.find((p) => p.id === id)?.kind ?? null;
  await trx.deleteFrom('payment_methods').where('company_id', '=', companyId).execute();
  const rows = SERVICE_KEYS.flatMap((key) =>
    value[key]
      .filter((m) => m.enabled)
      .map((m, position) => {
        const online = m.kind === 'online';
        return {
          id: m.id ?? randomUUID(),
          company_id: companyId,
          service_key: key,
          code: m.code,
          description: online ? null : m.description,
          payment_code: online ? null : m.payment_code,
          payment_method_fee: m.fee,
          provider_id: online ? m.provider_id : null,
          provider_code: online ? kindOf(m.provider_id) : null,
          position,
        };
      }),
  );
  if (rows.length > 0) await trx.insertInto('payment_methods').values(rows).execute();
  const disabled = Object.fromEntries(
    SERVICE_KEYS.map((key) => [
      key,
      value[key]
        .filter((m) => !m.enabled && m.kind === 'offline')
        .map((m) => ({ ...m, id: m.id ?? randomUUID() })),
    ]),
  );
  const document = await readEcommerceJson(trx, companyId);
  await writeEcommerceJson(trx, companyId, { ...document, [DISABLED_KEY]: disabled });
}

export async function savePayments(
  db: Kysely<Database>,
  owner: OwnerWrite,
  version: number,
  value: PaymentsValue,
): Promise<PaymentsAnswer> {
  const saved = await saveSection(db, owner, {
    section: PAYMENTS_SECTION,
    expectedVersion: version,
    read: (trx) => readPayments(trx, owner.companyId),
    write: async (trx, before) => {
      await checkPayments(trx, owner.companyId, value, before);
      await writePayments(trx, owner.companyId, value);
    },
  });
  return { ...saved, providers: await activeProviders(db, owner.companyId) };
}
