// Issue [16/21] item 10: a diner's rating reaches the business. The back office lists the
// company's ratings with their average (owner only, this company's only), and the kitchen
// board's finished orders carry their rating.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { json, startHarness } from '../api/harness';
import type { Harness } from '../api/harness';
import { companyIdOf, insertTestOrder, kitchen, login } from '../kitchen/support';
import { send } from '../orders/support';
import { admin, ownerLogin } from './support';

interface Listed {
  average: number | null;
  count: number;
  ratings: { order_id: string; public_id: string; rating: number; comment: string | null }[];
}

describe.each(testDialects)('ratings for the business (%s)', (dialect) => {
  let h: Harness;
  let saborId: string;
  let owner: string;

  beforeAll(async () => {
    h = await startHarness(dialect, {
      env: { RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_COMPANY_LOGIN_PER_MINUTE: '1000' },
    });
    saborId = await companyIdOf(h.db, 'sabor');
    owner = await ownerLogin(h);
  });
  afterAll(async () => {
    await h.cleanup();
  });

  const rate = (companyId: string, orderId: string, rating: number, comment?: string) =>
    send(h, 'POST', `/ms-clients/public/companies/${companyId}/order-ratings`, {
      order_id: orderId,
      rating,
      ...(comment ? { comment } : {}),
    });

  it('lists none, with no average, before any rating', async () => {
    const answer = await admin(h, 'GET', '/ratings', { cookie: owner });
    expect(answer.status).toBe(200);
    expect(await json(answer)).toEqual({ average: null, count: 0, ratings: [] });
  });

  it("lists the company's ratings newest first with their average, and the board shows them", async () => {
    const first = await insertTestOrder(h.db, h.demo.id, { status: 'FINALIZED' });
    const second = await insertTestOrder(h.db, h.demo.id, { status: 'DELIVERED' });
    const foreign = await insertTestOrder(h.db, saborId, { status: 'FINALIZED' });
    expect((await rate(h.demo.id, first, 4, 'Great tacos')).status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await rate(h.demo.id, second, 5)).status).toBe(201);
    expect((await rate(saborId, foreign, 1, 'Cold')).status).toBe(201);

    const list = await json<Listed>(await admin(h, 'GET', '/ratings', { cookie: owner }));
    expect(list.count).toBe(2);
    expect(list.average).toBe(4.5);
    expect(list.ratings.map((r) => [r.order_id, r.rating, r.comment])).toEqual([
      [second, 5, null],
      [first, 4, 'Great tacos'],
    ]);
    expect(list.ratings.every((r) => /^\w+$/.test(r.public_id))).toBe(true);
    expect(JSON.stringify(list)).not.toContain('Cold');

    const limited = await json<Listed>(
      await admin(h, 'GET', '/ratings?limit=1', { cookie: owner }),
    );
    expect(limited.ratings.map((r) => r.order_id)).toEqual([second]);
    expect(limited.count).toBe(2);
    expect((await admin(h, 'GET', '/ratings?limit=0', { cookie: owner })).status).toBe(400);
    expect((await admin(h, 'GET', '/ratings?limit=x', { cookie: owner })).status).toBe(400);

    const board = await json<Order[]>(
      await kitchen(h, 'GET', '/orders', { cookie: await login(h) }),
    );
    expect(board.find((o) => o.id === first)?.rating).toEqual({
      rating: 4,
      comment: 'Great tacos',
    });
    expect(board.find((o) => o.id === second)?.rating).toEqual({ rating: 5, comment: null });
  });

  it("is the owner's only, and each owner sees their company's", async () => {
    expect((await admin(h, 'GET', '/ratings')).status).toBe(401);
    expect((await admin(h, 'GET', '/ratings', { cookie: await login(h) })).status).toBe(401);
    const sabor = await ownerLogin(h, 'sabor');
    const list = await json<Listed>(
      await admin(h, 'GET', '/ratings', { token: 'sabor', cookie: sabor }),
    );
    expect(list).toMatchObject({ average: 1, count: 1 });
    expect(list.ratings[0]?.comment).toBe('Cold');
    expect((await admin(h, 'GET', '/ratings', { token: 'sabor', cookie: owner })).status).toBe(401);
  });
});
