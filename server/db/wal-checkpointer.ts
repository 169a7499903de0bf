// SQLite's WAL checkpoints off the request thread (issue [12/13], order placements). In WAL mode
// a commit appends pages to the -wal file; every 1,000 pages SQLite copies them back into the
// database file and syncs both, inside whichever commit crossed the line. better-sqlite3 runs on
// the one thread that serves requests, so every ~50th placement stalled it for about 20 ms: more
// than half of all commit time. Here a worker thread holds its own connection and runs a PASSIVE
// checkpoint (it never blocks the writer nor waits for it) every `intervalMs`. The request
// connection keeps a higher automatic threshold as a safety net: under load that never pauses,
// or if the worker is gone, it still checkpoints by itself, and finds most frames already copied.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the worker checkpoints (ms). */
export const CHECKPOINT_INTERVAL_MS = 200;
/** The request connection's own threshold while a worker checkpoints (pages; SQLite's is 1,000). */
export const SAFETY_NET_PAGES = 4_000;
export const SQLITE_DEFAULT_AUTOCHECKPOINT = 1_000;

export interface WalCheckpointer {
  /** Stops the worker and closes its connection; the caller closes its own afterwards. */
  stop(): Promise<void>;
}

// Plain CommonJS so the worker needs no TypeScript loader; the driver is passed as a path.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
let db;
try {
  db = new Database(workerData.file);
} catch (error) {
  parentPort.postMessage({ fatal: String(error && error.message ? error.message : error) });
  process.exit(1);
}
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    parentPort.postMessage({ failed: String(error && error.message ? error.message : error) });
  }
}, workerData.intervalMs);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

/**
 * Starts checkpointing `file` from a worker thread. `onFailure` runs once if the worker cannot
 * open the database or dies: the caller then gives its connection SQLite's default back.
 */
export function startWalCheckpointer(
  file: string,
  onFailure: (reason: string) => void,
  intervalMs = CHECKPOINT_INTERVAL_MS,
): WalCheckpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { driver, file, intervalMs },
  });
  // Never what keeps a process alive: a script that forgets to close still exits.
  worker.unref();
  let stopping = false;
  let failed = false;
  const fail = (reason: string) => {
    if (failed || stopping) return;
    failed = true;
    onFailure(reason);
  };
  worker.on('message', (message: { failed?: string; fatal?: string }) => {
    if (message.fatal) fail(message.fatal);
    if (message.failed) console.error(`[db] background checkpoint failed: ${message.failed}`);
  });
  worker.on('error', (error: unknown) =>
    fail((error instanceof Error && error.message) || String(error)),
  );
  worker.on('exit', (code) => fail(`worker exited with code ${code}`));
  const exited = new Promise<void>((done) => worker.once('exit', () => done()));
  return {
    stop: async () => {
      if (stopping) return exited;
      stopping = true;
      // Held open until the worker has closed its connection.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
