// Starts the real server (`server/index.ts`) as a child process on 127.0.0.1 with its own data
// directory, exactly as `npm start` would, and stops it. Used by the e2e global setup and by tests
// that need to kill and restart the server.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/ms-notifications/public/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not answer on port ${port} within ${timeoutMs} ms`);
}

export async function startServer(
  options: { port?: number; dataDir?: string; env?: Record<string, string> } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'comanda-e2e-'));
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      BASE_HOST: 'localhost',
      APP_ENV: 'test',
      DATABASE_URL: '',
      // The suites place hundreds of orders from 127.0.0.1, which production's limits (made for
      // one venue's wifi) would refuse; the login limit stays at production's 5, which
      // tests/e2e/kitchen.test.ts proves. The test runner plays the trusted proxy: each simulated
      // kitchen tablet is told apart by the X-Forwarded-For it sends (pages/kitchen.ts).
      TRUST_PROXY: '127.0.0.1,::1',
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      RATE_LIMIT_COMPANY_WRITES_PER_MINUTE: '100000',
      RATE_LIMIT_COUPON_TRIES_PER_MINUTE: '100000',
      RATE_LIMIT_ABUSE_REPORTS_PER_MINUTE: '100000',
      RATE_LIMIT_LOGIN_PER_MINUTE: '5',
      RATE_LIMIT_COMPANY_LOGIN_PER_MINUTE: '100000',
      RATE_LIMIT_GEOCODING_PER_MINUTE: '100000',
      RATE_LIMIT_COMPANY_GEOCODING_PER_MINUTE: '100000',
      RATE_LIMIT_STATUS_CHECKS_PER_MINUTE: '100000',
      // The maintenance job (drafts, payments' reconciliation, Pix expiry) runs every few seconds,
      // so a test that moves a payment's clock back sees the job act on it promptly.
      MAINTENANCE_INTERVAL_SECONDS: '2',
      // No test reaches the internet for map tiles: the e2e run passes its local tile server
      // (support/tiles.ts); any other server started here draws maps without tiles.
      MAP_TILE_URL: 'none',
      // alnakheel's real-world hours close it at night (Dubai time); the suites that order there
      // must not depend on the hour CI runs at.
      DEMO_HOURS: 'open',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    await waitForHealth(port, child, 240_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n--- server output ---\n${log}`);
  }
  const stop = async (): Promise<void> => {
    if (child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  return { port, dataDir, process: child, output: () => log, stop };
}

export function removeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}
