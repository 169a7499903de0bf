// Issue [8/13] in the checkout and the outbox: client info, a typed address, the order and a
// coupon are sent with the device's client secret; a queued order carries it, and the page's
// drain sends it and keeps the new one a get-or-create answers.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderUpdatePayload } from '../../domain/types';
import { loadStoredClient } from '../../db/local-data';
import { enqueueOrder, outboxEntry, pendingEntries } from '../../db/outbox';
import { drainOutbox } from '../../db/outbox-drain';
import { entry as outboxFixture } from '../../db/outbox.fixtures';
import { app, hold } from '../app';
import { applyCoupon, ensureOrderCreated } from '../checkout/order';
import { createManualAddress, submitClientInfo } from '../checkout/steps';
import { checkout } from '../checkout/store';
import { COMPANY, S1, S2, address, client, freshDevice, local, net } from './secret.fixtures';
import { clientSecretFor, storeClient } from './storage';
import { outbox, startOutbox } from '../outbox';
import { queueOrder } from '../outbox/checkout';
import { pageSender } from '../outbox/sender';

vi.mock('wouter/use-browser-location', () => ({ navigate: vi.fn() }));

beforeEach(freshDevice);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the checkout sends and keeps the secret', () => {
  const input = { name: 'Bia', phone: { number: '2125550177', countryCode: 'US' } };

  it('client info sends the device secret and keeps the new one the answer carries', async () => {
    storeClient(COMPANY, client({ client_secret: S1 }));
    checkout.selectedClientAddressId = 'old-address';
    net.answer = () => Response.json(client({ id: 'cl2', name: 'Bia', client_secret: S2 }));
    expect(await submitClientInfo(input)).toBe(true);
    expect(net.sent).toEqual([
      { method: 'POST', url: '/api/ms-clients/public/companies/company-1/clients', secret: S1 },
    ]);
    expect(local()).toEqual(['cl2', S2]);
    expect(app.client?.client_secret).toBeUndefined();
    expect(checkout.client?.client_secret).toBeUndefined();
    // Another device's client: this device's own view, with none of the owner's addresses.
    expect(checkout.clientAddresses).toEqual([]);
    expect(checkout.selectedClientAddressId).toBeNull();
  });

  it('client info from a device with no secret sends none', async () => {
    net.answer = () => Response.json(client({ client_secret: S1 }));
    await submitClientInfo(input);
    expect(net.sent[0]?.secret).toBeNull();
    expect(local()).toEqual(['cl1', S1]);
  });

  it("a manual address is created with the secret for the checkout's client", async () => {
    storeClient(COMPANY, client({ client_secret: S1 }));
    checkout.client = hold(client());
    net.answer = () => Response.json(address);
    await createManualAddress({ street: 'Main St', number: '1' });
    expect(net.sent[0]).toEqual({
      method: 'POST',
      url: '/api/ms-clients/public/addresses',
      secret: S1,
    });
  });

  it("a refusal for a missing or wrong secret is shown in the diner's language", async () => {
    checkout.client = hold(client());
    net.answer = () =>
      Response.json({ code: 'client_secret_invalid', message: 'No' }, { status: 403 });
    expect(await createManualAddress({ street: 'Main St', number: '1' })).toBe(false);
    expect(net.sent[0]?.secret).toBeNull();
    expect(checkout.notice).toEqual({ key: 'errors.client_secret_invalid' });
  });

  it("the order is created, and a coupon applied, with the client's secret", async () => {
    storeClient(COMPANY, client({ client_secret: S1 }));
    checkout.client = hold(client());
    net.answer = (url) =>
      Response.json({
        id: 'o-1',
        public_id: 'A1',
        client_id: url.includes('apply') ? 'cl1' : 'cl1',
      });
    await ensureOrderCreated();
    await applyCoupon('SAVE10');
    expect(net.sent.map((s) => [s.url, s.secret])).toEqual([
      ['/api/ms-orders/public/orders', S1],
      ['/api/ms-orders/public/companies/company-1/apply-discount', S1],
    ]);
  });

  it('an order without a client is created without a secret', async () => {
    storeClient(COMPANY, client({ client_secret: S1 }));
    net.answer = () => Response.json({ id: 'o-1', public_id: 'A1', client_id: null });
    await ensureOrderCreated();
    expect(net.sent[0]?.secret).toBeNull();
  });
});

describe('a queued order carries the secret', () => {
  const update: OrderUpdatePayload = { timezone: 'UTC', currency: 'USD' };

  it("for the checkout's client", async () => {
    storeClient(COMPANY, client({ client_secret: S1 }));
    checkout.client = hold(client());
    await ensureOrderCreated(); // no network: a local order
    await queueOrder(update);
    const [entry] = await pendingEntries(COMPANY);
    expect(entry?.create.client_id).toBe('cl1');
    expect(entry?.clientSecret).toBe(S1);
  });

  it('for a client still to be got or created: the device secret, if it has one', async () => {
    storeClient(COMPANY, client({ client_secret: S1 }));
    const body = { company_id: COMPANY, name: 'Bia', country_calling_code: '1', phone_number: '2' };
    checkout.pendingClient = body;
    await ensureOrderCreated();
    await queueOrder(update);
    const [entry] = await pendingEntries(COMPANY);
    expect(entry?.client).toEqual(body);
    expect(entry?.clientSecret).toBe(S1);
  });

  it('and none when the device has none', async () => {
    checkout.pendingClient = {
      company_id: COMPANY,
      name: 'B',
      country_calling_code: '1',
      phone_number: '2',
    };
    await ensureOrderCreated();
    await queueOrder(update);
    const [entry] = await pendingEntries(COMPANY);
    expect(entry && 'clientSecret' in entry).toBe(false);
  });
});

describe("the page's drain", () => {
  const body = { company_id: COMPANY, name: 'Bia', country_calling_code: '1', phone_number: '2' };
  const server = (gate: Promise<void> = Promise.resolve()) => {
    net.answer = async (url) => {
      if (url.endsWith('/clients')) {
        await gate;
        return Response.json(client({ id: 'cl2', client_secret: S2 }));
      }
      return Response.json({ id: 'o-9', public_id: 'P9' });
    };
  };

  it('sends the secret, creates with the new one, and keeps it on the entry and the device', async () => {
    await enqueueOrder(outboxFixture('q1', COMPANY, { client: body, clientSecret: S1 }));
    server();
    expect((await drainOutbox(COMPANY, pageSender)).sent).toEqual(['q1']);
    expect(net.sent.map((s) => [s.method, s.url, s.secret])).toEqual([
      ['POST', '/api/ms-clients/public/companies/company-1/clients', S1],
      ['POST', '/api/ms-orders/public/orders', S2],
      ['PATCH', '/api/ms-orders/public/companies/company-1/orders/o-9', null],
    ]);
    expect(await outboxEntry(COMPANY, 'q1')).toMatchObject({ clientId: 'cl2', clientSecret: S2 });
    expect((await loadStoredClient(COMPANY))?.clientSecret).toBe(S2);
  });

  it('once the order is sent, the page knows the client and its secret', async () => {
    await enqueueOrder(outboxFixture('q1', COMPANY, { client: body }));
    let open = () => undefined as void;
    server(new Promise<void>((resolve) => (open = resolve)));
    startOutbox(COMPANY);
    // The page has seen the entry queued before the drain's answers come.
    await vi.waitFor(() => expect(outbox.ready).toBe(true));
    open();
    await vi.waitFor(() => expect(local()).toEqual(['cl2', S2]));
    expect(clientSecretFor('cl2')).toBe(S2);
    startOutbox('another-company');
  });
});
