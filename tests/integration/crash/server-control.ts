// One real server (`server/index.ts` in a child process) that the crash test kills with SIGKILL
// and restarts on the same port, data directory and database. Clients wait on `whenUp()` while
// it is down, as a diner's outbox would wait for the network to come back.
import type { ChildProcess } from 'node:child_process';
import { startServer } from '../../e2e/support/server';
import type { RunningServer } from '../../e2e/support/server';

export interface ServerControl {
  readonly port: number;
  /** Resolves at once while the server is up, else when the next start answers its health check. */
  whenUp(): Promise<void>;
  /** SIGKILL, and wait until the process is gone. */
  kill(): Promise<void>;
  /** Starts it again on the same data; resolves with the milliseconds until it answered. */
  restart(): Promise<number>;
  readonly startsMs: readonly number[];
  output(): string;
}

export interface ServerSetup {
  port: number;
  dataDir: string;
  env: Record<string, string>;
}

function exited(child: ChildProcess): boolean {
  // A process killed by a signal keeps exitCode null and sets signalCode instead.
  return child.exitCode !== null || child.signalCode !== null;
}

export async function startControlled(setup: ServerSetup): Promise<ServerControl> {
  const startsMs: number[] = [];
  let log = '';
  let current: RunningServer | null = null;
  let up: Promise<void> = Promise.resolve();
  let markUp: () => void = () => undefined;

  const start = async (): Promise<number> => {
    const began = Date.now();
    current = await startServer({ port: setup.port, dataDir: setup.dataDir, env: setup.env });
    const ms = Date.now() - began;
    startsMs.push(ms);
    markUp();
    return ms;
  };

  await start();
  return {
    port: setup.port,
    startsMs,
    whenUp: () => up,
    output: () => log + (current?.output() ?? ''),
    kill: async () => {
      const running = current;
      if (!running) return;
      // Down before the signal, so a request failing because of it already waits for the restart.
      up = new Promise((resolve) => (markUp = resolve));
      current = null;
      const child = running.process;
      log += running.output() + '\n--- SIGKILL ---\n';
      if (exited(child)) return;
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGKILL');
      await gone;
    },
    restart: start,
  };
}
