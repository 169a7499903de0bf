// Who may read and act on a table's open tab (issue [17/21]), the HTTP side of code.ts. Every
// public tab call (GET …/tab, POST …/requests, everything under …/tab/…) runs requireTabAccess:
// the guard middleware (server/routes/tabs/guard.ts) does it for each of those paths before any
// route, and a route that holds the tab calls it again for free (the verdict is kept for the
// request). Wrong codes are counted per address by the guard (the tabCodeTries limit).
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { clientSecretOf } from '../clients/devices';
import type { TabRow } from '../db/repositories/tabs';
import type { Database } from '../db/schema';
import { visitorOf } from '../http/client-address';
import { visitorKey } from '../http/ip';
import type { Bucket } from '../http/rate-limit/rate-limits';
import { judgeProof, refuseUnproven } from './code';
import type { TabProof } from './code';

export const TAB_CODE_HEADER = 'x-tab-code';

export interface TabAccess {
  tab: TabRow;
  /** Whether this tab needs its code (the company requires one and the tab has one). */
  codeRequired: boolean;
  /** The code, for a caller who proved it (sent it, or placed a round here); else null. */
  code: string | null;
}

const granted = new WeakMap<Request, Map<string, TabAccess>>();

export const tabProofOf = (c: Context): TabProof => ({
  code: c.req.header(TAB_CODE_HEADER) ?? null,
  clientSecret: clientSecretOf(c),
});

/**
 * The caller's access to this open tab, or a throw: 403 `tab_code_required` (no code sent) or
 * `tab_code_wrong`. Neither refusal says anything of the tab but that it wants a code.
 */
export async function requireTabAccess(
  c: Context,
  db: Kysely<Database>,
  companyId: string,
  tab: TabRow,
): Promise<TabAccess> {
  const known = granted.get(c.req.raw)?.get(tab.id);
  if (known) return known;
  const verdict = await judgeProof(db, companyId, tab, tabProofOf(c));
  refuseUnproven(verdict);
  const access: TabAccess = {
    tab,
    codeRequired: verdict !== 'open',
    code: verdict === 'code' || verdict === 'device' ? tab.code : null,
  };
  const map = granted.get(c.req.raw) ?? new Map<string, TabAccess>();
  map.set(tab.id, access);
  granted.set(c.req.raw, map);
  return access;
}

/**
 * The bucket a wrong code counts in: the caller's address, in every company at once. Not the
 * browser as well (the requests' phone key): a guesser changes its User-Agent for free.
 */
export const codeAttemptsBucket = (c: Context): Bucket => ({
  limit: 'tabCodeTries',
  key: visitorKey(visitorOf(c).address),
});
