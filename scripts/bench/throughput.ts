// Bounded load on 127.0.0.1 against the real app on a real port: a fixed number of requests
// with fixed concurrency, so the figures are comparable from run to run.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'node:http';
import { serve } from '@hono/node-server';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { findCompanyByToken } from '../../server/db/repositories/companies';
import { loadEnv } from '../../server/env';
import { seedDemo } from '../../server/seed/index';

export interface ThroughputResult {
  label: string;
  count: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  bytesPerResponse: number;
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** One GET to 127.0.0.1 with an explicit Host (fetch may not set it); resolves to the body size. */
function get(port: number, path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, agent }, (res) => {
      let size = 0;
      res.on('data', (chunk: Buffer) => (size += chunk.length));
      res.on('end', () => resolve(size));
    });
    req.on('error', reject);
    req.end();
  });
}

async function measure(
  label: string,
  port: number,
  path: string,
  headers: Record<string, string>,
  count = 2000,
  concurrency = 16,
): Promise<ThroughputResult> {
  const latencies: number[] = [];
  let bytes = 0;
  let next = 0;
  const started = performance.now();
  const worker = async (): Promise<void> => {
    while (next < count) {
      next += 1;
      const t0 = performance.now();
      bytes = await get(port, path, headers);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return {
    label,
    count,
    requestsPerSecond: count / seconds,
    p50: at(0.5),
    p95: at(0.95),
    bytesPerResponse: bytes,
  };
}

export async function serverThroughput(distDir: string): Promise<ThroughputResult[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'comanda-bench-data-'));
  const handle = await openDatabase({ dataDir });
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db);
    const env = loadEnv({ BASE_HOST: 'localhost', APP_ENV: 'test', DATA_DIR: dataDir });
    const app = buildApp({
      db: handle.db,
      env,
      distDir,
      mediaDir: join(dataDir, 'media'),
      dialect: handle.dialect,
    });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const port = (server.address() as AddressInfo).port;
    try {
      const demo = await findCompanyByToken(handle.db, 'demo');
      const catalogue = `/api/ms-products/public/companies/${demo!.id}/categories`;
      const first = await fetch(`http://127.0.0.1:${port}${catalogue}`);
      const etag = first.headers.get('etag') ?? '';
      await first.arrayBuffer();
      const demoHost = { host: `demo.localhost:${port}` };
      return [
        await measure('catalogue (br, prepared bytes)', port, catalogue, {
          'accept-encoding': 'br',
        }),
        await measure('catalogue revalidation (304)', port, catalogue, { 'if-none-match': etag }),
        await measure('landing HTML (server-filled head)', port, '/', {
          ...demoHost,
          'accept-encoding': 'br',
        }),
      ];
    } finally {
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
