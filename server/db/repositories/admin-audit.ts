// The back office's audit log: one row per change, never updated or deleted by the app.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export interface AuditEntry {
  companyId: string;
  actor: string;
  action: string;
  entity: string;
  entityId: string | null;
  /** JSON text (already stripped of secrets, server/admin/audit.ts), or null. */
  before: string | null;
  after: string | null;
}

export interface AuditRow {
  id: string;
  actor: string;
  action: string;
  entity: string;
  entity_id: string | null;
  before: string | null;
  after: string | null;
  created_at: string;
}

export async function insertAudit(
  db: Kysely<Database>,
  entry: AuditEntry,
  now: Date = new Date(),
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('admin_audit')
    .values({
      id,
      company_id: entry.companyId,
      actor: entry.actor,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      before: entry.before,
      after: entry.after,
      created_at: now.toISOString(),
    })
    .execute();
  return id;
}

/** The company's entries, newest first. */
export async function listAudit(
  db: Kysely<Database>,
  companyId: string,
  options: { limit: number },
): Promise<AuditRow[]> {
  return db
    .selectFrom('admin_audit')
    .select(['id', 'actor', 'action', 'entity', 'entity_id', 'before', 'after', 'created_at'])
    .where('company_id', '=', companyId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit)
    .execute();
}
