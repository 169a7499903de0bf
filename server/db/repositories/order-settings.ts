// §3 Order settings: per service type, an optional service fee.
import type { Kysely } from 'kysely';
import type { OrderSettings, ServiceKey } from '../../../src/domain/types';
import { boolOf, flagOf } from '../json';
import type { Database } from '../schema';

const KEYS: readonly ServiceKey[] = ['table', 'onsite', 'takeaway', 'delivery'];
const isKey = (value: string): value is ServiceKey => (KEYS as readonly string[]).includes(value);

/** Every service type is present; one without a fee has service_fee null. */
export async function getOrderSettings(
  db: Kysely<Database>,
  companyId: string,
): Promise<OrderSettings> {
  const rows = await db
    .selectFrom('order_settings')
    .selectAll()
    .where('company_id', '=', companyId)
    .execute();
  const result: OrderSettings = Object.fromEntries(KEYS.map((k) => [k, { service_fee: null }]));
  for (const row of rows) {
    if (!isKey(row.service_key)) continue;
    result[row.service_key] = {
      service_fee:
        row.service_fee_value === null
          ? null
          : { value: row.service_fee_value, optional: boolOf(row.service_fee_optional) },
    };
  }
  return result;
}

export async function saveOrderSettings(
  db: Kysely<Database>,
  companyId: string,
  settings: OrderSettings,
): Promise<void> {
  for (const key of KEYS) {
    const fee = settings[key]?.service_fee ?? null;
    const values = {
      company_id: companyId,
      service_key: key,
      service_fee_value: fee?.value ?? null,
      service_fee_optional: flagOf(fee?.optional ?? false),
    };
    await db
      .insertInto('order_settings')
      .values(values)
      .onConflict((oc) =>
        oc.columns(['company_id', 'service_key']).doUpdateSet({
          service_fee_value: values.service_fee_value,
          service_fee_optional: values.service_fee_optional,
        }),
      )
      .execute();
  }
}
