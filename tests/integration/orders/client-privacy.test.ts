// Issue [8/13]: a phone number alone reveals and changes nothing. The device that created a
// client holds its secret; another device asking by the same phone gets its own secret and its
// own view, never the stored name, addresses or points, and cannot rename or spend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, ClientAddress, Order } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import { combo, menuProduct, newClient, orderPayload, send } from './support';
import type { TestClient } from './support';

describe.each(testDialects)('client privacy (%s)', (dialect) => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h.cleanup());

  const clientPath = (id: string) => `/ms-clients/public/companies/${h.demo.id}/clients/${id}`;
  const saveAddress = (client: TestClient, address: string, headers = client.secret) =>
    send(
      h,
      'POST',
      '/ms-clients/public/addresses',
      {
        client_id: client.id,
        address,
        area_id: null,
        area_name: null,
        complement: null,
        reference: null,
        latitude: 40.725,
        longitude: -74.006,
      },
      headers,
    );
  const read = (id: string, headers: Record<string, string> = {}) =>
    send(h, 'GET', clientPath(id), undefined, headers);

  it('gives another device its own view and secret, and leaves the stored client alone', async () => {
    const victim = await newClient(h, h.demo.id, '1', '2125550400', { name: 'Ana' });
    expect(victim.client_secret).toBeDefined();
    await h.db
      .updateTable('clients')
      .set({ available_points: 260 })
      .where('id', '=', victim.id)
      .execute();
    const home = await json<ClientAddress>(await saveAddress(victim, '12 Home Street'));

    const attacker = await newClient(h, h.demo.id, '1', '212 555 0400', { name: 'Mallory' });
    expect(attacker.id).toBe(victim.id);
    expect(attacker.client_secret).toBeDefined();
    expect(attacker.client_secret).not.toBe(victim.client_secret);
    expect(attacker).toMatchObject({ name: 'Mallory', addresses: [], available_points: 0 });

    // The stored client is as the owner left it.
    const owner = await json<Client>(await read(victim.id, victim.secret));
    expect(owner).toMatchObject({ name: 'Ana', available_points: 260, addresses: [home] });

    // The attacker's own address stays on the attacker's device.
    const elsewhere = await json<ClientAddress>(await saveAddress(attacker, '9 Elsewhere Road'));
    expect((await json<Client>(await read(victim.id, attacker.secret))).addresses).toEqual([
      elsewhere,
    ]);
    expect((await json<Client>(await read(victim.id, victim.secret))).addresses).toEqual([home]);

    // Asking again by phone renames nothing but the asking device's own name.
    const again = await newClient(h, h.demo.id, '1', '2125550400', {
      name: 'Still Mallory',
      secret: attacker.client_secret!,
    });
    expect(again).toMatchObject({ name: 'Still Mallory', addresses: [elsewhere] });
    expect(again.client_secret).toBeUndefined();
    expect((await json<Client>(await read(victim.id, victim.secret))).name).toBe('Ana');
  });

  it('reads a client only with a secret of its own devices', async () => {
    const owner = await newClient(h, h.demo.id, '1', '2125550401', { name: 'Bo' });
    const anonymous = await read(owner.id);
    expect(anonymous.status).toBe(404);
    expect((await json<ErrorBody>(anonymous)).code).toBe('client_not_found');
    const other = await newClient(h, h.demo.id, '1', '2125550402', { name: 'Cy' });
    // A secret of another client's device shows nothing of this one.
    expect((await read(owner.id, other.secret)).status).toBe(404);
    expect((await read(owner.id, { 'X-Client-Secret': 'x'.repeat(43) })).status).toBe(404);
    expect((await read(owner.id, { 'X-Client-Secret': 'not a secret' })).status).toBe(404);
    expect((await json<Client>(await read(owner.id, owner.secret))).name).toBe('Bo');
  });

  it('lets the first read by id claim a client made before secrets existed, once', async () => {
    const legacy = await newClient(h, h.demo.id, '1', '2125550403', { name: 'Di' });
    // As a database migrated from before issue [8/13]: no device holds a secret for it.
    await h.db.deleteFrom('client_devices').where('client_id', '=', legacy.id).execute();
    const claimed = await read(legacy.id);
    expect(claimed.status).toBe(200);
    const client = await json<Client>(claimed);
    expect(client).toMatchObject({ id: legacy.id, name: 'Di' });
    expect(client.client_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await read(legacy.id)).status).toBe(404);
    const reread = await read(legacy.id, { 'X-Client-Secret': client.client_secret! });
    expect((await json<Client>(reread)).name).toBe('Di');
  });

  it('shows an order placed from another device with that device’s name and addresses only', async () => {
    const victim = await newClient(h, h.demo.id, '1', '2125550404', { name: 'Eve' });
    const home = await json<ClientAddress>(await saveAddress(victim, '1 Victim Lane'));
    const attacker = await newClient(h, h.demo.id, '1', '2125550404', { name: 'Mallory' });
    const cake = combo(await menuProduct(h.db, h.demo.id, 'Chocolate Lava Cake'));
    const takeaway = orderPayload(h.demo.id, 'TAKEAWAY', [cake], { client_id: attacker.id });
    const mine = await send(h, 'POST', '/ms-orders/public/orders', takeaway, attacker.secret);
    expect(mine.status).toBe(201);
    expect((await json<Order>(mine)).client?.name).toBe('Mallory');
    // Without any secret the order carries no stored name either.
    const bare = await send(h, 'POST', '/ms-orders/public/orders', takeaway);
    expect(bare.status).toBe(201);
    expect((await json<Order>(bare)).client).toBeNull();
    // The victim's saved address cannot be ordered to from the attacker's device.
    const delivery = orderPayload(
      h.demo.id,
      'DELIVERY',
      [combo(await menuProduct(h.db, h.demo.id, 'Chocolate Lava Cake'), 3)],
      {
        client_id: attacker.id,
        address_id: home.id,
      },
    );
    const refused = await send(h, 'POST', '/ms-orders/public/orders', delivery, attacker.secret);
    expect(refused.status).toBe(422);
    expect((await json<ErrorBody>(refused)).code).toBe('address_unknown');
    const owners = await send(h, 'POST', '/ms-orders/public/orders', delivery, victim.secret);
    expect(owners.status).toBe(201);
    expect((await json<Order>(owners)).client?.name).toBe('Eve');
  });

  it('saves an address only for a device holding a secret of the client', async () => {
    const owner = await newClient(h, h.demo.id, '1', '2125550405', { name: 'Fay' });
    const none = await saveAddress(owner, '5 Nowhere', {});
    expect(none.status).toBe(403);
    expect((await json<ErrorBody>(none)).code).toBe('client_secret_invalid');
    const stranger = await newClient(h, h.demo.id, '1', '2125550406', { name: 'Gus' });
    expect((await saveAddress(owner, '5 Nowhere', stranger.secret)).status).toBe(403);
    const first = await json<ClientAddress>(await saveAddress(owner, '5 Somewhere'));
    const twice = await json<ClientAddress>(await saveAddress(owner, '5 Somewhere'));
    expect(twice.id).toBe(first.id);
  });
});
