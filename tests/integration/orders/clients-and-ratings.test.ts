// §7.5 clients (get-or-create by E.164 phone, addresses) and order ratings, plus the §7.3/§7.4
// reads the checkout makes before ordering (order settings, payment methods).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOrderSettings } from '../../../server/db/repositories/order-settings';
import { listPaymentMethods } from '../../../server/db/repositories/payment-methods';
import type { Client, ClientAddress, Order, PaymentMethods } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import { combo, companyIdOf, menuProduct, newClient, orderPayload, send } from './support';

describe.each(testDialects)('clients, addresses and ratings (%s)', (dialect) => {
  let h: Harness;
  let sabor: string;

  beforeAll(async () => {
    h = await startHarness(dialect);
    sabor = await companyIdOf(h.db, 'sabor');
  });
  afterAll(() => h.cleanup());

  const clients = (companyId: string) => `/ms-clients/public/companies/${companyId}/clients`;

  it('gets or creates a client by the phone in E.164', async () => {
    const body = {
      company_id: sabor,
      name: 'Ana',
      country_calling_code: '+55',
      phone_number: '11 91234 5678',
    };
    const first = await send(h, 'POST', clients(sabor), body);
    expect(first.status).toBe(200);
    const created = await json<Client>(first);
    expect(created).toMatchObject({ name: 'Ana', phone_number: '+5511912345678', addresses: [] });
    expect(created.client_secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const own = { 'X-Client-Secret': created.client_secret! };
    // The owning device may rename its client; the same phone in another format is the same one.
    const again = await json<Client>(
      await send(
        h,
        'POST',
        clients(sabor),
        { ...body, name: 'Ana Souza', phone_number: '11912345678' },
        own,
      ),
    );
    expect(again.id).toBe(created.id);
    expect(again.name).toBe('Ana Souza');
    expect(again.client_secret).toBeUndefined();
    const read = await send(h, 'GET', `${clients(sabor)}/${created.id}`, undefined, own);
    expect(await json<Client>(read)).toMatchObject({ id: created.id, name: 'Ana Souza' });
    expect(
      (await send(h, 'GET', `${clients(h.demo.id)}/${created.id}`, undefined, own)).status,
    ).toBe(404);
    // Without the secret the client reads as unknown.
    expect((await send(h, 'GET', `${clients(sabor)}/${created.id}`)).status).toBe(404);
  });

  it('refuses an invalid phone with the i18n key, and malformed bodies', async () => {
    const invalid = await send(h, 'POST', clients(sabor), {
      company_id: sabor,
      name: 'Ana',
      country_calling_code: '55',
      phone_number: '11 1234',
    });
    expect(invalid.status).toBe(422);
    expect((await json<ErrorBody>(invalid)).errors).toHaveProperty('phone_number');
    const strict = await send(h, 'POST', clients(sabor), {
      company_id: sabor,
      name: 'Ana',
      country_calling_code: '55',
      phone_number: '00 0000 0000',
    });
    expect(strict.status).toBe(422);
    expect((await json<ErrorBody>(strict)).message).toMatch(
      /^validation\.phone_(invalid|required)$/,
    );
    expect((await send(h, 'POST', clients(sabor), '{nope')).status).toBe(400);
    expect((await send(h, 'POST', clients(sabor), { company_id: sabor })).status).toBe(422);
    const mismatch = await send(h, 'POST', clients(sabor), {
      company_id: h.demo.id,
      name: 'Ana',
      country_calling_code: '55',
      phone_number: '11912345678',
    });
    expect(mismatch.status).toBe(422);
    const unknown = await send(h, 'POST', clients('no-such-company'), {
      company_id: 'no-such-company',
      name: 'Ana',
      country_calling_code: '1',
      phone_number: '2125550100',
    });
    expect(unknown.status).toBe(404);
  });

  it('creates addresses for an existing client only', async () => {
    const client = await newClient(h, sabor, '55', '11987650001');
    const address = {
      client_id: client.id,
      address: 'Rua Augusta #1200',
      area_id: null,
      area_name: 'Consolação',
      complement: 'apto 12',
      reference: null,
      latitude: -23.556,
      longitude: -46.66,
    };
    const response = await send(h, 'POST', '/ms-clients/public/addresses', address, client.secret);
    expect(response.status).toBe(201);
    const saved = await json<ClientAddress>(response);
    const { client_id: _c, ...fields } = address;
    expect(saved).toEqual({ ...fields, id: saved.id });
    expect(saved.id).toMatch(/^[0-9a-f-]{36}$/);
    const read = await json<Client>(
      await send(h, 'GET', `${clients(sabor)}/${client.id}`, undefined, client.secret),
    );
    expect(read.addresses).toEqual([saved]);
    const anonymous = await send(h, 'POST', '/ms-clients/public/addresses', address);
    expect(anonymous.status).toBe(403);
    expect((await json<ErrorBody>(anonymous)).code).toBe('client_secret_invalid');
    const orphan = await send(h, 'POST', '/ms-clients/public/addresses', {
      ...address,
      client_id: 'no-such-client',
    });
    expect(orphan.status).toBe(404);
    const half = await send(
      h,
      'POST',
      '/ms-clients/public/addresses',
      { ...address, longitude: null },
      client.secret,
    );
    expect(half.status).toBe(422);
    const blank = await send(
      h,
      'POST',
      '/ms-clients/public/addresses',
      { ...address, address: '  ' },
      client.secret,
    );
    expect(blank.status).toBe(422);
  });

  it('rates a delivered order once, and refuses orders not yet delivered', async () => {
    const cake = await menuProduct(h.db, h.demo.id, 'Chocolate Lava Cake');
    const order = await json<Order>(
      await send(
        h,
        'POST',
        '/ms-orders/public/orders',
        orderPayload(h.demo.id, 'TABLE', [combo(cake)]),
      ),
    );
    const ratings = `/ms-clients/public/companies/${h.demo.id}/order-ratings`;
    const early = await send(h, 'POST', ratings, { order_id: order.id, rating: 5 });
    expect(early.status).toBe(409);
    await h.db
      .updateTable('orders')
      .set({ status: 'DELIVERED' })
      .where('id', '=', order.id)
      .execute();
    expect(await json(await send(h, 'GET', `${ratings}/${order.id}`))).toBeNull();
    expect((await send(h, 'POST', ratings, { order_id: order.id, rating: 6 })).status).toBe(422);
    const rated = await send(h, 'POST', ratings, {
      order_id: order.id,
      rating: 4,
      comment: 'Tasty',
    });
    expect(rated.status).toBe(201);
    expect(await json(rated)).toMatchObject({ order_id: order.id, rating: 4, comment: 'Tasty' });
    const twice = await send(h, 'POST', ratings, { order_id: order.id, rating: 1 });
    expect(twice.status).toBe(409);
    const read = await send(h, 'GET', `${ratings}/${order.id}`);
    expect(await json(read)).toMatchObject({ order_id: order.id, rating: 4 });
    const foreign = `/ms-clients/public/companies/${sabor}/order-ratings`;
    expect((await send(h, 'GET', `${foreign}/${order.id}`)).status).toBe(404);
    expect((await send(h, 'POST', foreign, { order_id: order.id, rating: 3 })).status).toBe(404);
  });

  it('serves order settings and payment methods keyed by service type', async () => {
    const settings = await send(
      h,
      'GET',
      `/ms-orders/public/companies/${h.demo.id}/order-settings`,
    );
    expect(settings.status).toBe(200);
    expect(await json(settings)).toEqual(await getOrderSettings(h.db, h.demo.id));
    const payments = `/ms-payments/public/companies/${sabor}/payment-methods`;
    const delivery = await send(h, 'GET', `${payments}?service_type=delivery`);
    expect(delivery.status).toBe(200);
    const body = await json<PaymentMethods>(delivery);
    expect(Object.keys(body)).toEqual(['delivery']);
    expect(body).toEqual(await listPaymentMethods(h.db, sabor, 'delivery'));
    expect(body.delivery!.length).toBeGreaterThan(1);
    expect(await json(await send(h, 'GET', payments))).toEqual(
      await listPaymentMethods(h.db, sabor),
    );
    expect((await send(h, 'GET', `${payments}?service_type=boat`)).status).toBe(400);
    const unknown = '/ms-payments/public/companies/no-such-company/payment-methods';
    expect((await send(h, 'GET', unknown)).status).toBe(404);
    const unknownSettings = '/ms-orders/public/companies/no-such-company/order-settings';
    expect((await send(h, 'GET', unknownSettings)).status).toBe(404);
  });
});
