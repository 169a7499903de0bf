// §3 QR: names the table and fixes the service type.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SERVICE_TYPES } from '../../../src/domain/constants';
import type { Qr, ServiceType } from '../../../src/domain/types';
import type { Database } from '../schema';

export interface QrInput {
  id?: string;
  name: string;
  zone: string | null;
  ordering_type: ServiceType;
}

const asServiceType = (value: string): ServiceType =>
  (SERVICE_TYPES as readonly string[]).includes(value) ? (value as ServiceType) : 'TABLE';

/** Looked up by id alone (the §7.3 path has no company); callers compare company_id to the tenant. */
export async function getQr(db: Kysely<Database>, qrId: string): Promise<Qr | null> {
  const row = await db.selectFrom('qrs').selectAll().where('id', '=', qrId).executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    company_id: row.company_id,
    name: row.name,
    zone: row.zone_name === null ? null : { name: row.zone_name },
    ordering_type: asServiceType(row.ordering_type),
  };
}

export async function insertQrs(
  db: Kysely<Database>,
  companyId: string,
  qrs: QrInput[],
): Promise<string[]> {
  const rows = qrs.map((q) => ({
    id: q.id ?? randomUUID(),
    company_id: companyId,
    name: q.name,
    zone_name: q.zone,
    ordering_type: q.ordering_type,
  }));
  if (rows.length > 0) await db.insertInto('qrs').values(rows).execute();
  return rows.map((r) => r.id);
}
