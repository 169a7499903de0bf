// Issue [14/21]: a client made before device secrets existed has no owner. A lookup by phone
// never claims it and never locks its real device out: the stranger gets the answer an unused
// phone gets, and the real device still claims the client by ordering as it with the secret its
// own lookup gave. Only one device ever owns it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientAddress, SERVER_VIEW } from '../../../server/db/repositories/clients';
import type { Client, ClientAddress } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import { combo, menuProduct, newClient, orderPayload, send } from './support';
import type { TestClient } from './support';

describe.each(testDialects)('claiming a client made before secrets (%s)', (dialect) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h.cleanup());

  const read = (id: string, headers: Record<string, string> = {}) =>
    send(h, 'GET', `/ms-clients/public/companies/${h.demo.id}/clients/${id}`, undefined, headers);
  const readAs = async (client: TestClient): Promise<Client> => {
    const response = await read(client.id, client.secret);
    expect(response.status).toBe(200);
    return json<Client>(response);
  };
  const order = async (client: TestClient, serviceType: 'TAKEAWAY' | 'DELIVERY' = 'TAKEAWAY') => {
    const cake = combo(await menuProduct(h.db, h.demo.id, 'Chocolate Lava Cake'));
    const body = orderPayload(h.demo.id, serviceType, [cake], { client_id: client.id });
    return send(h, 'POST', '/ms-orders/public/orders', body, client.secret);
  };

  /** A client as a database migrated from before issue [8/13] holds it: no device, no secret. */
  async function legacyClient(phone: string): Promise<{ client: TestClient; home: ClientAddress }> {
    const client = await newClient(h, h.demo.id, '1', phone, { name: 'Di' });
    await h.db.deleteFrom('client_devices').where('client_id', '=', client.id).execute();
    await h.db
      .updateTable('clients')
      .set({ available_points: 120 })
      .where('id', '=', client.id)
      .execute();
    const home = await createClientAddress(h.db, h.demo.id, client.id, SERVER_VIEW, {
      address: '3 Legacy Lane',
      complement: null,
      reference: null,
      area_id: null,
      area_name: null,
      latitude: 40.72,
      longitude: -74.0,
    });
    if (!home) throw new Error('legacy address not saved');
    return { client: { ...client, secret: {} }, home };
  }

  it('answers a stranger’s lookup as an unused phone’s and claims nothing', async () => {
    const { client: legacy } = await legacyClient('2125550600');
    const stranger = await newClient(h, h.demo.id, '1', '2125550600', { name: 'Mallory' });
    const unused = await newClient(h, h.demo.id, '1', '2125550699', { name: 'Mallory' });
    expect(stranger.id).toBe(legacy.id);
    // The same fields, and the same values but for the id, the phone and the secret.
    const shown = (answer: TestClient) => {
      const {
        id: _id,
        phone_number: _phone,
        client_secret,
        secret: _header,
        ...rest
      } = answer as TestClient & Client;
      return { ...rest, secret: /^[A-Za-z0-9_-]{43}$/.test(client_secret ?? '') };
    };
    expect(shown(stranger)).toEqual(shown(unused));
    expect(shown(stranger)).toMatchObject({ name: 'Mallory', addresses: [], available_points: 0 });

    // Asking again, with or without the secret it was given, makes the stranger no owner.
    await newClient(h, h.demo.id, '1', '2125550600', {
      name: 'Mallory',
      secret: stranger.client_secret!,
    });
    await newClient(h, h.demo.id, '1', '2125550600', { name: 'Mallory' });
    expect(await readAs(stranger)).toMatchObject({
      name: 'Mallory',
      available_points: 0,
      addresses: [],
    });
    // Without a secret the record reads as an unknown id does.
    const bare = await read(legacy.id);
    expect(bare.status).toBe(404);
    expect((await json<ErrorBody>(bare)).code).toBe('client_not_found');
    const stored = await h.db
      .selectFrom('clients')
      .select('name')
      .where('id', '=', legacy.id)
      .executeTakeFirstOrThrow();
    expect(stored.name).toBe('Di');
  });

  it('lets the real device claim by ordering after a stranger’s lookup, and only it', async () => {
    const { client: legacy, home } = await legacyClient('2125550601');
    const stranger = await newClient(h, h.demo.id, '1', '2125550601', { name: 'Mallory' });
    // The lookup gave the stranger the id, so a read without a secret proves nothing now.
    expect((await read(legacy.id)).status).toBe(404);

    // The real device checks out as the storefront does: a lookup by phone, then the order.
    const device = await newClient(h, h.demo.id, '1', '2125550601', { name: 'Di' });
    expect(await readAs(device)).toMatchObject({ name: 'Di', available_points: 0, addresses: [] });
    expect((await order(device)).status).toBe(201);
    expect(await readAs(device)).toMatchObject({
      id: legacy.id,
      name: 'Di',
      available_points: 120,
      addresses: [home],
    });

    // The stranger ordering afterwards stays a guest; the client has one owner.
    expect((await order(stranger)).status).toBe(201);
    expect(await readAs(stranger)).toMatchObject({
      name: 'Mallory',
      available_points: 0,
      addresses: [],
    });
    const owners = await h.db
      .selectFrom('client_devices')
      .select('id')
      .where('client_id', '=', legacy.id)
      .where('is_owner', '=', 1)
      .execute();
    expect(owners).toHaveLength(1);
  });

  it('claims nothing with a refused order', async () => {
    await legacyClient('2125550602');
    const device = await newClient(h, h.demo.id, '1', '2125550602', { name: 'Di' });
    // A delivery without an address is refused after the client is read.
    const refused = await order(device, 'DELIVERY');
    expect(refused.status).toBe(422);
    expect((await readAs(device)).available_points).toBe(0);
    expect((await order(device)).status).toBe(201);
    expect((await readAs(device)).available_points).toBe(120);
  });

  it('gives the client one owner when two devices order as it at once', async () => {
    const { client: legacy } = await legacyClient('2125550603');
    const first = await newClient(h, h.demo.id, '1', '2125550603', { name: 'One' });
    const second = await newClient(h, h.demo.id, '1', '2125550603', { name: 'Two' });
    const answers = await Promise.all([order(first), order(second)]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const points = await Promise.all([readAs(first), readAs(second)]);
    expect(points.map((p) => p.available_points).sort()).toEqual([0, 120]);
    const owners = await h.db
      .selectFrom('client_devices')
      .select('id')
      .where('client_id', '=', legacy.id)
      .where('is_owner', '=', 1)
      .execute();
    expect(owners).toHaveLength(1);
  });
});
