// The back office's coupons and loyalty programme (issue [11/13]): coupons and rewards are rows
// with versions (a stale one is 409 edit_conflict with the row now; another company's is 404),
// the published-coupons window and the loyalty rules are settings sections; every write is
// audited, and the storefront's public answers (published coupons, apply-discount, loyalty
// settings) see it at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon, LoyaltySettings, Order } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { api, json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import { combo, menuProduct, orderPayload, send } from '../orders/support';
import { auditCount, brandCall, lastAudit } from './brand-support';
import { ownerLogin } from './support';

interface AdminCoupon extends Coupon {
  version: number;
}
interface Section<T> {
  version: number;
  value: T;
}
interface Coupons {
  coupons: AdminCoupon[];
  published: Section<{ active: boolean; start_date: string | null; end_date: string | null }>;
}
interface Reward {
  id: string;
  name: string;
  required_points: number;
  discount_type: 'percentage' | 'fixed';
  value: number;
  version: number;
}
interface Loyalty {
  rules: Section<{ active: boolean; points_per_unit: number }>;
  rewards: Reward[];
}
interface Conflict<T> extends ErrorBody {
  current?: T;
}

describe.each(testDialects)('admin coupons and loyalty (%s)', (dialect) => {
  let h: Harness;
  let cookie: string;
  let sabor: string;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    owner = cookie,
    token = 'demo',
  ) => brandCall(h, method, path, { cookie: owner, token, body });
  const coupon = (code: string) => ({
    code,
    discount_type: 'percentage',
    value: 15,
    min_amount: 0,
    usage_limit: 0,
    active: true,
    published: false,
    start_date: null,
    end_date: null,
  });

  beforeAll(async () => {
    h = await startHarness(dialect, {
      env: { RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_COMPANY_LOGIN_PER_MINUTE: '1000' },
    });
    cookie = await ownerLogin(h);
    sabor = await ownerLogin(h, 'sabor');
  });
  afterAll(async () => {
    await h.cleanup();
  });

  describe('coupons', () => {
    it('creates a coupon with a normalised code that the checkout accepts at once', async () => {
      const before = await auditCount(h, h.demo.id);
      const response = await call('POST', '/coupons', {
        ...coupon('  summer25 '),
        value: 25,
        published: true,
        start_date: '2020-01-01',
        end_date: '2099-12-31',
      });
      expect(response.status).toBe(201);
      const created = await json<AdminCoupon>(response);
      expect(created).toMatchObject({ code: 'SUMMER25', value: 25, version: 1, coupons_used: 0 });
      expect(await auditCount(h, h.demo.id)).toBe(before + 1);
      expect(await lastAudit(h, cookie)).toMatchObject({
        action: 'coupon.create',
        entity: 'coupon',
        entity_id: created.id,
      });
      const listed = await json<Coupons>(await call('GET', '/coupons'));
      expect(listed.coupons.find((c) => c.id === created.id)).toEqual(created);

      const published = await json<Coupon[]>(
        await h.app.request(api(h, `/ms-orders/public/companies/${h.demo.id}/coupons`)),
      );
      expect(published.some((c) => c.code === 'SUMMER25')).toBe(true);

      // Usable at checkout: apply-discount on a new order takes it, case-insensitively.
      const cake = await menuProduct(h.db, h.demo.id, 'Chocolate Lava Cake');
      const order = await json<Order>(
        await send(
          h,
          'POST',
          '/ms-orders/public/orders',
          orderPayload(h.demo.id, 'TABLE', [combo(cake, 2)]),
        ),
      );
      const applied = await send(
        h,
        'POST',
        `/ms-orders/public/companies/${h.demo.id}/apply-discount`,
        {
          order_id: order.id,
          coupon_code: 'summer25',
        },
      );
      expect(applied.status).toBe(200);
      expect((await json<Order>(applied)).discounts).toEqual([
        { modality: 'COUPON', description: 'SUMMER25', type: 'PERCENTAGE', value: 25 },
      ]);
    });

    it('refuses duplicate codes (any case) and bad fields, naming the field', async () => {
      await call('POST', '/coupons', coupon('TWIN'));
      const before = await auditCount(h, h.demo.id);
      const duplicate = await call('POST', '/coupons', coupon(' twin '));
      expect(duplicate.status).toBe(409);
      expect((await json<ErrorBody>(duplicate)).code).toBe('coupon_exists');
      const cases: [Record<string, unknown>, string][] = [
        [{ code: 'two words' }, 'code'],
        [{ code: '' }, 'code'],
        [{ code: 'X'.repeat(31) }, 'code'],
        [{ value: 0 }, 'value'],
        [{ value: 101 }, 'value'],
        [{ discount_type: 'fixed', value: 0 }, 'value'],
        [{ value: 12.5 }, 'value'],
        [{ discount_type: 'bogo' }, 'discount_type'],
        [{ min_amount: -1 }, 'min_amount'],
        [{ usage_limit: -2 }, 'usage_limit'],
        [{ start_date: '2026-02-30' }, 'start_date'],
        [{ start_date: '2026-05-02', end_date: '2026-05-01' }, 'end_date'],
        [{ company_id: 'sabor' }, 'company_id'],
      ];
      for (const [change, field] of cases) {
        const response = await call('POST', '/coupons', { ...coupon('OK1'), ...change });
        expect(response.status, JSON.stringify(change)).toBe(422);
        const body = await json<ErrorBody>(response);
        expect(body.code).toBe('invalid_body');
        expect(Object.keys(body.errors ?? {}), JSON.stringify(change)).toContain(field);
      }
      expect(await auditCount(h, h.demo.id)).toBe(before);
      // Another company may use the same code.
      expect((await call('POST', '/coupons', coupon('TWIN'), sabor, 'sabor')).status).toBe(201);
    });

    it('edits and deletes with the row version: one of two edits wins, the other gets 409', async () => {
      const created = await json<AdminCoupon>(await call('POST', '/coupons', coupon('EDITME')));
      const first = await call('PATCH', `/coupons/${created.id}`, {
        ...coupon('EDITME'),
        version: 1,
        discount_type: 'fixed',
        value: 500,
        min_amount: 2000,
        usage_limit: 10,
      });
      expect(first.status).toBe(200);
      const now = await json<AdminCoupon>(first);
      expect(now).toMatchObject({
        version: 2,
        discount_type: 'fixed',
        value: 500,
        min_amount: 2000,
      });
      expect(await lastAudit(h, cookie)).toMatchObject({
        action: 'coupon.update',
        before: { value: 15, version: 1 },
        after: { value: 500, version: 2 },
      });
      const second = await call('PATCH', `/coupons/${created.id}`, {
        ...coupon('EDITME'),
        version: 1,
      });
      expect(second.status).toBe(409);
      const conflict = await json<Conflict<AdminCoupon>>(second);
      expect(conflict.code).toBe('edit_conflict');
      expect(conflict.current).toEqual(now);
      // Renaming onto another coupon's code is refused; its own code is fine.
      const taken = await call('PATCH', `/coupons/${created.id}`, {
        ...coupon('twin'),
        version: 2,
      });
      expect(taken.status).toBe(409);
      expect((await json<ErrorBody>(taken)).code).toBe('coupon_exists');

      // Another company's coupon is not found here, for reading, editing or deleting.
      const theirs = await json<AdminCoupon>(
        await call('POST', '/coupons', coupon('THEIRS'), sabor, 'sabor'),
      );
      expect(
        (await call('PATCH', `/coupons/${theirs.id}`, { ...coupon('X'), version: 1 })).status,
      ).toBe(404);
      expect((await call('DELETE', `/coupons/${theirs.id}`, { version: 1 })).status).toBe(404);

      const staleDelete = await call('DELETE', `/coupons/${created.id}`, { version: 1 });
      expect(staleDelete.status).toBe(409);
      const deleted = await call('DELETE', `/coupons/${created.id}`, { version: 2 });
      expect(deleted.status).toBe(200);
      expect(await json(deleted)).toEqual({ id: created.id, deleted: true });
      expect(await lastAudit(h, cookie)).toMatchObject({ action: 'coupon.delete', after: null });
      expect((await call('DELETE', `/coupons/${created.id}`, { version: 2 })).status).toBe(404);
      expect((await call('DELETE', `/coupons/${created.id}`, {})).status).toBe(422);
    });

    it('saves the published-coupons window as a section of its own', async () => {
      const { published } = await json<Coupons>(await call('GET', '/coupons'));
      const value = { active: true, start_date: '2026-01-01', end_date: '2026-12-31' };
      const saved = await call('PUT', '/settings/coupon-published', {
        version: published.version,
        value,
      });
      expect(saved.status).toBe(200);
      expect(await json(saved)).toEqual({ version: published.version + 1, value });
      expect(await lastAudit(h, cookie)).toMatchObject({ action: 'settings.coupon_published' });
      const company = await json<{ coupon_published: unknown }>(
        await h.app.request(api(h, `/ms-companies/public/companies/${h.demo.id}`)),
      );
      expect(company.coupon_published).toEqual(value);
      const stale = await call('PUT', '/settings/coupon-published', {
        version: published.version,
        value,
      });
      expect(stale.status).toBe(409);
      const backwards = await call('PUT', '/settings/coupon-published', {
        version: published.version + 1,
        value: { active: true, start_date: '2026-05-02', end_date: '2026-05-01' },
      });
      expect(backwards.status).toBe(422);
      expect(Object.keys((await json<ErrorBody>(backwards)).errors ?? {})).toEqual([
        'value.end_date',
      ]);
    });
  });

  describe('loyalty', () => {
    it('saves the rules as a section, with conflicts and validation', async () => {
      const { rules } = await json<Loyalty>(await call('GET', '/loyalty'));
      const value = { active: true, points_per_unit: 3 };
      const saved = await call('PUT', '/settings/loyalty', { version: rules.version, value });
      expect(saved.status).toBe(200);
      expect(await json(saved)).toEqual({ version: rules.version + 1, value });
      expect(await lastAudit(h, cookie)).toMatchObject({ action: 'settings.loyalty' });
      const pub = await json<LoyaltySettings>(
        await h.app.request(api(h, `/ms-clients/public/companies/${h.demo.id}/loyalty-settings`)),
      );
      expect(pub.loyalty_program).toMatchObject({ active: true, points_per_unit: 3 });
      const stale = await call('PUT', '/settings/loyalty', { version: rules.version, value });
      expect(stale.status).toBe(409);
      expect((await json<Conflict<Section<typeof value>>>(stale)).current).toEqual({
        version: rules.version + 1,
        value,
      });
      for (const bad of [0, -1, 1.5, 10_001, '3'])
        expect(
          (
            await call('PUT', '/settings/loyalty', {
              version: rules.version + 1,
              value: { active: true, points_per_unit: bad },
            })
          ).status,
          String(bad),
        ).toBe(422);
    });

    it('creates, edits and deletes rewards with versions, scoped to the company', async () => {
      const response = await call('POST', '/loyalty/rewards', {
        name: '  Free dessert ',
        required_points: 120,
        discount_type: 'fixed',
        value: 800,
      });
      expect(response.status).toBe(201);
      const reward = await json<Reward>(response);
      expect(reward).toMatchObject({ name: 'Free dessert', required_points: 120, version: 1 });
      expect(await lastAudit(h, cookie)).toMatchObject({
        action: 'reward.create',
        entity_id: reward.id,
      });
      const pub = await json<LoyaltySettings>(
        await h.app.request(api(h, `/ms-clients/public/companies/${h.demo.id}/loyalty-settings`)),
      );
      expect(pub.loyalty_program.rewards.some((r) => r.id === reward.id)).toBe(true);

      for (const [body, field] of [
        [{ name: 'x', required_points: 0, discount_type: 'fixed', value: 1 }, 'required_points'],
        [{ name: '', required_points: 5, discount_type: 'fixed', value: 1 }, 'name'],
        [{ name: 'x', required_points: 5, discount_type: 'percentage', value: 150 }, 'value'],
        [{ name: 'x', required_points: 5, discount_type: 'cashback', value: 1 }, 'discount_type'],
      ] as const) {
        const bad = await call('POST', '/loyalty/rewards', body);
        expect(bad.status, field).toBe(422);
        expect(Object.keys((await json<ErrorBody>(bad)).errors ?? {})).toContain(field);
      }

      const edit = {
        name: 'Free cake',
        required_points: 150,
        discount_type: 'percentage',
        value: 50,
      };
      const updated = await call('PATCH', `/loyalty/rewards/${reward.id}`, { ...edit, version: 1 });
      expect(updated.status).toBe(200);
      const now = await json<Reward>(updated);
      expect(now).toMatchObject({ ...edit, version: 2 });
      expect(await lastAudit(h, cookie)).toMatchObject({ action: 'reward.update' });
      const stale = await call('PATCH', `/loyalty/rewards/${reward.id}`, { ...edit, version: 1 });
      expect(stale.status).toBe(409);
      expect((await json<Conflict<Reward>>(stale)).current).toEqual(now);

      const theirs = await json<Reward>(
        await call('POST', '/loyalty/rewards', { ...edit }, sabor, 'sabor'),
      );
      expect(
        (await call('PATCH', `/loyalty/rewards/${theirs.id}`, { ...edit, version: 1 })).status,
      ).toBe(404);
      expect((await call('DELETE', `/loyalty/rewards/${theirs.id}`, { version: 1 })).status).toBe(
        404,
      );

      expect((await call('DELETE', `/loyalty/rewards/${reward.id}`, { version: 2 })).status).toBe(
        200,
      );
      expect(await lastAudit(h, cookie)).toMatchObject({ action: 'reward.delete' });
      const after = await json<Loyalty>(await call('GET', '/loyalty'));
      expect(after.rewards.some((r) => r.id === reward.id)).toBe(false);
    });
  });
});

