// How many e2e test files run side by side: 2 by default (CI has 2 cores, and much of a browser
// test is waiting), or E2E_WORKERS. Read by vitest.config.ts and by the global setup, which
// starts servers of their own for each worker slot (support/server-port.ts).
export const DEFAULT_E2E_WORKERS = 2;

export function e2eWorkers(env: NodeJS.ProcessEnv = process.env): number {
  const wanted = Number(env.E2E_WORKERS ?? DEFAULT_E2E_WORKERS);
  return Number.isInteger(wanted) && wanted >= 1 ? wanted : DEFAULT_E2E_WORKERS;
}
