// Which of the run's servers (global-setup.ts) this test file talks to. Files run two at a time,
// and each worker slot (VITEST_POOL_ID) has servers of its own, so files running side by side
// never meet each other's orders, carts or settings. Within a slot, the diners' tests share the
// first server; the back office's tests change companies' menus, hours, payment methods and
// landing, so they run against a second server with a database of their own, and a diner's test
// never meets a menu or a closed store another file left behind.
import { inject } from 'vitest';

let backOffice = false;

/** Called once at the top of a back office test file: its requests go to the second server. */
export function useBackOfficeServer(): void {
  backOffice = true;
}

/** This worker's slot, from 0: Vitest numbers the slots of a run from 1 (VITEST_POOL_ID). */
function slot(count: number): number {
  const pool = Number(process.env.VITEST_POOL_ID ?? '1');
  return (Number.isInteger(pool) && pool >= 1 ? pool - 1 : 0) % count;
}

function ofThisSlot<T>(values: readonly T[]): T {
  const value = values[slot(values.length)];
  if (value === undefined) throw new Error('the e2e global setup started no server');
  return value;
}

/** The port of this file's server on 127.0.0.1. */
export const serverPort = (): number =>
  ofThisSlot(backOffice ? inject('adminPorts') : inject('ports'));

/** The data directory of this slot's diners' server (its SQLite file is read by a few tests). */
export const serverDataDir = (): string => ofThisSlot(inject('dataDirs'));
