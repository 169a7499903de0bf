// Starts Comanda: validated env → fresh build → database (migrated, demo-seeded when empty) → HTTP.
// Stops on SIGINT or SIGTERM (server/shutdown.ts).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { buildApp } from './app';
import { BuildError, ensureBuilt } from './build/ensure-built';
import { openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrate';
import { listCompanies } from './db/repositories/companies';
import { EnvError, loadEnv } from './env';
import type { Env } from './env';
import { startMaintenance } from './orders/maintenance';
import { createRealtime } from './realtime/realtime';
import { refreshDemoClock, seedDemo } from './seed/index';
import { createPaymentDeps } from './payments/index';
import { reconcilePayments } from './payments/reconcile';
import { sweepTabHolds } from './tabs/payments/holds';
import { writeDemoMedia } from './seed/media';
import { handleShutdownSignals } from './shutdown';
import { bareHost, hostPort } from './tenancy/host';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

function readEnv(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const env = readEnv();
  const distDir = resolve(ROOT, env.DIST_DIR);
  await ensureBuilt({ root: ROOT, distDir });
  const dataDir = resolve(env.DATA_DIR);
  const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
  await migrateToLatest(handle.db);
  if ((await listCompanies(handle.db)).length === 0) await seedDemo(handle.db);
  await writeDemoMedia(dataDir);
  // The demo's time-relative data (the closed-now taqueria, coupon windows) is re-anchored to the
  // current day at start and hourly, so a long-running demo keeps showing what it documents.
  // DEMO_HOURS=open opens the tenants with real-world hours all day (the e2e run uses it).
  await refreshDemoClock(handle.db, new Date(), env.DEMO_HOURS);
  const demoClock = setInterval(() => {
    refreshDemoClock(handle.db, new Date(), env.DEMO_HOURS).catch((error: unknown) =>
      console.error('[demo clock]', error),
    );
  }, 3_600_000);
  demoClock.unref();
  // The sandbox provider's webhooks go to this app (server/payments/sandbox/events.ts).
  let appFetch: ((request: Request) => Response | Promise<Response>) | null = null;
  const payments = createPaymentDeps({
    db: handle.db,
    env,
    dispatch: (request) =>
      appFetch ? Promise.resolve(appFetch(request)) : Promise.reject(new Error('not serving yet')),
  });
  // Abandoned drafts, expired idempotency keys, and the payments' reconciliation; every
  // instance may run it (maintenance.ts, server/payments/reconcile.ts).
  const stopMaintenance = startMaintenance(handle.db, {
    draftTtlMinutes: env.DRAFT_TTL_MINUTES,
    intervalSeconds: env.MAINTENANCE_INTERVAL_SECONDS,
    extra: async () => {
      const { changed, errors } = await reconcilePayments(payments);
      if (changed + errors > 0)
        console.log(`[payments] reconciled ${changed} payments, ${errors} checks failed`);
      // Waiting tab payments whose hold ran out give their share of the bill back (issue [17/21]).
      const expired = await sweepTabHolds(payments);
      if (expired > 0) console.log(`[tabs] ${expired} tab payment holds expired`);
    },
  });

  // A generated secret is kept in DATA_DIR so live tokens survive a restart; several instances
  // must share SESSION_SECRET instead.
  const realtime = createRealtime(env, { secretFile: resolve(dataDir, 'secret') });
  const app = buildApp({
    realtime,
    db: handle.db,
    env,
    distDir,
    mediaDir: resolve(dataDir, 'media'),
    dialect: handle.dialect,
    payments,
  });
  appFetch = (request) => app.fetch(request);
  // '::' accepts IPv4 too on dual-stack hosts, so http://{token}.localhost works whichever it resolves to.
  const companies = await listCompanies(handle.db);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: '::' }, () => {
    const host = bareHost(env.BASE_HOST);
    const port = hostPort(env.BASE_HOST) ?? String(env.PORT);
    const suffix = port === '80' ? '' : `:${port}`;
    console.log(`Comanda is serving on http://${host}${suffix}`);
    for (const company of companies)
      console.log(`  http://${company.token}.${host}${suffix}  ${company.name}`);
    console.log(`Database: ${handle.dialect}${handle.dialect === 'sqlite' ? ` (${dataDir})` : ''}`);
    console.log('Press Ctrl-C to stop.');
  });

  server.once('error', (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? `Port ${env.PORT} is already in use: set PORT to a free port.`
        : error.message,
    );
    void Promise.allSettled([realtime.close(), handle.close()]).finally(() => process.exit(1));
  });
  realtime.attach(server);
  handleShutdownSignals({
    server,
    stopWork: () => {
      clearInterval(demoClock);
      stopMaintenance();
    },
    closeRealtime: () => realtime.close(),
    closeDatabase: () => handle.close(),
  });
}

main().catch((error: unknown) => {
  // The build's own output, when it failed, is already printed above (ensure-built.ts).
  if (error instanceof BuildError) console.error(`Comanda failed to start: ${error.message}`);
  else console.error('Comanda failed to start:', error);
  process.exit(1);
});
