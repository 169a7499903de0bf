// Issue [14/21] "the money is always right", under crashes: the real server, in a child process,
// is killed with SIGKILL 10 times while diners pay by card and change their bill (a coupon, a
// tip) between the intent and the confirmation, some confirming without pressing pay first.
// Afterwards the reconciliation job runs to its end on the same database, as the restarted
// server's would, and: no order is marked paid for less than its bill, no money is kept without
// an order it paid in full, and nothing is left waiting.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { listPaymentsToReconcile } from '../../../server/db/repositories/payments';
import { loadEnv } from '../../../server/env';
import { createPaymentDeps } from '../../../server/payments/index';
import { reconcilePayments } from '../../../server/payments/reconcile';
import type { PaymentMethods } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { crashDist, useCrashServer } from './crash-server';
import { demoOrdering } from './demo-menu';
import { checkPayments } from './payment-ledger';
import { startPaymentWorkload } from './payment-workload';

const KILLS = 10;
const WORKERS = 4;
const LOAD_MS = { min: 400, max: 1_400 };
const SETTLE_MS = 2_000;
/** Writes, coupons and polls from one address: the limits are not what this test is about. */
const GENEROUS = '100000';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = ({ min, max }: { min: number; max: number }) => min + Math.random() * (max - min);

const distDir = crashDist();

describe.each(testDialects)('kill -9 while paying (%s)', (dialect) => {
  const crash = useCrashServer(dialect, distDir, {
    RATE_LIMIT_WRITES_PER_MINUTE: GENEROUS,
    RATE_LIMIT_COMPANY_WRITES_PER_MINUTE: GENEROUS,
    RATE_LIMIT_COUPON_TRIES_PER_MINUTE: GENEROUS,
    RATE_LIMIT_STATUS_CHECKS_PER_MINUTE: GENEROUS,
  });

  it('pays no order for less than its bill, keeps no money without an order, leaves none stuck', async () => {
    const { server: control, storage } = crash();
    const target = { port: control.port, host: `demo.localhost:${control.port}` };
    const demo = await demoOrdering(target);
    const methods = (await (
      await fetch(
        `http://127.0.0.1:${control.port}/api/ms-payments/public/companies/${demo.companyId}/payment-methods?service_type=table`,
        { headers: { host: target.host } },
      )
    ).json()) as PaymentMethods;
    const card = methods.table?.find((m) => m.code === 'card' && m.provider_id);
    if (!card) throw new Error('the demo has no online card method for table orders');
    const workload = startPaymentWorkload({
      target,
      demo,
      cardId: card.id,
      whenUp: () => control.whenUp(),
      workers: WORKERS,
      runTag: `pay${randomBytes(4).toString('hex')}`,
    });

    let kills = 0;
    try {
      while (kills < KILLS) {
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
    await control.kill();

    // The job, run to its end as the restarted server's would be over the next hours.
    const handle = await storage.open();
    try {
      const env = loadEnv({ APP_ENV: 'test', BASE_HOST: 'localhost' });
      const deps = createPaymentDeps({
        db: handle.db,
        env,
        dispatch: () => Promise.resolve(new Response(null, { status: 200 })),
      });
      const later = new Date(Date.now() + 2 * 3_600_000);
      for (let round = 0; round < 20; round += 1) {
        const due = await listPaymentsToReconcile(handle.db, later.toISOString(), 1);
        if (due.length === 0) break;
        await reconcilePayments(deps, later);
      }
      const ledger = await checkPayments(handle.db, demo.companyId);
      console.log(
        `[crash-pay ${dialect}] kills=${kills} orders=${workload.stats.orders} ` +
          `changed=${workload.stats.changed} raced=${workload.stats.raced} ` +
          `unstarted=${workload.stats.unstarted} ` +
          `confirmed=${workload.stats.confirmed} interrupted=${workload.stats.interrupted} ` +
          `paid=${ledger.counts.paid} refunded=${ledger.counts.refunded} ` +
          `voided=${ledger.counts.voided} intents=${ledger.counts.intents}`,
      );
      // The run must have cut requests off, paid orders and voided changed intents.
      expect(workload.stats.interrupted).toBeGreaterThan(0);
      expect(ledger.counts.paid).toBeGreaterThan(0);
      expect(workload.stats.changed).toBeGreaterThan(0);
      expect({
        underpaid: ledger.underpaid,
        keptWithoutOrder: ledger.keptWithoutOrder,
        stuck: ledger.stuck,
      }).toEqual({ underpaid: [], keptWithoutOrder: [], stuck: [] });
    } finally {
      await handle.close();
      await sleep(100);
    }
  }, 180_000);
});
