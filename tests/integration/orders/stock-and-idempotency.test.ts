// Stock is taken atomically when an order is placed, never by its draft (20 concurrent
// placements for 5 units over real sockets: exactly 5 succeed), and Idempotency-Key replays an
// order instead of creating a second one.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCatalogVersion } from '../../../server/db/repositories/companies';
import type { Order } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { BASE_HOST, json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import { runMaintenance } from '../../../server/orders/maintenance';
import {
  cashOf,
  combo,
  companyIdOf,
  countOrders,
  createDraft,
  menuProduct,
  orderPayload,
  placementBody,
  send,
} from './support';

describe.each(testDialects)('stock and idempotency (%s)', (dialect) => {
  let h: Harness;
  let server: ServerType;
  let port: number;

  beforeAll(async () => {
    h = await startHarness(dialect);
    await new Promise<void>((ready) => {
      server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready());
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((closed) => server.close(closed));
    await h.cleanup();
  });

  async function stockOf(variantId: string): Promise<number> {
    const row = await h.db
      .selectFrom('product_variants')
      .select('stock')
      .where('id', '=', variantId)
      .executeTakeFirstOrThrow();
    return row.stock;
  }

  it('lets exactly as many concurrent placements through as there are units', async () => {
    const cakes = await menuProduct(h.db, h.demo.id, 'Crab Cakes');
    const variant = cakes.product_variants[0]!;
    expect(cakes.stock_enabled).toBe(true);
    await h.db
      .updateTable('product_variants')
      .set({ stock: 5 })
      .where('id', '=', variant.id)
      .execute();
    // Twenty drafts hold nothing: every one is accepted and the stock stays 5.
    const drafts = await Promise.all(
      Array.from({ length: 20 }, () =>
        createDraft(h, orderPayload(h.demo.id, 'TABLE', [combo(cakes)])),
      ),
    );
    expect(await stockOf(variant.id)).toBe(5);
    const versionBefore = await getCatalogVersion(h.db, h.demo.id);
    const cash = await cashOf(h, h.demo.id, 'TABLE');
    const responses = await Promise.all(
      drafts.map((draft) =>
        fetch(
          `http://127.0.0.1:${port}${h.env.API_BASE}/ms-orders/public/companies/${h.demo.id}/orders/${draft.id}`,
          {
            method: 'PATCH',
            headers: { host: `demo.${BASE_HOST}:${port}`, 'content-type': 'application/json' },
            body: JSON.stringify(placementBody(cash, draft)),
          },
        ),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    const refused = await json<ErrorBody>(responses.find((r) => r.status === 409)!);
    expect(refused.code).toBe('out_of_stock');
    expect(refused.message).toContain('Crab Cakes');
    expect(refused.errors?.[variant.id]?.[0]).toContain('Crab Cakes');
    expect(refused.items).toEqual([
      {
        product_id: cakes.id,
        variant_id: variant.id,
        name: 'Crab Cakes',
        variant_name: variant.name,
        requested: 1,
        available: 0,
      },
    ]);
    await Promise.all(responses.filter((r) => r.bodyUsed === false).map((r) => r.arrayBuffer()));
    expect(await stockOf(variant.id)).toBe(0);
    const placed = await h.db
      .selectFrom('orders')
      .select(['status', 'placed_at'])
      .where(
        'id',
        'in',
        drafts.map((d) => d.id),
      )
      .execute();
    expect(placed.filter((o) => o.status === 'PENDING' && o.placed_at !== null)).toHaveLength(5);
    expect(placed.filter((o) => o.status === 'INITIATED' && o.placed_at === null)).toHaveLength(15);
    expect(await getCatalogVersion(h.db, h.demo.id)).toBeGreaterThan(versionBefore!);
    // A new draft for the sold-out dish is refused at once, naming it.
    const late = await send(
      h,
      'POST',
      '/ms-orders/public/orders',
      orderPayload(h.demo.id, 'TABLE', [combo(cakes)]),
    );
    expect(late.status).toBe(409);
    expect((await json<ErrorBody>(late)).items?.[0]).toMatchObject({
      name: 'Crab Cakes',
      available: 0,
    });
  });

  it('replays the same order for a repeated key and body, and refuses a changed body', async () => {
    const lava = await menuProduct(h.db, h.demo.id, 'Chocolate Lava Cake');
    const stock = await stockOf(lava.product_variants[0]!.id);
    const payload = orderPayload(h.demo.id, 'TABLE', [combo(lava)]);
    const headers = { 'Idempotency-Key': 'checkout-7f3a' };
    const before = await countOrders(h.db, h.demo.id);
    const first = await send(h, 'POST', '/ms-orders/public/orders', payload, headers);
    const second = await send(h, 'POST', '/ms-orders/public/orders', payload, headers);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const [a, b] = [await json<Order>(first), await json<Order>(second)];
    expect(b).toEqual(a);
    expect(await countOrders(h.db, h.demo.id)).toBe(before + 1);
    // A draft holds no stock.
    expect(await stockOf(lava.product_variants[0]!.id)).toBe(stock);

    const changed = await send(
      h,
      'POST',
      '/ms-orders/public/orders',
      { ...payload, utm_source: 'changed' },
      headers,
    );
    expect(changed.status).toBe(422);
    expect(await countOrders(h.db, h.demo.id)).toBe(before + 1);

    // Keys are scoped by company: sabor may use the same key for its own order.
    const sabor = await companyIdOf(h.db, 'sabor');
    const pastel = await menuProduct(h.db, sabor, 'Pastel de Carne');
    const other = await send(
      h,
      'POST',
      '/ms-orders/public/orders',
      orderPayload(sabor, 'TABLE', [combo(pastel)]),
      headers,
    );
    expect(other.status).toBe(201);
    expect((await json<Order>(other)).id).not.toBe(a.id);
  });

  it('lets a concurrent duplicate wait for the first answer instead of ordering twice', async () => {
    const lava = await menuProduct(h.db, h.demo.id, 'Chocolate Lava Cake');
    const before = await countOrders(h.db, h.demo.id);
    const body = JSON.stringify(orderPayload(h.demo.id, 'TABLE', [combo(lava)]));
    const url = `http://127.0.0.1:${port}${h.env.API_BASE}/ms-orders/public/orders`;
    const headers = {
      host: `demo.${BASE_HOST}:${port}`,
      'content-type': 'application/json',
      'idempotency-key': 'double-tap',
    };
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => fetch(url, { method: 'POST', headers, body })),
    );
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const ids = new Set((await Promise.all(responses.map((r) => json<Order>(r)))).map((o) => o.id));
    expect(ids.size).toBe(1);
    expect(await countOrders(h.db, h.demo.id)).toBe(before + 1);
  });

  it('replays a PATCH and a refusal under their keys', async () => {
    const lava = await menuProduct(h.db, h.demo.id, 'Chocolate Lava Cake');
    const order = await json<Order>(
      await send(
        h,
        'POST',
        '/ms-orders/public/orders',
        orderPayload(h.demo.id, 'TABLE', [combo(lava)]),
      ),
    );
    const path = `/ms-orders/public/companies/${h.demo.id}/orders/${order.id}`;
    const patch = { timezone: 'UTC', currency: 'USD', comment: 'first' };
    const key = { 'Idempotency-Key': 'patch-1' };
    const one = await send(h, 'PATCH', path, patch, key);
    const two = await send(h, 'PATCH', path, patch, key);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(await json<Order>(two)).toEqual(await json<Order>(one));
    const reused = await send(h, 'PATCH', path, { ...patch, comment: 'second' }, key);
    expect(reused.status).toBe(422);

    const unknown = orderPayload(h.demo.id, 'TABLE', [{ ...combo(lava), variant_id: 'nope' }]);
    const refusedKey = { 'Idempotency-Key': 'refused-1' };
    const r1 = await send(h, 'POST', '/ms-orders/public/orders', unknown, refusedKey);
    const r2 = await send(h, 'POST', '/ms-orders/public/orders', unknown, refusedKey);
    expect([r1.status, r2.status]).toEqual([422, 422]);
    expect(await r2.text()).toBe(await r1.text());
    const badKey = await send(h, 'POST', '/ms-orders/public/orders', unknown, {
      'Idempotency-Key': 'has space',
    });
    expect(badKey.status).toBe(400);
  });

  it('purges keys older than 48 hours in the maintenance run, keeping fresh ones', async () => {
    const old = new Date(Date.now() - 49 * 3_600_000).toISOString();
    await h.db
      .insertInto('idempotency_keys')
      .values({
        company_id: h.demo.id,
        key: 'ancient',
        request_hash: 'x',
        response_status: 201,
        response_body: '{}',
        created_at: old,
      })
      .execute();
    const lava = await menuProduct(h.db, h.demo.id, 'Chocolate Lava Cake');
    await send(
      h,
      'POST',
      '/ms-orders/public/orders',
      orderPayload(h.demo.id, 'TABLE', [combo(lava)]),
      {
        'Idempotency-Key': 'fresh-one',
      },
    );
    const result = await runMaintenance(h.db, new Date(), 120);
    expect(result.keys).toBeGreaterThanOrEqual(1);
    const keys = await h.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('company_id', '=', h.demo.id)
      .execute();
    expect(keys.map((k) => k.key)).not.toContain('ancient');
    expect(keys.map((k) => k.key)).toContain('fresh-one');
  });
});
