// The Redis tier, handled like PostgreSQL in helpers/databases.ts: probed once per file; when
// unreachable the Redis tests skip with a message, unless CI=true, where that is a failure.
import { randomBytes } from 'node:crypto';
import { Socket } from 'node:net';
import { Redis } from 'ioredis';

export const REDIS_HOST = process.env.REDIS_HOST ?? '127.0.0.1';
export const REDIS_PORT = Number(process.env.REDIS_PORT ?? 6379);
export const REDIS_URL = `redis://${REDIS_HOST}:${REDIS_PORT}`;

function reachable(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(REDIS_PORT, REDIS_HOST, () => done(true));
  });
}

async function detectRedis(): Promise<boolean> {
  if (await reachable()) return true;
  if (process.env.CI === 'true')
    throw new Error(`Redis is not reachable at ${REDIS_HOST}:${REDIS_PORT}, and CI requires it`);
  console.warn(`Redis is not reachable at ${REDIS_HOST}:${REDIS_PORT}: skipping the Redis tests`);
  return false;
}

export const redisAvailable: boolean = await detectRedis();

/** A key prefix no other run uses. */
export const uniquePrefix = (): string => `comanda-test-${randomBytes(6).toString('hex')}:`;

export function adminRedis(): Redis {
  return new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
}

/** Deletes every key under the prefix. */
export async function dropPrefix(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) await redis.del(...keys);
  } while (cursor !== '0');
}

/** Waits until `count` subscribers listen on the channel (SUBSCRIBE is asynchronous). */
export async function waitForSubscribers(
  redis: Redis,
  channel: string,
  count = 1,
  timeoutMs = 3000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reply = (await redis.pubsub('NUMSUB', channel)) as [string, number];
    if (Number(reply[1]) >= count) return;
    if (Date.now() > deadline) throw new Error(`no subscriber on ${channel}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
