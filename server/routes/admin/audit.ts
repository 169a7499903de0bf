// GET /api/admin/audit?limit=50: the company's audit log, newest first (owner only).
import { Hono } from 'hono';
import { coerce, integer, max, min, object, optional, string } from 'superstruct';
import { listAudit } from '../../db/repositories/admin-audit';
import type { AuditRow } from '../../db/repositories/admin-audit';
import { readQuery } from '../../http/validate';
import type { RouteDeps } from '../deps';
import { requireOwner } from './context';

export const MAX_AUDIT_LIMIT = 200;
const DEFAULT_AUDIT_LIMIT = 50;

const Limit = max(
  min(
    coerce(integer(), string(), (v) => (/^\d{1,4}$/.test(v) ? Number(v) : Number.NaN)),
    1,
  ),
  MAX_AUDIT_LIMIT,
);
const AuditQuery = object({ limit: optional(Limit) });

const parsed = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

function entryOf(row: AuditRow) {
  return { ...row, before: parsed(row.before), after: parsed(row.after) };
}

export function auditRoutes(deps: RouteDeps): Hono {
  const app = new Hono();
  app.get('/audit', async (c) => {
    const { companyId } = await requireOwner(c, deps);
    const { limit } = readQuery(c, AuditQuery);
    const rows = await listAudit(deps.db, companyId, { limit: limit ?? DEFAULT_AUDIT_LIMIT });
    return c.json({ entries: rows.map(entryOf) });
  });
  return app;
}
