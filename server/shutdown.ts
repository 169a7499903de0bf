// Stopping the server on SIGINT (Ctrl-C) or SIGTERM (a process manager, `kill`): stop accepting
// connections, let requests in flight finish for a few seconds, close the websockets with "going
// away" so the diners' pages and the kitchen reconnect to another instance, drop the keep-alive
// connections, release Redis and the database, and exit 0. Whatever still holds on after the
// grace period is cut; a second signal exits at once.
import type { Socket } from 'node:net';
import type { ServerType } from '@hono/node-server';

/** Requests in flight get this long before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 3_000;
/** Past this the process exits whatever is still closing (a hung database or Redis). */
export const SHUTDOWN_DEADLINE_MS = 8_000;
/** Keep-alive connections become idle as their last response ends: they are dropped this often. */
const IDLE_SWEEP_MS = 100;
/**
 * Ctrl-C in a terminal signals the whole process group, and `npm start` forwards its own copy:
 * the same keypress arrives twice within milliseconds. Only a later one is a second Ctrl-C.
 */
const SAME_SIGNAL_MS = 500;

export interface ShutdownParts {
  server: ServerType;
  /** Timers and background work to stop first. */
  stopWork: () => void;
  /** The websockets (closed with 1001 "going away") and the event bus and limits (Redis). */
  closeRealtime: () => Promise<void>;
  closeDatabase: () => Promise<void>;
  log?: (line: string) => void;
  exit?: (code: number) => void;
}

const SIGNAL_CODES: Partial<Record<NodeJS.Signals, number>> = { SIGINT: 130, SIGTERM: 143 };

/**
 * Every socket of the server, upgraded websockets included (the HTTP server forgets those, and
 * a client that never answers the close frame would hold the process for ws's 30 s).
 */
function trackSockets(server: ServerType): Set<Socket> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return sockets;
}

function closeIdle(server: ServerType): void {
  if ('closeIdleConnections' in server) server.closeIdleConnections();
}

/** Installs the SIGINT and SIGTERM handlers; returns the shutdown itself (tests, errors). */
export function handleShutdownSignals(parts: ShutdownParts): (reason: string) => Promise<void> {
  const log = parts.log ?? ((line: string) => console.log(line));
  const exit = parts.exit ?? ((code: number) => process.exit(code));
  const sockets = trackSockets(parts.server);
  let closingSince: number | null = null;

  const shutdown = async (reason: string): Promise<void> => {
    closingSince = Date.now();
    log(`${reason}: closing (press Ctrl-C again to stop at once)`);
    const deadline = setTimeout(() => {
      log(`Still closing after ${SHUTDOWN_DEADLINE_MS / 1000} s: exiting`);
      exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    parts.stopWork();
    const closed = new Promise<void>((done) => parts.server.close(() => done()));
    closeIdle(parts.server);
    const sweep = setInterval(() => closeIdle(parts.server), IDLE_SWEEP_MS);
    const realtime = parts
      .closeRealtime()
      .catch((error: unknown) => log(`[realtime] close failed: ${String(error)}`));
    let grace: NodeJS.Timeout | undefined;
    await Promise.race([
      closed,
      new Promise<void>((done) => {
        grace = setTimeout(done, SHUTDOWN_GRACE_MS);
      }),
    ]);
    clearTimeout(grace);
    clearInterval(sweep);
    for (const socket of sockets) socket.destroy();
    await Promise.all([closed, realtime]);
    try {
      await parts.closeDatabase();
    } catch (error) {
      log(`[database] close failed: ${String(error)}`);
      exit(1);
      return;
    }
    clearTimeout(deadline);
    log('Stopped.');
    exit(0);
  };

  const onSignal = (signal: NodeJS.Signals): void => {
    if (closingSince !== null) {
      if (Date.now() - closingSince < SAME_SIGNAL_MS) return;
      log(`${signal} again: stopping now`);
      exit(SIGNAL_CODES[signal] ?? 1);
      return;
    }
    void shutdown(`${signal} received`);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return shutdown;
}
