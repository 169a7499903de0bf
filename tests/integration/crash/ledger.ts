// What the diners were told, set against what the database holds once the server is gone:
// no acknowledged order lost, none stored twice, and (SQLite) a file that passes its own check.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import type { KeyedRequest } from './requests';
import { orderIdOf } from './requests';
import type { Retried } from './retry-keys';
import type { LogicalOrder } from './workload';

export interface Acknowledged {
  /** Marker → order id, for every create answered 201 (during the run or on the last retry). */
  created: Map<string, string>;
  /** Markers whose placement was answered 200. */
  placed: Set<string>;
}

function lastAnswerOf(request: KeyedRequest | null, retried: ReadonlyMap<KeyedRequest, Retried>) {
  if (!request) return null;
  return request.answer ?? retried.get(request)?.answer ?? null;
}

export function acknowledged(
  orders: readonly LogicalOrder[],
  retried: ReadonlyMap<KeyedRequest, Retried>,
): Acknowledged {
  const created = new Map<string, string>();
  const placed = new Set<string>();
  for (const order of orders) {
    const create = lastAnswerOf(order.create, retried);
    const id = create?.status === 201 ? orderIdOf(create) : null;
    if (id !== null) created.set(order.marker, id);
    if (lastAnswerOf(order.place, retried)?.status === 200) placed.add(order.marker);
  }
  return { created, placed };
}

export interface LedgerProblems {
  lost: string[];
  duplicated: string[];
}

export async function compareWithDatabase(
  db: Kysely<Database>,
  companyId: string,
  runTag: string,
  orders: readonly LogicalOrder[],
  acks: Acknowledged,
): Promise<LedgerProblems> {
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'status', 'utm_campaign'])
    .where('company_id', '=', companyId)
    .where('utm_campaign', 'like', `${runTag}-%`)
    .execute();
  const byMarker = new Map<string, { id: string; status: string }[]>();
  for (const row of rows) {
    const list = byMarker.get(row.utm_campaign ?? '') ?? [];
    list.push({ id: row.id, status: row.status });
    byMarker.set(row.utm_campaign ?? '', list);
  }
  const lost: string[] = [];
  const duplicated: string[] = [];
  const known = new Set(orders.map((o) => o.marker));
  for (const marker of byMarker.keys())
    if (!known.has(marker)) duplicated.push(`${marker}: a row for no order the workload sent`);
  for (const order of orders) {
    const found = byMarker.get(order.marker) ?? [];
    if (found.length > 1) duplicated.push(`${order.marker}: ${found.length} rows`);
    const ackedId = acks.created.get(order.marker);
    if (ackedId !== undefined && !found.some((r) => r.id === ackedId))
      lost.push(`${order.marker}: order ${ackedId} was answered 201 but is not stored`);
    if (acks.placed.has(order.marker) && !found.some((r) => r.status !== 'INITIATED'))
      lost.push(`${order.marker}: placement was answered 200 but no row is placed`);
  }
  return { lost, duplicated };
}

export async function sqliteIntegrity(db: Kysely<Database>): Promise<string> {
  const result = await sql<{ integrity_check: string }>`PRAGMA integrity_check`.execute(db);
  return result.rows.map((r) => r.integrity_check).join('; ');
}
