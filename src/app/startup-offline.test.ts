// Issue [9/13] start-up without a network: the §4.9 restore falls back to the client's last copy
// on the device (its saved addresses without repeats, its secret), and a table QR link uses the
// record seen online before, or waits, visibly, until the connection returns.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCompany } from '../domain/order-taking.fixtures';
import type { ClientAddress, Qr } from '../domain/types';
import { loadStoredClient, saveAddresses, saveStoredClient } from '../db/local-data';
import { loadQrRecord, saveQrRecord } from '../db/qr-records';
import { app } from '../state/app';
import { COMPANY, S1, client, freshDevice, local, net } from '../state/client/secret.fixtures';
import { clientSecretFor, rememberClientCopy } from '../state/client/storage';
import { loadSecondaryData } from './startup-secondary';
import { stopQrRetry } from './startup-qr';

const home = (id: string, over: Partial<ClientAddress> = {}): ClientAddress => ({
  id,
  address: 'Calle 5 #12',
  complement: null,
  reference: null,
  area_id: 'd1',
  area_name: 'Centro',
  latitude: null,
  longitude: null,
  ...over,
});
const work = home('a2', { address: 'Av. Juárez #40', area_id: 'd2', area_name: 'Norte' });
const table = (over: Partial<Qr> = {}): Qr => ({
  id: 'q1',
  company_id: COMPANY,
  name: 'Mesa 4',
  zone: null,
  ordering_type: 'TABLE',
  ...over,
});

const query = (qrId: string | null = null) => ({
  qrId,
  utmSource: null,
  utmCampaign: null,
  isPreview: true,
});
const start = (qrId: string | null = null) =>
  loadSecondaryData(COMPANY, makeCompany({ id: COMPANY }), query(qrId));
const clientUrl = `/api/ms-clients/public/companies/${COMPANY}/clients/cl1`;
const qrUrl = (id: string) => `/api/ms-orders/public/qrs/${id}`;

beforeEach(async () => {
  await freshDevice();
  app.qr = null;
  app.qrServiceType = null;
  app.qrPendingId = null;
});

afterEach(() => {
  stopQrRetry();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('issue [9/13] the §4.9 restore offline', () => {
  it("restores the device's copy, its addresses without repeats, and its secret", async () => {
    net.storage.setItem('CLIENT_ID', 'cl1');
    net.storage.setItem('CLIENT_SECRET', S1);
    await saveStoredClient(COMPANY, 'cl1', client({ addresses: [home('a1'), home('a9')] }), S1);
    await saveAddresses(COMPANY, [home('a1'), work]);
    await start(); // every request fails: no network
    expect(net.sent.some((s) => s.url === clientUrl)).toBe(true);
    expect(app.client?.name).toBe('Ana');
    expect(app.client?.addresses.map((a) => a.id)).toEqual(['a1', 'a2']);
    expect(clientSecretFor('cl1')).toBe(S1);
    expect(local()).toEqual(['cl1', S1]);
  });

  it('keeps the id but restores nobody when the device has no copy of that client', async () => {
    await saveStoredClient(COMPANY, 'cl1', null, S1);
    await start();
    expect(app.client).toBeNull();
    expect((await loadStoredClient(COMPANY))?.clientId).toBe('cl1');
  });

  it('an online restore keeps the answer, addresses included, for the next offline start', async () => {
    await saveStoredClient(COMPANY, 'cl1', null, S1);
    net.answer = (url) =>
      url === clientUrl
        ? Response.json(client({ addresses: [home('a1'), work, home('a3')] }))
        : null;
    await start();
    expect(app.client?.addresses.map((a) => a.id)).toEqual(['a1', 'a2']);
    await vi.waitFor(async () => {
      const stored = await loadStoredClient(COMPANY);
      expect(stored?.client?.addresses.map((a) => a.id)).toEqual(['a1', 'a2']);
      expect(stored?.clientSecret).toBe(S1);
    });
  });

  it('keeps an address added later in the page, but never for another client', async () => {
    await saveStoredClient(COMPANY, 'cl1', client(), S1);
    net.storage.setItem('CLIENT_ID', 'cl1');
    rememberClientCopy(COMPANY, client({ addresses: [home('a1')] }));
    rememberClientCopy(COMPANY, client({ id: 'cl2', addresses: [work] }));
    await vi.waitFor(async () => {
      const stored = await loadStoredClient(COMPANY);
      expect(stored?.client?.addresses.map((a) => a.id)).toEqual(['a1']);
    });
    expect((await loadStoredClient(COMPANY))?.clientId).toBe('cl1');
    expect((await loadStoredClient(COMPANY))?.clientSecret).toBe(S1);
  });
});

describe('issue [9/13] a table QR at start-up', () => {
  it('a QR read online fixes the table and is kept on the device', async () => {
    net.answer = (url) => (url.endsWith(qrUrl('q1')) ? Response.json(table()) : null);
    await start('q1');
    expect(app.qr?.name).toBe('Mesa 4');
    expect(app.qrServiceType).toBe('TABLE');
    expect(app.qrPendingId).toBeNull();
    expect(await loadQrRecord(COMPANY, 'q1')).toEqual(table());
  });

  it('offline, a QR seen before is read from the device', async () => {
    await saveQrRecord(COMPANY, table({ ordering_type: 'ONSITE' }));
    await start('q1');
    expect(app.qr?.id).toBe('q1');
    expect(app.qrServiceType).toBe('ONSITE');
    expect(app.qrPendingId).toBeNull();
  });

  it('offline, a QR never seen waits, and is read when the connection returns', async () => {
    const page = new EventTarget();
    vi.stubGlobal('window', page);
    await start('q7');
    expect(app.qr).toBeNull();
    expect(app.qrServiceType).toBeNull();
    expect(app.qrPendingId).toBe('q7');
    net.answer = (url) => (url.endsWith(qrUrl('q7')) ? Response.json(table({ id: 'q7' })) : null);
    page.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(app.qr?.id).toBe('q7'));
    expect(app.qrServiceType).toBe('TABLE');
    expect(app.qrPendingId).toBeNull();
    await vi.waitFor(async () =>
      expect(await loadQrRecord(COMPANY, 'q7')).toEqual(table({ id: 'q7' })),
    );
  });

  it('a QR of another store, or one the server refuses, is not applied and does not wait', async () => {
    net.answer = (url) =>
      url.endsWith(qrUrl('q1'))
        ? Response.json(table({ company_id: 'other' }))
        : url.endsWith(qrUrl('q2'))
          ? Response.json({ code: 'not_found', message: 'No' }, { status: 404 })
          : null;
    await start('q1');
    await start('q2');
    expect(app.qr).toBeNull();
    expect(app.qrPendingId).toBeNull();
    expect(await loadQrRecord(COMPANY, 'q1')).toBeNull();
  });
});
