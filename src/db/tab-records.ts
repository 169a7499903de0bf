// The table's tab kept on the device (issue [17/21]): the last tab read per QR, so a phone that
// loses the venue's wifi still shows what the table ordered ("offline, last updated …"), and the
// four-digit table code this phone entered or was shown, so it is asked once per tab. Kept in
// the `meta` table (one row per company and key, no schema change); memory when IndexedDB does
// not open. Rows read back are validated (DESIGN rule 5): a bad row reads as absent.
import { isTabView } from '../domain/tab/view';
import type { TabView } from '../domain/tab/view';
import { openDatabase } from './connection';

export interface KeptTab {
  tab: TabView;
  /** When it was read from the server (ms since the epoch). */
  at: number;
}

const memory = new Map<string, string>();
const tabKey = (qrId: string) => `tab|${qrId}`;
const codeKey = (qrId: string) => `tab-code|${qrId}`;

async function read(companyId: string, key: string): Promise<string | null> {
  const db = await openDatabase();
  const fromMemory = () => memory.get(`${companyId}|${key}`) ?? null;
  if (!db) return fromMemory();
  try {
    const row = await db.meta.get([companyId, key]);
    return typeof row?.value === 'string' ? row.value : fromMemory();
  } catch (error) {
    console.warn('[tab-records] IndexedDB failed; using memory for this read', error);
    return fromMemory();
  }
}

async function write(companyId: string, key: string, value: string | null): Promise<void> {
  if (value === null) memory.delete(`${companyId}|${key}`);
  else memory.set(`${companyId}|${key}`, value);
  const db = await openDatabase();
  if (!db) return;
  try {
    if (value === null) await db.meta.delete([companyId, key]);
    else await db.meta.put({ companyId, key, value });
  } catch (error) {
    console.warn('[tab-records] keeping the tab failed; it stays in memory', error);
  }
}

function parse(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export async function loadKeptTab(companyId: string, qrId: string): Promise<KeptTab | null> {
  const value = parse(await read(companyId, tabKey(qrId)));
  if (typeof value !== 'object' || value === null) return null;
  const { tab, at } = value as { tab?: unknown; at?: unknown };
  if (!isTabView(tab) || tab.qr_id !== qrId || typeof at !== 'number') return null;
  return { tab, at };
}

/** Keeps the tab as read (null: the table has no open tab any more, nothing to show offline). */
export function keepTab(companyId: string, qrId: string, kept: KeptTab | null): Promise<void> {
  return write(companyId, tabKey(qrId), kept ? JSON.stringify(kept) : null);
}

const CODE = /^\d{4}$/;

export async function loadTabCode(companyId: string, qrId: string): Promise<string | null> {
  const code = await read(companyId, codeKey(qrId));
  return code !== null && CODE.test(code) ? code : null;
}

/** Keeps the table's code for this QR (null forgets it: the tab closed or the code was wrong). */
export function keepTabCode(companyId: string, qrId: string, code: string | null): Promise<void> {
  return write(companyId, codeKey(qrId), code !== null && CODE.test(code) ? code : null);
}
