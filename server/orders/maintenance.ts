// The periodic clean-up every instance runs (issue [7/13]). Abandoned drafts are deleted: a draft
// is a quote that holds nothing, so nothing needs giving back (docs/decisions.md). Idempotency
// keys older than 48 h go too. Safe with several instances on one PostgreSQL: each statement
// re-checks its conditions on the row it deletes, so a draft placed while the sweep runs stays,
// and two sweeps deleting the same rows simply find them gone.
import type { Kysely } from 'kysely';
import { purgeIdempotencyKeys } from '../db/repositories/idempotency';
import type { Database } from '../db/schema';
import { KEY_TTL_MS } from './idempotency';

const BATCH = 500;

/** Deletes drafts not changed for `ttlMinutes`; returns how many. Their lines cascade. */
export async function sweepDrafts(
  db: Kysely<Database>,
  now: Date,
  ttlMinutes: number,
): Promise<number> {
  const cutoff = new Date(now.getTime() - ttlMinutes * 60_000).toISOString();
  let swept = 0;
  for (;;) {
    const stale = await db
      .selectFrom('orders')
      .select('id')
      .where('status', '=', 'INITIATED')
      .where('placed_at', 'is', null)
      .where('updated_at', '<', cutoff)
      .limit(BATCH)
      .execute();
    if (stale.length === 0) break;
    const result = await db
      .deleteFrom('orders')
      .where(
        'id',
        'in',
        stale.map((r) => r.id),
      )
      // Re-checked on each row as it is deleted: a concurrent placement wins.
      .where('status', '=', 'INITIATED')
      .where('placed_at', 'is', null)
      .where('updated_at', '<', cutoff)
      .executeTakeFirst();
    swept += Number(result.numDeletedRows);
    if (stale.length < BATCH) break;
  }
  return swept;
}

export interface MaintenanceResult {
  drafts: number;
  keys: number;
}

export async function runMaintenance(
  db: Kysely<Database>,
  now: Date,
  draftTtlMinutes: number,
): Promise<MaintenanceResult> {
  const drafts = await sweepDrafts(db, now, draftTtlMinutes);
  const keys = await purgeIdempotencyKeys(db, new Date(now.getTime() - KEY_TTL_MS));
  return { drafts, keys };
}

/** Runs the job now and every `intervalSeconds`; returns the stop function. */
export function startMaintenance(
  db: Kysely<Database>,
  options: {
    draftTtlMinutes: number;
    intervalSeconds: number;
    /** The payments' reconciliation (server/payments/reconcile.ts), run on the same tick. */
    extra?: () => Promise<void>;
  },
): () => void {
  let running = false;
  const tick = (): void => {
    // A slow run is not stacked on by the next tick.
    if (running) return;
    running = true;
    runMaintenance(db, new Date(), options.draftTtlMinutes)
      .then(async ({ drafts, keys }) => {
        if (drafts + keys > 0)
          console.log(`[maintenance] removed ${drafts} abandoned drafts, ${keys} old keys`);
        await options.extra?.();
      })
      .catch((error: unknown) => console.error('[maintenance] failed', error))
      .finally(() => {
        running = false;
      });
  };
  tick();
  const timer = setInterval(tick, options.intervalSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
