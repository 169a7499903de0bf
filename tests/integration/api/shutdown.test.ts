// Issue [13/13] "Stopping `npm start` leaves `node server/index.ts` running and serving": the real
// server process (server/index.ts, server/shutdown.ts) stops on SIGTERM and SIGINT, closes the
// live sockets with 1001 "going away", cuts a connection that never finishes its request after
// the grace period, exits 0 and frees its port; a second Ctrl-C exits at once; and `npm start`,
// signalled as a terminal or a process manager would, leaves no server behind.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer, connect } from 'node:net';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STAMP_FILE } from '../../../server/build/staleness';
import { openDatabase, SQLITE_FILE_NAME } from '../../../server/db/connection';
import { configureLiveTokens, issueLiveToken } from '../../../server/realtime/token';
import { SHUTDOWN_GRACE_MS } from '../../../server/shutdown';
import { freePort, removeDataDir, startServer } from '../../e2e/support/server';
import type { RunningServer } from '../../e2e/support/server';
import { companyIdOf, insertTestOrder } from '../kitchen/support';
import { connected, openSocket } from '../realtime/sockets';

const ROOT = resolve(import.meta.dirname, '../../..');
const SECRET = 'shutdown-test-secret-0123456789abcdef';
/** Time for a process to start exiting and for the OS to reap it, on a loaded machine. */
const SLACK_MS = 2_500;
/** Each test starts a real server, which migrates and seeds its database first. */
const START_TIMEOUT_MS = 150_000;

/**
 * A storefront build the server takes as fresh (its stamp is dated a day ahead): these tests are
 * about the process, not the pages, and must not start a real build.
 */
function pinnedDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'comanda-shutdown-dist-'));
  writeFileSync(
    join(dir, 'index.html'),
    readFileSync(join(ROOT, 'tests/fixtures/index.html'), 'utf8'),
  );
  mkdirSync(join(dir, 'ssr'));
  writeFileSync(join(dir, 'ssr', 'entry-server.js'), 'export {};\n');
  const stamp = join(dir, STAMP_FILE);
  writeFileSync(stamp, new Date().toISOString());
  const later = new Date(Date.now() + 86_400_000);
  utimesSync(stamp, later, later);
  return dir;
}

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Milliseconds from `since` to the exit. */
  ms: number;
}

function exitOf(child: ChildProcess, since: () => number): Promise<Exit> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null)
      done({ code: child.exitCode, signal: child.signalCode, ms: 0 });
    child.once('exit', (code, signal) => done({ code, signal, ms: Date.now() - since() }));
  });
}

/** Whether nothing listens on the port any more, on IPv4 or IPv6 (the server binds '::'). */
function portFree(port: number, host: string): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, host, () => probe.close(() => done(true)));
  });
}

/** A connection that sends half a request and waits: the server cannot call it idle. */
function stuckRequest(port: number): Promise<Socket> {
  return new Promise((done, fail) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write('GET /api/ms-notifications/public/health HTTP/1.1\r\nHost: demo.localhost\r\n');
      done(socket);
    });
    socket.once('error', fail);
  });
}

/** One answered request on a keep-alive agent: its connection stays open, idle, afterwards. */
function keepAliveRequest(port: number, agent: Agent): Promise<number> {
  return new Promise((done, fail) => {
    const req = request(
      { host: '127.0.0.1', port, path: '/api/ms-notifications/public/health', agent },
      (res) => {
        res.resume();
        res.once('end', () => done(res.statusCode ?? 0));
      },
    );
    req.once('error', fail);
    req.end();
  });
}

/**
 * The processes this test started with that data directory: a server `npm start` failed to stop
 * must not outlive the test (Linux /proc; elsewhere there is nothing to find).
 */
function killLeftovers(dataDir: string): void {
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return;
  }
  for (const pid of pids) {
    try {
      const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      if (environ.includes(`DATA_DIR=${dataDir}`)) process.kill(Number(pid), 'SIGKILL');
    } catch {
      // gone, or not ours to read
    }
  }
}

