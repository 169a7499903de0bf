// Order taking refusals (§4.6, §6): monthly limit, closed store (unless scheduled inside
// opening hours), paused and inactive services, read-only menus.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCompany } from '../../../server/db/repositories/companies';
import {
  getEcommerceSettings,
  saveEcommerceSettings,
} from '../../../server/db/repositories/ecommerce';
import { listPaymentMethods } from '../../../server/db/repositories/payment-methods';
import { openSlots } from '../../../src/domain/hours';
import { usageMonth } from '../../../src/domain/plans';
import type { Order } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import {
  combo,
  companyIdOf,
  countOrders,
  createDraft,
  newClient,
  orderPayload,
  placeDraft,
  plainProduct,
  send,
} from './support';

const utc = (d: Date) => `${d.toISOString().slice(0, 19)}+00:00`;

describe.each(testDialects)('order refusals (%s)', (dialect) => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h.cleanup());

  const create = (body: unknown) => send(h, 'POST', '/ms-orders/public/orders', body);

  it('stops at the monthly order limit, counting placed orders only', async () => {
    const sabor = await companyIdOf(h.db, 'sabor');
    const company = (await getCompany(h.db, sabor))!;
    const limit = company.current_subscriptions[0]!.monthly_orders_limit!;
    await h.db
      .insertInto('monthly_order_counts')
      .values({
        company_id: sabor,
        month: usageMonth(new Date(), company.timezone),
        count: limit - 2,
      })
      .execute();
    const item = combo(await plainProduct(h.db, sabor));
    // Drafts take no slot: three of them leave room for two placements.
    const drafts = await Promise.all(
      [1, 2, 3].map(() => createDraft(h, orderPayload(sabor, 'TABLE', [item]))),
    );
    expect((await getCompany(h.db, sabor))!.order_limit_usage_count).toBe(limit - 2);
    expect((await placeDraft(h, drafts[0]!)).status).toBe(200);
    expect((await placeDraft(h, drafts[1]!)).status).toBe(200);
    expect((await getCompany(h.db, sabor))!.order_limit_usage_count).toBe(limit);
    const over = await placeDraft(h, drafts[2]!);
    expect(over.status).toBe(409);
    const body = await json<ErrorBody>(over);
    expect(body.code).toBe('monthly_limit_reached');
    expect(body.message).toMatch(/monthly order limit/);
    // Nothing of the refused placement stayed: it is still a draft, and a new draft is refused.
    const row = await h.db
      .selectFrom('orders')
      .select(['status', 'placed_at'])
      .where('id', '=', drafts[2]!.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'INITIATED', placed_at: null });
    const another = await create(orderPayload(sabor, 'TABLE', [item]));
    expect(another.status).toBe(409);
    expect((await json<ErrorBody>(another)).code).toBe('monthly_limit_reached');
    expect(await countOrders(h.db, sabor)).toBe(3);
  });

  it('refuses a closed store, and accepts an order scheduled inside opening hours', async () => {
    const taqueria = await companyIdOf(h.db, 'taqueria');
    const company = (await getCompany(h.db, taqueria))!;
    const client = await newClient(h, taqueria, '52', '5512345678');
    const item = combo(await plainProduct(h.db, taqueria));
    // The table service takes no scheduled orders: a closed store refuses it outright.
    const table = await create(orderPayload(taqueria, 'TABLE', [item]));
    expect(table.status).toBe(409);
    expect((await json<ErrorBody>(table)).message).toMatch(/closed/);

    const slot = openSlots(company.business_hours_settings, company.timezone, new Date(), 7, 15)[0];
    if (!slot) throw new Error('taqueria has open slots this week');
    const body = orderPayload(taqueria, 'TAKEAWAY', [item], { client_id: client.id });
    const scheduled = await create({ ...body, scheduled_delivery_date: utc(slot) });
    expect(scheduled.status).toBe(201);
    expect((await json<Order>(scheduled)).scheduled_delivery_date).toBe(utc(slot));

    const outside = new Date(slot.getTime() - 60 * 60_000); // 12:00 local, before 13:00
    const closedSlot = await create({ ...body, scheduled_delivery_date: utc(outside) });
    expect(closedSlot.status).toBe(422);
    expect((await json<ErrorBody>(closedSlot)).message).toMatch(/outside opening hours/);
    // Open then, but not a time the picker offers: too far ahead, or between two slots.
    for (const when of [
      new Date(slot.getTime() + 14 * 86_400_000),
      new Date(slot.getTime() + 7 * 60_000),
    ]) {
      const refused = await create({ ...body, scheduled_delivery_date: utc(when) });
      expect(refused.status, utc(when)).toBe(422);
      expect((await json<ErrorBody>(refused)).code).toBe('schedule_unavailable');
    }
    const tableLater = await create({
      ...orderPayload(taqueria, 'TABLE', [item]),
      scheduled_delivery_date: utc(slot),
    });
    expect(tableLater.status).toBe(422);
  });

  it('lets a draft for later be placed only once it is scheduled inside opening hours', async () => {
    const taqueria = await companyIdOf(h.db, 'taqueria');
    const company = (await getCompany(h.db, taqueria))!;
    const client = await newClient(h, taqueria, '52', '5512345679');
    const item = combo(await plainProduct(h.db, taqueria));
    // §4.4 creates the order when the summary opens, before the delivery-time picker.
    const draft = await create(
      orderPayload(taqueria, 'TAKEAWAY', [item], { client_id: client.id }),
    );
    expect(draft.status).toBe(201);
    const order = await json<Order>(draft);
    const cash = (await listPaymentMethods(h.db, taqueria, 'takeaway')).takeaway![0]!;
    const path = `/ms-orders/public/companies/${taqueria}/orders/${order.id}`;
    const payment = {
      timezone: company.timezone,
      currency: 'MXN',
      status: 'payment_requested',
      meta_data: {
        assigned_payment: {
          payment_method_id: cash.id,
          payment_method_code: cash.code,
          payment_method_description: null,
          payment_method_payment_code: null,
          fee_amount: 0,
          bill_amount: order.total,
        },
      },
    };
    const forNow = await send(h, 'PATCH', path, payment);
    expect(forNow.status).toBe(409);
    expect((await json<ErrorBody>(forNow)).message).toMatch(/closed/);
    const slot = openSlots(
      company.business_hours_settings,
      company.timezone,
      new Date(),
      7,
      15,
    )[0]!;
    const placed = await send(h, 'PATCH', path, { ...payment, scheduled_delivery_date: utc(slot) });
    expect(placed.status).toBe(200);
    expect(await json<Order>(placed)).toMatchObject({
      status: 'PENDING',
      payment_status: 'payment_requested',
      scheduled_delivery_date: utc(slot),
    });
  });

  it('refuses a paused service until its pause ends, and an inactive one', async () => {
    const demo = h.demo.id;
    const settings = (await getEcommerceSettings(h.db, demo))!;
    const until = new Date(Date.now() + 3_600_000).toISOString();
    await saveEcommerceSettings(h.db, demo, {
      ...settings,
      table: { ...settings.table, disabled_until: until },
      onsite: { ...settings.onsite, active: false },
    });
    const item = combo(await plainProduct(h.db, demo));
    const paused = await create(orderPayload(demo, 'TABLE', [item]));
    expect(paused.status).toBe(409);
    expect((await json<ErrorBody>(paused)).message).toMatch(/paused/);
    const inactive = await create(orderPayload(demo, 'ONSITE', [item]));
    expect(inactive.status).toBe(422);
    await saveEcommerceSettings(h.db, demo, settings);
    expect((await create(orderPayload(demo, 'TABLE', [item]))).status).toBe(201);
  });

  it('refuses orders on a read-only menu (free plan after a paid one)', async () => {
    const free = await companyIdOf(h.db, 'freebistro');
    const item = combo(await plainProduct(h.db, free));
    const response = await create(orderPayload(free, 'TABLE', [item]));
    expect(response.status).toBe(409);
    expect((await json<ErrorBody>(response)).message).toMatch(/read-only/);
    expect(await countOrders(h.db, free)).toBe(0);
  });
});
