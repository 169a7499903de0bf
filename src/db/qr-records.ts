// Table QR records kept on the device, per company (issue [9/13]): a QR link opened offline fixes
// the table and service type from the record seen online before. IndexedDB when it opens, memory
// otherwise. Rows read back are validated (DESIGN rule 5): a bad row reads as absent.
import { enums, is, nullable, string, type } from 'superstruct';
import { SERVICE_TYPES } from '../domain/constants';
import type { Qr } from '../domain/types';
import { openDatabase } from './connection';

/** Records kept per company; the oldest read goes first (a venue has a few hundred tables). */
export const MAX_QRS = 500;

const qrShape = type({
  id: string(),
  company_id: string(),
  name: string(),
  zone: nullable(type({ name: string() })),
  ordering_type: enums(SERVICE_TYPES),
});

const isQr = (value: unknown): value is Qr => is(value, qrShape);

const memory = new Map<string, Qr>();
const memoryKey = (companyId: string, id: string) => `${companyId}|${id}`;

/** The QR as last read online, or null when this device never saw it for this company. */
export async function loadQrRecord(companyId: string, qrId: string): Promise<Qr | null> {
  const db = await openDatabase();
  const fromMemory = () => memory.get(memoryKey(companyId, qrId)) ?? null;
  if (!db) return fromMemory();
  try {
    const row = await db.qrs.get([companyId, qrId]);
    return row && isQr(row.qr) && row.qr.company_id === companyId ? row.qr : null;
  } catch (error) {
    console.warn('[qr-records] IndexedDB failed; using memory for this read', error);
    return fromMemory();
  }
}

/** Keeps (or refreshes) a QR read online; only a record of this company is kept. */
export async function saveQrRecord(companyId: string, qr: Qr): Promise<void> {
  if (qr.company_id !== companyId || !isQr(qr)) return;
  const { id, company_id, name, zone, ordering_type } = qr;
  const copy: Qr = { id, company_id, name, zone: zone ? { name: zone.name } : null, ordering_type };
  memory.set(memoryKey(companyId, qr.id), copy);
  const db = await openDatabase();
  if (!db) return;
  try {
    await db.transaction('rw', db.qrs, async () => {
      await db.qrs.put({ companyId, id: qr.id, qr: copy, at: Date.now() });
      const rows = await db.qrs.where('companyId').equals(companyId).sortBy('at');
      const extra = rows.slice(0, Math.max(0, rows.length - MAX_QRS));
      await db.qrs.bulkDelete(extra.map((r) => [companyId, r.id] as [string, string]));
    });
  } catch (error) {
    console.warn('[qr-records] keeping the QR failed; it stays in memory', error);
  }
}
