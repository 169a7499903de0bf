// Scale-out (DESIGN.md): two server instances on one PostgreSQL database and one Redis. A
// kitchen status change made through instance A reaches a diner (and a kitchen board) connected
// to instance B.
import { tmpdir } from 'node:os';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { openDatabase } from '../../../server/db/connection';
import type { DbHandle } from '../../../server/db/connection';
import { loadEnv } from '../../../server/env';
import { ordersChannel } from '../../../server/realtime/redis-bus';
import { createRealtime } from '../../../server/realtime/realtime';
import { issueLiveToken } from '../../../server/realtime/token';
import { DEMO_STAFF_PASSWORD } from '../../../server/seed/index';
import type { Order } from '../../../src/domain/types';
import { createTestDatabase, postgresUrl, testDialects } from '../helpers/databases';
import type { TestDatabase } from '../helpers/databases';
import { BASE_HOST, FIXTURE_HTML } from '../api/harness';
import { companyIdOf, insertTestOrder } from '../kitchen/support';
import {
  adminRedis,
  dropPrefix,
  redisAvailable,
  REDIS_URL,
  uniquePrefix,
  waitForSubscribers,
} from './redis';
import { connected, httpJson, openSocket, serveApp } from './sockets';
import type { Served } from './sockets';

const canRun = redisAvailable && testDialects.includes('postgres');
if (!canRun && redisAvailable)
  console.warn('PostgreSQL is not reachable: skipping the two-instance Redis test');

describe.skipIf(!canRun)('two instances sharing PostgreSQL and Redis', () => {
  const prefix = uniquePrefix();
  const secret = 'two-instances-shared-secret-0123';
  const host = `demo.${BASE_HOST}`;
  let database: TestDatabase;
  let second: DbHandle;
  let admin: Redis;
  let a: Served;
  let b: Served;
  let demoId: string;

  beforeAll(async () => {
    admin = adminRedis();
    database = await createTestDatabase('postgres', { seed: true });
    second = await openDatabase({ databaseUrl: postgresUrl(database.name), dataDir: tmpdir() });
    const env = loadEnv({ APP_ENV: 'test', BASE_HOST, REDIS_URL, SESSION_SECRET: secret });
    const start = async (db: DbHandle) => {
      const realtime = createRealtime(env, { redisPrefix: prefix });
      const app = buildApp({
        db: db.db,
        env,
        realtime,
        indexHtml: FIXTURE_HTML,
        dialect: 'postgres',
      });
      return serveApp(app, realtime);
    };
    a = await start(database.handle);
    b = await start(second);
    demoId = await companyIdOf(database.handle.db, 'demo');
  });
  afterAll(async () => {
    await Promise.allSettled([a.close(), b.close()]);
    await second.close();
    await new Promise((done) => setTimeout(done, 100));
    await database.cleanup();
    await dropPrefix(admin, prefix);
    await admin.quit();
  });

  it('pushes a status change made on instance A to a diner on instance B', async () => {
    const orderId = await insertTestOrder(database.handle.db, demoId, { service_type: 'DELIVERY' });
    const token = issueLiveToken({ companyId: demoId, orderId });
    const diner = await connected(
      openSocket(b.port, `/ws?authorization=${encodeURIComponent(token)}`, { host }),
    );
    // The session opened through A is valid on B: both read the same kitchen_sessions.
    const login = await httpJson(
      a.port,
      'POST',
      '/api/kitchen/session',
      { host },
      {
        password: DEMO_STAFF_PASSWORD,
      },
    );
    expect(login.status).toBe(201);
    const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
    const board = await connected(openSocket(b.port, '/ws/kitchen', { host, cookie }));
    await waitForSubscribers(admin, ordersChannel(prefix, demoId));

    const patch = await httpJson(
      a.port,
      'PATCH',
      `/api/kitchen/orders/${orderId}`,
      { host, cookie },
      { status: 'PREPARING' },
    );
    expect(patch.status).toBe(200);

    const pushed = JSON.parse((await diner.next()) ?? 'null') as {
      event_type: string;
      order: Order;
    };
    expect(pushed.event_type).toBe('ORDER_UPDATED');
    expect(pushed.order).toMatchObject({ id: orderId, status: 'PREPARING', company_id: demoId });
    const onBoard = JSON.parse((await board.next()) ?? 'null') as { order: Order };
    expect(onBoard.order).toMatchObject({ id: orderId, status: 'PREPARING' });
    // Exactly once: A published it once, B delivered it once.
    expect(await diner.next(300)).toBeNull();

    diner.ws.send('ping');
    expect(await diner.next()).toBe('pong');
    diner.close();
    board.close();
  });

  it("pushes a table's tab change made on instance A to the table's phone on instance B (issue [17/21])", async () => {
    const db = database.handle.db;
    const qr = await db
      .selectFrom('qrs')
      .select('id')
      .where('company_id', '=', demoId)
      .where('ordering_type', '=', 'TABLE')
      .executeTakeFirstOrThrow();
    // An open tab without a code (the demo requires none).
    await db
      .insertInto('tabs')
      .values({
        id: `tab-two-instances`,
        company_id: demoId,
        qr_id: qr.id,
        open_qr_id: qr.id,
        status: 'open',
        public_id: '0123456789abcdef0123456789abcdef',
        code: null,
        opened_at: new Date().toISOString(),
        closed_at: null,
      })
      .execute();
    const phone = await connected(
      openSocket(b.port, `/ws/tab?company=${demoId}&qr=${qr.id}`, { host }),
    );
    await waitForSubscribers(admin, ordersChannel(prefix, demoId));
    const path = `/api/ms-orders/public/companies/${demoId}/qrs/${qr.id}/requests`;
    const sent = await httpJson(a.port, 'POST', path, { host }, { kind: 'waiter' });
    expect(sent.status).toBe(201);
    expect(JSON.parse((await phone.next()) ?? 'null')).toEqual({
      event_type: 'TAB_CHANGED',
      qr_id: qr.id,
      change: 'REQUEST',
    });
    expect(await phone.next(300)).toBeNull();
    phone.close();
  });
});
