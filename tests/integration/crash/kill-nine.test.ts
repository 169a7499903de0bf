// Issue 10 "Idempotency survives a crash": the real server, in a child process, is killed with
// SIGKILL at random moments while diners place orders with Idempotency-Keys and retry, and is
// restarted on the same data each time. Afterwards every acknowledged order is stored exactly
// once, and every key ever sent answers again, the same, within a few seconds.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/databases';
import { crashDist, useCrashServer } from './crash-server';
import { demoOrdering } from './demo-menu';
import { acknowledged, compareWithDatabase, sqliteIntegrity } from './ledger';
import { changedAnswers, explainStuck, retryEveryKey, sentRequests, stuckKeys } from './retry-keys';
import { startWorkload } from './workload';

const KILLS = 10;
/** On a slow machine the run stops killing once it has this many kills and KILL_BUDGET_MS is spent. */
const MIN_KILLS = 8;
const KILL_BUDGET_MS = 40_000;
const WORKERS = 6;
/** Load between a restart and the next kill: long enough for requests to be mid-flight. */
const LOAD_MS = { min: 300, max: 1_300 };
/** After the last restart, orders in flight get this long to finish before the workload stops. */
const SETTLE_MS = 1_500;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = ({ min, max }: { min: number; max: number }) => min + Math.random() * (max - min);

const distDir = crashDist();

const average = (values: readonly number[]) =>
  values.length === 0 ? 0 : Math.round(values.reduce((a, b) => a + b, 0) / values.length);

describe.each(testDialects)('kill -9 while ordering (%s)', (dialect) => {
  const crash = useCrashServer(dialect, distDir);

  it('keeps every acknowledged order exactly once and leaves no key stuck', async () => {
    const { server: control, storage: store } = crash();
    const began = Date.now();
    const target = { port: control.port, host: `demo.localhost:${control.port}` };
    const demo = await demoOrdering(target);
    const runTag = `crash${randomBytes(4).toString('hex')}`;
    const workload = startWorkload({
      target,
      demo,
      whenUp: () => control.whenUp(),
      workers: WORKERS,
      runTag,
    });

    let kills = 0;
    try {
      const budgetSpent = () => kills >= MIN_KILLS && Date.now() - began > KILL_BUDGET_MS;
      while (kills < KILLS && !budgetSpent()) {
        await sleep(between(LOAD_MS));
        await control.kill();
        kills += 1;
        await control.restart();
      }
      await sleep(SETTLE_MS);
    } finally {
      workload.stop();
      await workload.done;
    }

    const sent = sentRequests(workload.orders);
    const attempts = sent.reduce((n, r) => n + r.attempts, 0);
    const retried = await retryEveryKey(target, sent);
    await explainStuck(target, retried);
    // Stopped the way it crashed, so the database read below is what a crash leaves behind.
    await control.kill();
    const acks = acknowledged(workload.orders, retried);
    const handle = await store.open();
    const { ledger, integrity } = await (async () => {
      try {
        return {
          ledger: await compareWithDatabase(
            handle.db,
            demo.companyId,
            runTag,
            workload.orders,
            acks,
          ),
          integrity: dialect === 'sqlite' ? await sqliteIntegrity(handle.db) : 'not applicable',
        };
      } finally {
        await handle.close();
        // pg's pool closes its sockets just after end() resolves; the DROP must not race them.
        await sleep(100);
      }
    })();

    const stuck = stuckKeys(retried);
    const restarts = control.startsMs.slice(1);
    console.log(
      `[crash ${dialect}] kills=${kills} restart avg=${average(restarts)}ms ` +
        `max=${Math.max(...restarts)}ms logical=${sent.filter((r) => r.method === 'POST').length} ` +
        `created=${acks.created.size} placed=${acks.placed.size} keys=${sent.length} ` +
        `retries=${attempts - sent.length} interrupted=${workload.stats.interrupted} ` +
        `notYet=${workload.stats.notYet} stuck=${stuck.length} lost=${ledger.lost.length} ` +
        `duplicated=${ledger.duplicated.length} integrity=${integrity} ` +
        `elapsed=${Math.round((Date.now() - began) / 1000)}s`,
    );

    // The kills must have cut requests off, or this run proved nothing about crashes.
    expect(workload.stats.interrupted).toBeGreaterThan(0);
    expect(acks.placed.size).toBeGreaterThan(0);
    expect({
      stuck,
      changed: changedAnswers(retried),
      lost: ledger.lost,
      duplicated: ledger.duplicated,
      integrity,
    }).toEqual({
      stuck: [],
      changed: [],
      lost: [],
      duplicated: [],
      integrity: dialect === 'sqlite' ? 'ok' : 'not applicable',
    });
  }, 150_000);
});
