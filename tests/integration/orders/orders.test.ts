// §7.3 order create, read and update over real HTTP on both databases: the server prices every
// order from its own catalogue and settings with src/domain, and scopes everything by company.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCategories } from '../../../server/db/repositories/catalog';
import { getCompany } from '../../../server/db/repositories/companies';
import { getEcommerceSettings } from '../../../server/db/repositories/ecommerce';
import { getOrderSettings } from '../../../server/db/repositories/order-settings';
import { getQr } from '../../../server/db/repositories/qrs';
import { qrDisplayName } from '../../../src/domain/formatting';
import { deliveryQuote } from '../../../src/domain/delivery';
import {
  comboPriceInputs,
  computeOrderTotals,
  priceCombos,
} from '../../../src/domain/order-totals';
import { roundMinor } from '../../../src/domain/pricing';
import type { Order } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import { combo, companyIdOf, menuProduct, newClient, orderPayload, send } from './support';

describe.each(testDialects)('orders API (%s)', (dialect) => {
  let h: Harness;
  let demo: string;
  let sabor: string;

  beforeAll(async () => {
    h = await startHarness(dialect);
    demo = h.demo.id;
    sabor = await companyIdOf(h.db, 'sabor');
  });
  afterAll(() => h.cleanup());

  async function burgerCombo() {
    const burger = await menuProduct(h.db, demo, 'Classic Burger');
    const pick = (group: number, index: number) => {
      const id = burger.modifier_groups[group]?.modifiers[index]?.id;
      if (!id) throw new Error('menu changed');
      return { modifier_id: id, quantity: 1 };
    };
    // doneness, side (onion rings, priced) and one extra (bacon, priced).
    return { ...combo(burger, 2), modifiers: [pick(0, 1), pick(1, 3), pick(2, 0)] };
  }

  it('creates a table order priced by the server and reads it back', async () => {
    const burger = await burgerCombo();
    const body = orderPayload(demo, 'TABLE', [burger], { utm_source: 'qr' });
    const created = await send(h, 'POST', '/ms-orders/public/orders', body);
    expect(created.status).toBe(201);
    const order = await json<Order>(created);

    const priced = priceCombos(await listCategories(h.db, demo), body.combos);
    if (!priced.ok) throw new Error('the test order must price');
    const percent = (await getOrderSettings(h.db, demo)).table?.service_fee?.value ?? 0;
    const inputs = comboPriceInputs(priced.combos);
    const none = { deliveryPrice: 0, serviceFee: 0, discounts: [] };
    const items = computeOrderTotals({ combos: inputs, ...none }).combos_price;
    // Seed decision: service_fee.value is a percentage of the items subtotal.
    const expected = computeOrderTotals({
      ...none,
      combos: inputs,
      serviceFee: roundMinor((items * percent) / 100),
    });
    expect(percent).toBeGreaterThan(0);
    expect(order).toMatchObject({
      status: 'INITIATED',
      source: 'INBOUND',
      service_type: 'TABLE',
      total: expected.total,
      combos_price: expected.combos_price,
      service_fee: expected.service_fee,
      discounts: [],
    });
    expect(order.public_id).toMatch(/^[A-Z0-9]{4,}$/);
    expect(order.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(order.combos[0]).toMatchObject({
      product_name: 'Classic Burger',
      quantity: 2,
      variant_price: priced.combos[0]!.variant_price,
      modifiers_price: priced.combos[0]!.modifiers_price,
    });
    expect(order.combos[0]!.modifiers.map((m) => m.modifier_id)).toEqual(
      burger.modifiers.map((m) => m.modifier_id),
    );

    const read = await send(h, 'GET', `/ms-orders/public/companies/${demo}/orders/${order.id}`);
    expect(read.status).toBe(200);
    expect(await json<Order>(read)).toEqual(order);
  });

  it('takes a QR order title from the QR record, never from the request', async () => {
    const row = await h.db
      .selectFrom('qrs')
      .select('id')
      .where('company_id', '=', demo)
      .where('ordering_type', '=', 'TABLE')
      .executeTakeFirstOrThrow();
    const qr = (await getQr(h.db, row.id))!;
    const cake = combo(await menuProduct(h.db, demo, 'Chocolate Lava Cake'));
    const spoofed = { table_id: qr.id, order_title: 'VIP - serve first' };
    const atTable = await json<Order>(
      await send(
        h,
        'POST',
        '/ms-orders/public/orders',
        orderPayload(demo, 'TABLE', [cake], spoofed),
      ),
    );
    expect(atTable.order_title).toBe(qrDisplayName(qr));
    expect(atTable.order_title).toContain(qr.name);
    expect(atTable.order_title).not.toBe(spoofed.order_title);
    const noQr = await json<Order>(
      await send(
        h,
        'POST',
        '/ms-orders/public/orders',
        orderPayload(demo, 'TABLE', [cake], { order_title: 'Table 99' }),
      ),
    );
    expect(noQr.order_title).toBeNull();
  });

  it('answers 404 for an order read under another company, and for an unknown company', async () => {
    const cake = await menuProduct(h.db, demo, 'Chocolate Lava Cake');
    const created = await send(
      h,
      'POST',
      '/ms-orders/public/orders',
      orderPayload(demo, 'TABLE', [combo(cake)]),
    );
    const { id } = await json<Order>(created);
    const foreign = await send(h, 'GET', `/ms-orders/public/companies/${sabor}/orders/${id}`);
    expect(foreign.status).toBe(404);
    expect((await json<ErrorBody>(foreign)).message).toBe('Order not found');
    const patch = await send(h, 'PATCH', `/ms-orders/public/companies/${sabor}/orders/${id}`, {
      timezone: 'UTC',
      currency: 'BRL',
      comment: 'hijack',
    });
    expect(patch.status).toBe(404);
    const nobody = await send(h, 'GET', `/ms-orders/public/companies/no-such-company/orders/${id}`);
    expect(nobody.status).toBe(404);
    const createUnknown = await send(
      h,
      'POST',
      '/ms-orders/public/orders',
      orderPayload('no-such-company', 'TABLE', [combo(cake)]),
    );
    expect(createUnknown.status).toBe(404);
  });

  it('refuses malformed bodies with 400 and schema failures with 422', async () => {
    const bad = await send(h, 'POST', '/ms-orders/public/orders', '{"company_id":');
    expect(bad.status).toBe(400);
    const cake = await menuProduct(h.db, demo, 'Chocolate Lava Cake');
    const zero = await send(
      h,
      'POST',
      '/ms-orders/public/orders',
      orderPayload(demo, 'TABLE', [combo(cake, 0)]),
    );
    expect(zero.status).toBe(422);
    expect(Object.keys((await json<ErrorBody>(zero)).errors ?? {})).toContain('combos.0.quantity');
    const unknown = await send(
      h,
      'POST',
      '/ms-orders/public/orders',
      orderPayload(demo, 'TABLE', [{ ...combo(cake), product_id: 'not-a-product' }]),
    );
    expect(unknown.status).toBe(422);
    expect((await json<ErrorBody>(unknown)).errors).toHaveProperty(['combos.0.product_id']);
    const patch = await send(h, 'PATCH', `/ms-orders/public/companies/${demo}/orders/x`, {
      timezone: 'UTC',
    });
    expect(patch.status).toBe(422);
  });

  it('ignores a tampered delivery price and refuses client-sent totals', async () => {
    const client = await newClient(h, demo, '1', '2125550187', { name: 'Tamper Tester' });
    const address = await json<{ id: string }>(
      await send(
        h,
        'POST',
        '/ms-clients/public/addresses',
        {
          client_id: client.id,
          address: '200 Broadway',
          area_id: null,
          area_name: null,
          complement: null,
          reference: null,
          latitude: 40.725,
          longitude: -74.006,
        },
        client.secret,
      ),
    );
    const cakes = combo(await menuProduct(h.db, demo, 'Chocolate Lava Cake'), 2);
    const extra = { client_id: client.id, address_id: address.id, delivery_price: 1 };
    const response = await send(
      h,
      'POST',
      '/ms-orders/public/orders',
      orderPayload(demo, 'DELIVERY', [cakes], extra),
      client.secret,
    );
    expect(response.status).toBe(201);
    const order = await json<Order>(response);

    const company = (await getCompany(h.db, demo))!;
    const settings = (await getEcommerceSettings(h.db, demo))!;
    const quote = deliveryQuote(company, settings.delivery, {
      kind: 'point',
      point: { latitude: 40.725, longitude: -74.006 },
    });
    if (!quote.ok) throw new Error('the test address must be covered');
    const priced = priceCombos(await listCategories(h.db, demo), [cakes]);
    if (!priced.ok) throw new Error('must price');
    const expected = computeOrderTotals({
      combos: comboPriceInputs(priced.combos),
      deliveryPrice: quote.area_price,
      serviceFee: 0,
      discounts: [],
    });
    expect(quote.area_price).toBeGreaterThan(1);
    expect(order.delivery_price).toBe(expected.delivery_price);
    expect(order.total).toBe(expected.total);
    expect(order.address?.id).toBe(address.id);
    expect(order.client).toEqual({ name: 'Tamper Tester', phone_number: '+12125550187' });

    const withTotal = await send(h, 'POST', '/ms-orders/public/orders', {
      ...orderPayload(demo, 'DELIVERY', [cakes], extra),
      total: 1,
    });
    expect(withTotal.status).toBe(422);

    const small = combo(await menuProduct(h.db, demo, 'Garlic Bread'));
    const belowMinimum = await send(
      h,
      'POST',
      '/ms-orders/public/orders',
      orderPayload(demo, 'DELIVERY', [small], extra),
    );
    expect(belowMinimum.status).toBe(422);
  });
});