describe.each(testDialects)('admin brand settings refuse junk (%s)', (dialect) => {
  let h: Harness;
  let cookie: string;

  beforeAll(async () => {
    h = await startHarness(dialect, {
      env: { RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_COMPANY_LOGIN_PER_MINUTE: '1000' },
    });
    cookie = await ownerLogin(h);
  });
  afterAll(async () => {
    await h.cleanup();
  });

  it('answers every malformed body with a 4xx, never a 500', async () => {
    const routes: ['PUT' | 'POST' | 'PATCH' | 'DELETE', string][] = [
      ['PUT', '/settings/payments'],
      ['PUT', '/settings/landing'],
      ['PUT', '/settings/loyalty'],
      ['PUT', '/settings/coupon-published'],
      ['POST', '/coupons'],
      ['PATCH', '/coupons/some-id'],
      ['DELETE', '/coupons/some-id'],
      ['POST', '/loyalty/rewards'],
      ['PATCH', '/loyalty/rewards/some-id'],
      ['DELETE', '/loyalty/rewards/some-id'],
    ];
    const junk: unknown[] = [
      null,
      [],
      'text',
      42,
      {},
      { version: '1', value: {} },
      { version: 1e308, value: null },
      { version: 0, value: { table: 'x', onsite: [], takeaway: [], delivery: [] } },
      { version: 0, value: { layout: [], contents: {}, social: 1, logo_url: 5 } },
      { version: 1, code: 'A'.repeat(10_000), value: -1 },
      { version: 0, value: { active: 'yes', points_per_unit: Number.MAX_SAFE_INTEGER } },
    ];
    for (const [method, path] of routes)
      for (const body of junk) {
        const response = await brandCall(h, method, path, { cookie, body });
        expect(
          response.status,
          `${method} ${path} ${JSON.stringify(body).slice(0, 60)}`,
        ).toBeGreaterThanOrEqual(400);
        expect(
          response.status,
          `${method} ${path} ${JSON.stringify(body).slice(0, 60)}`,
        ).toBeLessThan(500);
      }
  });
});
