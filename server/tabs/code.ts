// The four-digit table code (issue [17/21]): a photo of a table's QR must not let someone
// elsewhere read a party's tab or order onto it. When the company requires a code, the tab gets
// one when it opens; the phone that opened it is shown the code, and every other phone proves it
// is at the table by sending it. A phone whose client placed a round on the tab has proved it
// already (its client secret, held by that phone alone, says so). Pure judgement here; the HTTP
// side (headers, the attempts limit) is access.ts.
import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { deviceBySecret } from '../db/repositories/client-devices';
import { getTabSettings } from '../db/repositories/tab-requests';
import type { TabRow } from '../db/repositories/tabs';
import type { Database } from '../db/schema';
import { boolOf } from '../db/json';
import { tabCodeRequired, tabCodeWrong } from './errors';

/** What a caller brings to show it belongs at the table. */
export interface TabProof {
  /** The code the caller sent (header, query or body); null when none. */
  code: string | null;
  /** The caller's X-Client-Secret, when it sent one. */
  clientSecret: string | null;
}

/**
 * - `open`: no code is needed here (the company does not require one, or the tab has none);
 * - `code`: the right code was sent; `device`: the caller's client placed a round on the tab;
 * - `missing`: a code is needed and none was sent; `wrong`: the one sent is not the tab's.
 */
export type CodeVerdict = 'open' | 'code' | 'device' | 'missing' | 'wrong';

/** Whether callers of this tab must prove the code (the company requires it and the tab has one). */
export async function codeRequiredFor(
  db: Kysely<Database>,
  companyId: string,
  tab: Pick<TabRow, 'code'>,
): Promise<boolean> {
  if (tab.code === null) return false;
  return (await getTabSettings(db, companyId)).code_required;
}

/** Constant-time comparison: a timing difference must not reveal the code digit by digit. */
export function codeMatches(expected: string, sent: string | null): boolean {
  if (sent === null) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(sent.trim());
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Whether the phone holding this client secret placed a round on the tab. Only the client's
 * owning device counts: a guest device is what anyone who knows the client's phone number gets
 * (server/clients/devices.ts), and that knowledge must not stand in for being at the table.
 */
export async function placedRoundHere(
  db: Kysely<Database>,
  companyId: string,
  tabId: string,
  clientSecret: string | null,
): Promise<boolean> {
  const device = await deviceBySecret(db, companyId, clientSecret);
  if (!device || !boolOf(device.is_owner)) return false;
  const round = await db
    .selectFrom('orders')
    .select('id')
    .where('company_id', '=', companyId)
    .where('tab_id', '=', tabId)
    .where('client_id', '=', device.client_id)
    .where('placed_at', 'is not', null)
    .where('status', '!=', 'INITIATED')
    .executeTakeFirst();
  return round !== undefined;
}

export async function judgeProof(
  db: Kysely<Database>,
  companyId: string,
  tab: TabRow,
  proof: TabProof,
): Promise<CodeVerdict> {
  if (tab.code === null || !(await codeRequiredFor(db, companyId, tab))) return 'open';
  if (codeMatches(tab.code, proof.code)) return 'code';
  if (await placedRoundHere(db, companyId, tab.id, proof.clientSecret)) return 'device';
  return proof.code === null || proof.code.trim() === '' ? 'missing' : 'wrong';
}

/** Throws the 403 a refused verdict answers; the caller counts a wrong code (access.ts). */
export function refuseUnproven(verdict: CodeVerdict): void {
  if (verdict === 'missing') throw tabCodeRequired();
  if (verdict === 'wrong') throw tabCodeWrong();
}
