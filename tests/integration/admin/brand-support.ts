// Requests of the brand settings tests (issue [11/13]): PUT is not among the shared staff
// helper's methods, so this sends every write with its own body and headers.
import type { Harness } from '../api/harness';
import { json } from '../api/harness';
import { hostUrl } from '../helpers/staff';

export type BrandMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export async function brandCall(
  h: Harness,
  method: BrandMethod,
  path: string,
  call: { cookie?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...call.headers };
  if (call.cookie) headers.cookie = call.cookie;
  const init: RequestInit = { method, headers };
  if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(call.body);
  }
  return await h.app.request(hostUrl(h, call.token ?? 'demo', `/admin${path}`), init);
}

export interface AuditEntry {
  action: string;
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
}

/** The newest audit entry of the company of `cookie`. */
export async function lastAudit(h: Harness, cookie: string, token = 'demo'): Promise<AuditEntry> {
  const response = await brandCall(h, 'GET', '/audit?limit=1', { cookie, token });
  const { entries } = await json<{ entries: AuditEntry[] }>(response);
  const entry = entries[0];
  if (!entry) throw new Error('no audit entry');
  return entry;
}

export async function auditCount(h: Harness, companyId: string): Promise<number> {
  const rows = await h.db
    .selectFrom('admin_audit')
    .select('id')
    .where('company_id', '=', companyId)
    .execute();
  return rows.length;
}
