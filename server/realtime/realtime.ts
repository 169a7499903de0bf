// One instance's live machinery: the order event bus, the rate limits (server/http/rate-limit),
// the key of kitchen device cookies, the open sockets and the websocket upgrade. server/index.ts
// creates it, buildApp mounts its routes, and shutdown closes it (sockets first, then Redis).
import { createNodeWebSocket } from '@hono/node-ws';
import type { NodeWebSocket } from '@hono/node-ws';
import type { ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import type { Env } from '../env';
import { createRateLimits } from '../http/rate-limit/rate-limits';
import type { RateLimitEnv, RateLimits } from '../http/rate-limit/rate-limits';
import { deviceKey } from '../kitchen/device';
import { onOrderChanged } from '../orders/events';
import { onTabChanged } from '../tabs/payments/events';
import type { RouteDeps } from '../routes/deps';
import { DEFAULT_REDIS_PREFIX, createBus, publishTabChange } from './bus';
import type { OrderEventBus } from './bus';
import { dinerSocket } from './diner-socket';
import { kitchenSocket } from './kitchen-socket';
import { tabSocket } from './tab-socket';
import { CLOSE_GOING_AWAY } from './messages';
import { resolveSessionSecret } from './secret';
import { SocketRegistry } from './sockets';
import { configureLiveTokens } from './token';

/** Client frames are 'ping'; anything near this size is not one of ours. */
const MAX_CLIENT_FRAME_BYTES = 4096;

export interface Realtime {
  bus: OrderEventBus;
  /** Every public write's and the kitchen login's limits, shared through Redis when set. */
  limits: RateLimits;
  /** Signs kitchen device cookies; from SESSION_SECRET, so instances sharing it agree. */
  deviceKey: Buffer;
  sockets: SocketRegistry;
  /** Adds /ws, /ws/kitchen and /ws/tab to the app (buildApp calls it once). */
  mount(app: Hono, deps: RouteDeps): void;
  /** Lets the HTTP server hand websocket upgrades to the mounted app. */
  attach(server: ServerType): void;
  close(): Promise<void>;
}

export interface RealtimeOptions {
  /** Where a generated secret is kept when SESSION_SECRET is unset; omitted: per process. */
  secretFile?: string;
  /** Redis key and channel prefix (tests use a unique one). */
  redisPrefix?: string;
}

/** Limits left out of env get production's defaults (server/env.ts). */
export type RealtimeEnv = Pick<Env, 'REDIS_URL' | 'SESSION_SECRET'> & Partial<RateLimitEnv>;

export function createRealtime(env: RealtimeEnv, options: RealtimeOptions = {}): Realtime {
  const secret =
    env.SESSION_SECRET || options.secretFile
      ? resolveSessionSecret(env.SESSION_SECRET, options.secretFile ?? '')
      : null;
  if (secret) configureLiveTokens(secret);
  const prefix = options.redisPrefix ?? DEFAULT_REDIS_PREFIX;
  const bus = createBus(env, { redisPrefix: prefix });
  const limits = createRateLimits(env, { redisPrefix: prefix });
  const sockets = new SocketRegistry();
  let nodeWs: NodeWebSocket | null = null;

  const unhook = onOrderChanged((order, event_type) => {
    bus
      .publish({ event_type, company_id: order.company_id, order })
      .catch((error: unknown) =>
        console.error('[realtime] publishing an order event failed', error),
      );
    // A placed table round changes its table's tab too (issue [17/21]).
    if (order.service_type === 'TABLE' && order.table_id && order.placed_at)
      publishTabChange(bus, order.company_id, order.table_id, 'ROUND');
  });
  // A tab payment settled, failed or expired outside a request (issue [17/21]).
  const unhookTabs = onTabChanged((companyId, qrId, change) =>
    publishTabChange(bus, companyId, qrId, change),
  );

  return {
    bus,
    limits,
    deviceKey: deviceKey(secret),
    sockets,
    mount(app, deps) {
      if (nodeWs) throw new Error('createRealtime(): mount() is called once per app');
      nodeWs = createNodeWebSocket({ app });
      nodeWs.wss.options.maxPayload = MAX_CLIENT_FRAME_BYTES;
      const upgrade = nodeWs.upgradeWebSocket;
      app.get('/ws', ...dinerSocket(deps, bus, sockets, upgrade));
      app.get('/ws/kitchen', ...kitchenSocket(deps, bus, sockets, upgrade));
      app.get('/ws/tab', ...tabSocket(deps, bus, sockets, upgrade, limits));
    },
    attach(server) {
      if (!nodeWs) throw new Error('createRealtime(): attach() needs an app mounted first');
      nodeWs.injectWebSocket(server);
    },
    async close() {
      unhook();
      unhookTabs();
      sockets.closeAll(CLOSE_GOING_AWAY, 'Server shutting down');
      nodeWs?.wss.close();
      await Promise.allSettled([bus.close(), limits.close()]);
    },
  };
}
