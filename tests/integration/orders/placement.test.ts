// Issue [7/13] "a draft is not an order": drafts take no stock, quota, coupon use or points;
// placing takes them all together or none; the monthly count resets by itself in the company's
// timezone; the sweeper removes abandoned drafts, also with two instances at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCompany } from '../../../server/db/repositories/companies';
import { findCouponByCode } from '../../../server/db/repositories/coupons';
import { sweepDrafts } from '../../../server/orders/maintenance';
import { updateOrder } from '../../../server/orders/update-order';
import { usageMonth } from '../../../src/domain/plans';
import type { Order, Product } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import {
  cashOf,
  combo,
  companyIdOf,
  createDraft,
  menuProduct,
  orderPayload,
  placeDraft,
  placementBody,
  send,
} from './support';

describe.each(testDialects)('placement (%s)', (dialect) => {
  let h: Harness;
  let cakes: Product;
  let lava: Product;

  beforeAll(async () => {
    h = await startHarness(dialect);
    cakes = await menuProduct(h.db, h.demo.id, 'Crab Cakes');
    lava = await menuProduct(h.db, h.demo.id, 'Chocolate Lava Cake');
  });
  afterAll(() => h.cleanup());

  const stockOf = async (product: Product) =>
    (
      await h.db
        .selectFrom('product_variants')
        .select('stock')
        .where('id', '=', product.product_variants[0]!.id)
        .executeTakeFirstOrThrow()
    ).stock;
  const setStock = (product: Product, stock: number) =>
    h.db
      .updateTable('product_variants')
      .set({ stock })
      .where('id', '=', product.product_variants[0]!.id)
      .execute();
  const usedOf = async (code: string) =>
    (await findCouponByCode(h.db, h.demo.id, code))!.coupons_used;
  const usage = async () => (await getCompany(h.db, h.demo.id))!.order_limit_usage_count;
  const applyCoupon = (orderId: string, code: string) =>
    send(h, 'POST', `/ms-orders/public/companies/${h.demo.id}/apply-discount`, {
      order_id: orderId,
      coupon_code: code,
    });
  const limitCoupon = (code: string, usageLimit: number) =>
    h.db
      .updateTable('coupons')
      .set({ usage_limit: usageLimit, coupons_used: 0 })
      .where('company_id', '=', h.demo.id)
      .where('code', '=', code)
      .execute();
  const statusOf = async (orderId: string) =>
    (
      await h.db
        .selectFrom('orders')
        .select(['status', 'placed_at', 'placement'])
        .where('id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).status;

  it('a burst of unplaced drafts holds no stock, quota or coupon use', async () => {
    await setStock(cakes, 3);
    await limitCoupon('STAFF50', 2);
    const quotaBefore = await usage();
    const drafts: Order[] = [];
    for (let i = 0; i < 6; i += 1) {
      const draft = await createDraft(h, orderPayload(h.demo.id, 'TABLE', [combo(cakes)]));
      expect((await applyCoupon(draft.id, 'STAFF50')).status).toBe(200);
      drafts.push(draft);
    }
    expect(await stockOf(cakes)).toBe(3);
    expect(await usedOf('STAFF50')).toBe(0);
    expect(await usage()).toBe(quotaBefore);
    // The next diner still gets all of it.
    const diner = await createDraft(h, orderPayload(h.demo.id, 'TABLE', [combo(cakes, 3)]));
    expect((await applyCoupon(diner.id, 'STAFF50')).status).toBe(200);
    expect((await placeDraft(h, diner)).status).toBe(200);
    expect(await stockOf(cakes)).toBe(0);
    expect(await usedOf('STAFF50')).toBe(1);
    expect(await usage()).toBe(quotaBefore + 1);
  });

  it('takes everything or nothing: a refused placement leaves stock, quota and coupons as they were', async () => {
    await setStock(cakes, 10);
    await limitCoupon('STAFF50', 1);
    const first = await createDraft(h, orderPayload(h.demo.id, 'TABLE', [combo(lava)]));
    const second = await createDraft(
      h,
      orderPayload(h.demo.id, 'TABLE', [combo(cakes, 2), combo(lava)]),
    );
    for (const draft of [first, second])
      expect((await applyCoupon(draft.id, 'STAFF50')).status).toBe(200);
    expect((await placeDraft(h, first)).status).toBe(200);
    const cakesBefore = await stockOf(cakes);
    const lavaBefore = await stockOf(lava);
    const quotaBefore = await usage();
    // The coupon ran out between the draft and the tap: 409, and the stock the placement had
    // already taken for its lines is back.
    const refused = await placeDraft(h, second);
    expect(refused.status).toBe(409);
    expect((await json<ErrorBody>(refused)).code).toBe('coupon_used_up');
    expect(await stockOf(cakes)).toBe(cakesBefore);
    expect(await stockOf(lava)).toBe(lavaBefore);
    expect(await usage()).toBe(quotaBefore);
    expect(await usedOf('STAFF50')).toBe(1);
    expect(await statusOf(second.id)).toBe('INITIATED');
    // Placing the same order twice is refused; it took nothing the second time.
    const again = await placeDraft(h, first);
    expect(again.status).toBe(409);
    expect((await json<ErrorBody>(again)).code).toBe('order_already_placed');
    expect(await usage()).toBe(quotaBefore);
  });

  it('names every item that ran out between the draft and the placement', async () => {
    await setStock(cakes, 2);
    await setStock(lava, 5);
    const draft = await createDraft(
      h,
      orderPayload(h.demo.id, 'TABLE', [combo(cakes, 2), combo(lava, 3)]),
    );
    await setStock(cakes, 1);
    await setStock(lava, 0);
    const refused = await placeDraft(h, draft);
    expect(refused.status).toBe(409);
    const body = await json<ErrorBody>(refused);
    expect(body.code).toBe('out_of_stock');
    const byName = Object.fromEntries((body.items ?? []).map((i) => [i.name, i]));
    expect(byName['Crab Cakes']).toMatchObject({ requested: 2, available: 1 });
    expect(byName['Chocolate Lava Cake']).toMatchObject({ requested: 3, available: 0 });
    expect(await stockOf(cakes)).toBe(1);
    expect(await statusOf(draft.id)).toBe('INITIATED');
  });

  it('lets exactly K of N concurrent placements use a coupon limited to K', async () => {
    await setStock(lava, 100);
    await limitCoupon('STAFF50', 3);
    const drafts = await Promise.all(
      Array.from({ length: 10 }, () =>
        createDraft(h, orderPayload(h.demo.id, 'TABLE', [combo(lava)])),
      ),
    );
    for (const draft of drafts) expect((await applyCoupon(draft.id, 'STAFF50')).status).toBe(200);
    const stockBefore = await stockOf(lava);
    const responses = await Promise.all(drafts.map((d) => placeDraft(h, d)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    expect(await usedOf('STAFF50')).toBe(3);
    // Refused placements returned the units they had taken.
    expect(await stockOf(lava)).toBe(stockBefore - 3);
  });

  it('counts placed orders per calendar month in the company timezone, resetting by itself', async () => {
    const sabor = await companyIdOf(h.db, 'sabor');
    const zone = (await getCompany(h.db, sabor))!.timezone;
    const pastel = await menuProduct(h.db, sabor, 'Pastel de Carne');
    // 23:30 on 30 November in São Paulo is already 1 December in UTC.
    const lastEvening = new Date('2026-12-01T02:30:00Z');
    const firstMorning = new Date('2026-12-01T03:30:00Z');
    expect(usageMonth(lastEvening, zone)).toBe('2026-11');
    expect(usageMonth(firstMorning, zone)).toBe('2026-12');
    const cash = await cashOf(h, sabor, 'TABLE');
    const place = async (now: Date) => {
      const draft = await createDraft(h, orderPayload(sabor, 'TABLE', [combo(pastel)]));
      await h.db
        .transaction()
        .execute((trx) => updateOrder(trx, sabor, draft.id, placementBody(cash, draft, zone), now));
    };
    const november = async (now: Date) => (await getCompany(h.db, sabor, now))!;
    const before = (await november(lastEvening)).order_limit_usage_count;
    await place(lastEvening);
    await place(lastEvening);
    expect((await november(lastEvening)).order_limit_usage_count).toBe(before + 2);
    // An hour later it is December on the company's clock: the count starts again.
    expect((await november(firstMorning)).order_limit_usage_count).toBe(0);
    await place(firstMorning);
    expect((await november(firstMorning)).order_limit_usage_count).toBe(1);
    expect((await november(lastEvening)).order_limit_usage_count).toBe(before + 2);
  });

  it('sweeps drafts untouched for the TTL and nothing else, also from two instances at once', async () => {
    const now = new Date();
    const age = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
    const stale = await Promise.all(
      Array.from({ length: 12 }, () =>
        createDraft(h, orderPayload(h.demo.id, 'TABLE', [combo(lava)])),
      ),
    );
    const fresh = await createDraft(h, orderPayload(h.demo.id, 'TABLE', [combo(lava)]));
    const oldPlaced = await createDraft(h, orderPayload(h.demo.id, 'TABLE', [combo(lava)]));
    expect((await placeDraft(h, oldPlaced)).status).toBe(200);
    await h.db
      .updateTable('orders')
      .set({ updated_at: age(121), created_at: age(180) })
      .where(
        'id',
        'in',
        [...stale, oldPlaced].map((o) => o.id),
      )
      .execute();
    await h.db
      .updateTable('orders')
      .set({ updated_at: age(119) })
      .where('id', '=', fresh.id)
      .execute();
    const other = await h.openAnother();
    try {
      const sweeper = dialect === 'postgres' ? other.db : h.db;
      const [a, b] = await Promise.all([
        sweepDrafts(h.db, now, 120),
        sweepDrafts(sweeper, now, 120),
      ]);
      expect(a + b).toBe(12);
    } finally {
      await other.close();
    }
    const left = await h.db
      .selectFrom('orders')
      .select('id')
      .where(
        'id',
        'in',
        [...stale, fresh, oldPlaced].map((o) => o.id),
      )
      .execute();
    expect(left.map((r) => r.id).sort()).toEqual([fresh.id, oldPlaced.id].sort());
    const items = await h.db
      .selectFrom('order_items')
      .select('id')
      .where('order_id', '=', stale[0]!.id)
      .execute();
    expect(items).toHaveLength(0);
    // The swept draft's diner learns it is gone, with a code the storefront acts on.
    const late = await placeDraft(h, stale[0]!);
    expect(late.status).toBe(404);
    expect((await json<ErrorBody>(late)).code).toBe('order_not_found');
  });

  // Several instances share one PostgreSQL; SQLite serves a single process.
  if (dialect === 'postgres')
    it('never sweeps a draft placed while the sweep runs (two instances)', async () => {
      const other = await h.openAnother();
      try {
        const drafts = await Promise.all(
          Array.from({ length: 16 }, () =>
            createDraft(h, orderPayload(h.demo.id, 'TABLE', [combo(lava)])),
          ),
        );
        const old = new Date(Date.now() - 3 * 3_600_000).toISOString();
        await h.db
          .updateTable('orders')
          .set({ updated_at: old })
          .where(
            'id',
            'in',
            drafts.map((d) => d.id),
          )
          .execute();
        const placing = drafts.filter((_, i) => i % 2 === 0);
        const [responses, swept] = await Promise.all([
          Promise.all(placing.map((d) => placeDraft(h, d))),
          sweepDrafts(other.db, new Date(), 120),
        ]);
        const placed = placing.filter((_, i) => responses[i]!.status === 200);
        const rows = await h.db
          .selectFrom('orders')
          .select(['id', 'status'])
          .where(
            'id',
            'in',
            drafts.map((d) => d.id),
          )
          .execute();
        // Every acknowledged placement survived; every other draft is gone or still a draft.
        for (const order of placed)
          expect(rows.find((r) => r.id === order.id)?.status).toBe('PENDING');
        expect(rows.length + swept).toBe(16);
        expect(responses.every((r) => r.status === 200 || r.status === 404)).toBe(true);
      } finally {
        await other.close();
      }
    });
});
