// §3 Payments: methods per company and lower-cased service type (§7.4 answer shape).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PaymentMethod, PaymentMethods, ServiceKey } from '../../../src/domain/types';
import type { Database } from '../schema';

export type PaymentMethodInput = Omit<PaymentMethod, 'id'> & { id?: string };

/** Keyed by service type; with `serviceKey` only that key is present. */
export async function listPaymentMethods(
  db: Kysely<Database>,
  companyId: string,
  serviceKey?: ServiceKey,
): Promise<PaymentMethods> {
  let query = db.selectFrom('payment_methods').selectAll().where('company_id', '=', companyId);
  if (serviceKey !== undefined) query = query.where('service_key', '=', serviceKey);
  const rows = await query.orderBy('service_key').orderBy('position').execute();
  const result: PaymentMethods = serviceKey ? { [serviceKey]: [] } : {};
  for (const row of rows) {
    const key = row.service_key as ServiceKey;
    const list = result[key] ?? [];
    list.push({
      id: row.id,
      code: row.code,
      description: row.description,
      payment_code: row.payment_code,
      payment_method_fee: Number(row.payment_method_fee),
      provider_id: row.provider_id,
      provider_code: row.provider_code,
    });
    result[key] = list;
  }
  return result;
}

export async function getPaymentMethod(
  db: Kysely<Database>,
  companyId: string,
  paymentMethodId: string,
): Promise<(PaymentMethod & { service_key: ServiceKey }) | null> {
  const row = await db
    .selectFrom('payment_methods')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', paymentMethodId)
    .executeTakeFirst();
  if (!row) return null;
  const { company_id: _c, position: _p, service_key, ...method } = row;
  return {
    ...method,
    payment_method_fee: Number(method.payment_method_fee),
    service_key: service_key as ServiceKey,
  };
}

export async function insertPaymentMethods(
  db: Kysely<Database>,
  companyId: string,
  serviceKey: ServiceKey,
  methods: PaymentMethodInput[],
): Promise<void> {
  const rows = methods.map((m, position) => ({
    ...m,
    id: m.id ?? randomUUID(),
    company_id: companyId,
    service_key: serviceKey,
    position,
  }));
  if (rows.length > 0) await db.insertInto('payment_methods').values(rows).execute();
}

/** Adds one method after the service type's existing ones; returns its id. */
export async function appendPaymentMethod(
  db: Kysely<Database>,
  companyId: string,
  serviceKey: ServiceKey,
  method: PaymentMethodInput,
): Promise<string> {
  const last = await db
    .selectFrom('payment_methods')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('company_id', '=', companyId)
    .where('service_key', '=', serviceKey)
    .executeTakeFirst();
  const position =
    last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
  const id = method.id ?? randomUUID();
  await db
    .insertInto('payment_methods')
    .values({ ...method, id, company_id: companyId, service_key: serviceKey, position })
    .execute();
  return id;
}

/**
 * Makes a method an online one paid through `provider` (keeping its id, fee and place in the
 * list); the offline instructions (description, payment code) no longer apply and are cleared.
 */
export async function linkPaymentMethod(
  db: Kysely<Database>,
  companyId: string,
  paymentMethodId: string,
  provider: { provider_id: string; provider_code: string },
): Promise<boolean> {
  const result = await db
    .updateTable('payment_methods')
    .set({ ...provider, description: null, payment_code: null })
    .where('company_id', '=', companyId)
    .where('id', '=', paymentMethodId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes the company's methods with these ids (the demo seed replaces its own this way). */
export async function deletePaymentMethods(
  db: Kysely<Database>,
  companyId: string,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('payment_methods')
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
}
