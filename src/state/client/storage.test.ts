// Issue [8/13]: the device's client secret is kept beside the client id (localStorage and the
// company's IndexedDB row), replaced by any new one an answer carries, dropped with the id, sent
// by the §4.9 restore, and kept when the restore claims a client made before secrets.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSecondaryData } from '../../app/startup-secondary';
import { makeCompany } from '../../domain/order-taking.fixtures';
import { loadStoredClient, saveStoredClient } from '../../db/local-data';
import { app } from '../app';
import { COMPANY, S1, S2, S3, address, client, freshDevice, local, net } from './secret.fixtures';
import {
  clientSecretFor,
  deviceClientSecret,
  dropStoredClientId,
  loadStoredClientKeys,
  storeClient,
} from './storage';

beforeEach(freshDevice);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('client storage', () => {
  it("keeps an answer's secret beside the id, in localStorage and IndexedDB, out of state", async () => {
    const copy = storeClient(COMPANY, client({ client_secret: S1, addresses: [address] }));
    expect(copy).toEqual(client({ addresses: [address] }));
    expect(local()).toEqual(['cl1', S1]);
    expect(clientSecretFor('cl1')).toBe(S1);
    expect(clientSecretFor('cl2')).toBeNull();
    await vi.waitFor(async () =>
      expect(await loadStoredClient(COMPANY)).toEqual({
        clientId: 'cl1',
        client: copy,
        clientSecret: S1,
      }),
    );
  });

  it('an answer without a secret keeps the one held for that client; a new one replaces it', () => {
    storeClient(COMPANY, client({ client_secret: S1 }));
    storeClient(COMPANY, client());
    expect(local()).toEqual(['cl1', S1]);
    // The diner typed another phone: that client's secret is the device's now.
    storeClient(COMPANY, client({ id: 'cl2', client_secret: S2 }));
    expect(local()).toEqual(['cl2', S2]);
    expect(clientSecretFor('cl1')).toBeNull();
    expect(deviceClientSecret()).toBe(S2);
    // Another client with no secret at all (an older server): nothing of cl2's is kept for it.
    storeClient(COMPANY, client({ id: 'cl3' }));
    expect(local()).toEqual(['cl3', null]);
    expect(deviceClientSecret()).toBeNull();
  });

  it('dropping the client id drops the secret, in both stores', async () => {
    storeClient(COMPANY, client({ client_secret: S1 }));
    await vi.waitFor(async () => expect(await loadStoredClient(COMPANY)).not.toBeNull());
    dropStoredClientId();
    expect(local()).toEqual([null, null]);
    expect(clientSecretFor('cl1')).toBeNull();
    await vi.waitFor(async () => expect(await loadStoredClient(COMPANY)).toBeNull());
  });

  it('reads the keys back from IndexedDB after a reload, and from localStorage without it', async () => {
    await saveStoredClient(COMPANY, 'cl1', null, S1);
    expect(await loadStoredClientKeys(COMPANY)).toEqual({ clientId: 'cl1', secret: S1 });
    expect(clientSecretFor('cl1')).toBe(S1);
    expect(local()).toEqual([null, null]);
    dropStoredClientId();
    await vi.waitFor(async () => expect(await loadStoredClient(COMPANY)).toBeNull());
    net.storage.setItem('CLIENT_ID', 'cl2');
    net.storage.setItem('CLIENT_SECRET', S2);
    expect(await loadStoredClientKeys(COMPANY)).toEqual({ clientId: 'cl2', secret: S2 });
  });
});

describe('§4.9 restore', () => {
  const query = { qrId: null, utmSource: null, utmCampaign: null, isPreview: true };
  const clientUrl = '/api/ms-clients/public/companies/company-1/clients/cl1';
  const restoring = (reply: () => Response) => {
    net.answer = (url) =>
      url === clientUrl ? reply() : url.endsWith('/coupons') ? Response.json([]) : null;
  };

  it('sends the stored secret with the read', async () => {
    await saveStoredClient(COMPANY, 'cl1', null, S1);
    restoring(() => Response.json(client()));
    await loadSecondaryData(COMPANY, makeCompany({ id: COMPANY }), query);
    expect(net.sent.find((s) => s.url === clientUrl)?.secret).toBe(S1);
    expect(app.client?.id).toBe('cl1');
    expect(clientSecretFor('cl1')).toBe(S1);
  });

  it('keeps the secret of a client it claimed (made before secrets)', async () => {
    await saveStoredClient(COMPANY, 'cl1', null);
    restoring(() => Response.json(client({ client_secret: S3 })));
    await loadSecondaryData(COMPANY, makeCompany({ id: COMPANY }), query);
    expect(net.sent.find((s) => s.url === clientUrl)?.secret).toBeNull();
    expect(app.client?.client_secret).toBeUndefined();
    expect(local()).toEqual(['cl1', S3]);
    await vi.waitFor(async () => expect((await loadStoredClient(COMPANY))?.clientSecret).toBe(S3));
  });

  it('a refused read (another device, 404) drops the id and the secret', async () => {
    await saveStoredClient(COMPANY, 'cl1', null, S1);
    net.storage.setItem('CLIENT_ID', 'cl1');
    net.storage.setItem('CLIENT_SECRET', S1);
    restoring(() => Response.json({ code: 'client_not_found', message: 'No' }, { status: 404 }));
    await loadSecondaryData(COMPANY, makeCompany({ id: COMPANY }), query);
    expect(app.client).toBeNull();
    expect(local()).toEqual([null, null]);
    await vi.waitFor(async () => expect(await loadStoredClient(COMPANY)).toBeNull());
  });
});
