// Recording the back office's changes (docs/decisions.md "Owner sessions and the audit log"):
// who (the owner's session), when, what, and the entity before and after, as JSON with every
// secret-looking key stripped, so the log can be read by anyone who may read the back office.
import type { Kysely } from 'kysely';
import { insertAudit } from '../db/repositories/admin-audit';
import { toJson } from '../db/json';
import type { Database } from '../db/schema';

/** Keys never written to the log, at any depth: passwords, their hashes, secrets, tokens, keys. */
const SECRET_KEY = /pass(word|code|phrase)|secret|token|api_?key|private_?key|credential/i;

/** A copy of the value without the keys named like secrets (arrays and nested objects too). */
export function stripSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripSecrets);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value;
  const kept: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (!SECRET_KEY.test(key)) kept[key] = stripSecrets(inner);
  }
  return kept;
}

export interface AuditRecord {
  companyId: string;
  /** actorOf(session id) from server/admin/session.ts. */
  actor: string;
  /** entity.verb, e.g. category.create. */
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
}

const jsonOrNull = (value: unknown): string | null =>
  value === undefined || value === null ? null : toJson(stripSecrets(value));

/** Writes one audit entry; pass the transaction of the change so both land or neither does. */
export function recordAudit(
  db: Kysely<Database>,
  record: AuditRecord,
  now: Date = new Date(),
): Promise<string> {
  return insertAudit(
    db,
    {
      companyId: record.companyId,
      actor: record.actor,
      action: record.action,
      entity: record.entity,
      entityId: record.entityId ?? null,
      before: jsonOrNull(record.before),
      after: jsonOrNull(record.after),
    },
    now,
  );
}
