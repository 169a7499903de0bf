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
