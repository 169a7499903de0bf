// Issue [9/13]: table QR records seen online are kept per company (schema v3), read back
// validated, capped, and the v3 upgrade keeps what an earlier version stored.
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Qr } from '../domain/types';
import { resetDatabase } from './connection';
import { ComandaDB } from './db';
import { MAX_QRS, loadQrRecord, saveQrRecord } from './qr-records';

const qr = (over: Partial<Qr> = {}): Qr => ({
  id: 'q1',
  company_id: 'c1',
  name: 'Mesa 4',
  zone: { name: 'Terraza' },
  ordering_type: 'TABLE',
  ...over,
});

let name = '';
let seq = 0;
beforeEach(() => {
  name = `qr-records-${++seq}`;
  resetDatabase(name);
});

describe('issue [9/13] QR records on the device', () => {
  it('keeps a QR per company, across a reload, and only for its own company', async () => {
    await saveQrRecord('c1', qr());
    await saveQrRecord('c1', qr({ id: 'q2', company_id: 'c2' }));
    resetDatabase(name);
    expect(await loadQrRecord('c1', 'q1')).toEqual(qr());
    expect(await loadQrRecord('c2', 'q1')).toBeNull();
    expect(await loadQrRecord('c1', 'q2')).toBeNull();
    expect(await loadQrRecord('c2', 'q2')).toBeNull();
  });

  it('keeps only the QR fields, and a newer read replaces the record', async () => {
    await saveQrRecord('c1', { ...qr(), extra: 'x' } as Qr);
    await saveQrRecord('c1', qr({ name: 'Mesa 5', zone: null, ordering_type: 'ONSITE' }));
    expect(await loadQrRecord('c1', 'q1')).toEqual(
      qr({ name: 'Mesa 5', zone: null, ordering_type: 'ONSITE' }),
    );
  });

  it('reads a malformed row as absent', async () => {
    const db = new ComandaDB(name);
    await db.table('qrs').bulkPut([
      { companyId: 'c1', id: 'bad1', qr: { ...qr({ id: 'bad1' }), ordering_type: 'BOAT' }, at: 1 },
      { companyId: 'c1', id: 'bad2', qr: { id: 'bad2' }, at: 2 },
      { companyId: 'c1', id: 'bad3', qr: qr({ id: 'bad3', company_id: 'c9' }), at: 3 },
    ]);
    db.close();
    expect(await loadQrRecord('c1', 'bad1')).toBeNull();
    expect(await loadQrRecord('c1', 'bad2')).toBeNull();
    expect(await loadQrRecord('c1', 'bad3')).toBeNull();
  });

  it(`keeps the newest ${MAX_QRS} per company`, async () => {
    const db = new ComandaDB(name);
    await db.table('qrs').bulkPut(
      Array.from({ length: MAX_QRS }, (_, i) => ({
        companyId: 'c1',
        id: `old${i}`,
        qr: qr({ id: `old${i}` }),
        at: i,
      })),
    );
    db.close();
    await saveQrRecord('c1', qr({ id: 'new' }));
    expect(await loadQrRecord('c1', 'new')).toEqual(qr({ id: 'new' }));
    expect(await loadQrRecord('c1', 'old0')).toBeNull();
    expect(await loadQrRecord('c1', 'old1')).toEqual(qr({ id: 'old1' }));
  });

  it('the v3 upgrade keeps the data of a version-2 database', async () => {
    const old = new Dexie(name);
    old.version(2).stores({
      cartLines: '[companyId+hash], companyId',
      stockLedger: '[companyId+variantId], companyId',
      clients: 'companyId',
      addresses: '[companyId+id], companyId',
      lastOrder: 'companyId',
      shownStatus: '[companyId+orderId], companyId',
      outbox: 'id, companyId',
      meta: '[companyId+key]',
    });
    await old.table('lastOrder').put({ companyId: 'c1', orderId: 'o1' });
    old.close();
    const db = new ComandaDB(name);
    await db.open();
    expect(db.verno).toBe(3);
    expect(await db.lastOrder.get('c1')).toEqual({ companyId: 'c1', orderId: 'o1' });
    expect(await db.qrs.count()).toBe(0);
    db.close();
  });
});