describe('stopping the server', () => {
  const distDir = pinnedDist();
  const started: RunningServer[] = [];
  const dataDirs: string[] = [];

  afterAll(() => {
    for (const server of started) {
      if (server.process.exitCode === null && server.process.signalCode === null)
        server.process.kill('SIGKILL');
      removeDataDir(server.dataDir);
    }
    for (const dir of dataDirs) removeDataDir(dir);
    rmSync(distDir, { recursive: true, force: true });
  });

  async function start(): Promise<RunningServer> {
    const server = await startServer({ env: { DIST_DIR: distDir, SESSION_SECRET: SECRET } });
    started.push(server);
    return server;
  }

  it(
    'on SIGTERM: closes sockets with 1001, cuts an unfinished request, exits 0 and frees the port',
    async () => {
      const server = await start();
      const handle = await openDatabase({ sqliteFile: join(server.dataDir, SQLITE_FILE_NAME) });
      const demoId = await companyIdOf(handle.db, 'demo');
      const orderId = await insertTestOrder(handle.db, demoId);
      await handle.close();
      configureLiveTokens(SECRET);
      const token = issueLiveToken({ companyId: demoId, orderId });
      const live = await connected(
        openSocket(server.port, `/ws?authorization=${encodeURIComponent(token)}`, {
          host: `demo.localhost:${server.port}`,
        }),
      );
      const agent = new Agent({ keepAlive: true });
      expect(await keepAliveRequest(server.port, agent)).toBe(200);
      const stuck = await stuckRequest(server.port);

      let signalled = 0;
      const exit = exitOf(server.process, () => signalled);
      signalled = Date.now();
      server.process.kill('SIGTERM');
      const { code, signal, ms } = await exit;
      agent.destroy();
      stuck.destroy();

      expect({ code, signal }, server.output()).toEqual({ code: 0, signal: null });
      // The unfinished request holds it for the grace period, not longer (it used to wait 10 s).
      expect(ms).toBeLessThan(SHUTDOWN_GRACE_MS + SLACK_MS);
      expect(live.closed?.code).toBe(1001);
      expect(server.output()).toContain('SIGTERM received: closing');
      expect(server.output()).toContain('Stopped.');
      expect(await portFree(server.port, '127.0.0.1')).toBe(true);
      expect(await portFree(server.port, '::')).toBe(true);
    },
    START_TIMEOUT_MS,
  );

  it(
    'on SIGINT: exits 0 at once when nothing is in flight',
    async () => {
      const quiet = await start();
      let signalled = 0;
      const quietExit = exitOf(quiet.process, () => signalled);
      signalled = Date.now();
      quiet.process.kill('SIGINT');
      const first = await quietExit;
      expect({ code: first.code, signal: first.signal }, quiet.output()).toEqual({
        code: 0,
        signal: null,
      });
      expect(first.ms).toBeLessThan(SLACK_MS);
      expect(quiet.output()).toContain('Stopped.');
      expect(await portFree(quiet.port, '::')).toBe(true);
    },
    START_TIMEOUT_MS,
  );

  it(
    'a second Ctrl-C during the grace period stops at once',
    async () => {
      const busy = await start();
      const stuck = await stuckRequest(busy.port);
      let again = 0;
      const busyExit = exitOf(busy.process, () => again);
      busy.process.kill('SIGINT');
      // A person's second Ctrl-C, well after the first (the same keypress can arrive twice at once).
      await new Promise((wait) => setTimeout(wait, 800));
      expect(busy.process.exitCode, 'still in its grace period').toBeNull();
      again = Date.now();
      busy.process.kill('SIGINT');
      const second = await busyExit;
      stuck.destroy();
      expect({ code: second.code, signal: second.signal }, busy.output()).toEqual({
        code: 130,
        signal: null,
      });
      expect(second.ms).toBeLessThan(SLACK_MS);
      expect(busy.output()).toContain('SIGINT again: stopping now');
      expect(await portFree(busy.port, '::')).toBe(true);
    },
    START_TIMEOUT_MS,
  );

  it.each(['SIGTERM', 'SIGINT'] as const)(
    '`npm start` signalled with %s leaves no server running',
    async (signal) => {
      const port = await freePort();
      const dataDir = mkdtempSync(join(tmpdir(), 'comanda-npm-start-'));
      dataDirs.push(dataDir);
      // The same environment as startServer's, through npm and its script instead.
      const npm = spawn('npm', ['start'], {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          DIST_DIR: distDir,
          BASE_HOST: 'localhost',
          APP_ENV: 'test',
          DATABASE_URL: '',
          MAP_TILE_URL: 'none',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let log = '';
      npm.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
      npm.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
      try {
        const deadline = Date.now() + 120_000;
        while (!log.includes('Press Ctrl-C to stop.')) {
          if (npm.exitCode !== null || Date.now() > deadline) throw new Error(log);
          await new Promise((wait) => setTimeout(wait, 200));
        }
        // What the start-up prints: the addresses, and how to stop.
        expect(log).toContain(`Comanda is serving on http://localhost:${port}`);
        expect(log).not.toContain('Building the storefront');
        expect(await portFree(port, '::')).toBe(false);

        const exit = exitOf(npm, () => 0);
        // To npm only, as a process manager or `kill` does: npm passes it on to its script.
        npm.kill(signal);
        await exit;
        // Once npm is gone the server must be too: nothing answers and the port is free.
        await new Promise((wait) => setTimeout(wait, 300));
        expect(await portFree(port, '::'), log).toBe(true);
        expect(log).toContain(`${signal} received: closing`);
        expect(log).toContain('Stopped.');
      } finally {
        if (npm.exitCode === null) npm.kill('SIGKILL');
        killLeftovers(dataDir);
      }
    },
    START_TIMEOUT_MS,
  );
});
