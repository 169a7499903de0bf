// Create, edit and delete of a versioned row (a coupon, a loyalty reward) from the back office
// (issue [11/13]), as server/admin/categories.ts does for categories: one ownerWrite transaction
// (catalogue version bumped first, so the storefront revalidates at once), a compare-and-set on
// the row's version, 404 for a missing row or another company's, 409 edit_conflict with the row
// as it is now, and one audit entry `{entity}.{verb}`.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { auditWrite, editConflict, notFound, ownerWrite } from '../write';
import type { OwnerWrite } from '../write';

export interface RowStore<T extends { id: string; version: number }, I> {
  /** The audit entity and the name in messages: 'coupon', 'reward'. */
  entity: string;
  find: (db: Kysely<Database>, companyId: string, id: string) => Promise<T | undefined>;
  insert: (db: Kysely<Database>, companyId: string, input: I) => Promise<string>;
  update: (
    db: Kysely<Database>,
    companyId: string,
    id: string,
    version: number,
    input: I,
  ) => Promise<boolean>;
  remove: (
    db: Kysely<Database>,
    companyId: string,
    id: string,
    version: number,
  ) => Promise<boolean>;
  /** Throws a KitchenError to refuse the input (a duplicate code); `id` is the edited row. */
  check?: (db: Kysely<Database>, companyId: string, input: I, id?: string) => Promise<void>;
}

async function reread<T extends { id: string; version: number }, I>(
  trx: Kysely<Database>,
  store: RowStore<T, I>,
  companyId: string,
  id: string,
): Promise<T> {
  const row = await store.find(trx, companyId, id);
  if (!row) throw notFound(store.entity);
  return row;
}

/** The row at the expected version, else 404 (gone, or another company's) or 409 (changed). */
async function currentAt<T extends { id: string; version: number }, I>(
  trx: Kysely<Database>,
  store: RowStore<T, I>,
  companyId: string,
  id: string,
  version: number,
): Promise<T> {
  const row = await reread(trx, store, companyId, id);
  if (row.version !== version) throw editConflict(store.entity, row);
  return row;
}

async function lostRace<T extends { id: string; version: number }, I>(
  trx: Kysely<Database>,
  store: RowStore<T, I>,
  companyId: string,
  id: string,
): Promise<never> {
  const now = await store.find(trx, companyId, id);
  throw now ? editConflict(store.entity, now) : notFound(store.entity);
}

export function createRow<T extends { id: string; version: number }, I>(
  db: Kysely<Database>,
  owner: OwnerWrite,
  store: RowStore<T, I>,
  input: I,
): Promise<T> {
  const { companyId } = owner;
  return ownerWrite(db, companyId, async (trx) => {
    await store.check?.(trx, companyId, input);
    const id = await store.insert(trx, companyId, input);
    const created = await reread(trx, store, companyId, id);
    await auditWrite(trx, owner, store.entity, 'create', id, null, created);
    return created;
  });
}

export function updateRow<T extends { id: string; version: number }, I>(
  db: Kysely<Database>,
  owner: OwnerWrite,
  store: RowStore<T, I>,
  id: string,
  version: number,
  input: I,
): Promise<T> {
  const { companyId } = owner;
  return ownerWrite(db, companyId, async (trx) => {
    const before = await currentAt(trx, store, companyId, id, version);
    await store.check?.(trx, companyId, input, id);
    if (!(await store.update(trx, companyId, id, version, input)))
      return lostRace(trx, store, companyId, id);
    const after = await reread(trx, store, companyId, id);
    await auditWrite(trx, owner, store.entity, 'update', id, before, after);
    return after;
  });
}

export function deleteRow<T extends { id: string; version: number }, I>(
  db: Kysely<Database>,
  owner: OwnerWrite,
  store: RowStore<T, I>,
  id: string,
  version: number,
): Promise<T> {
  const { companyId } = owner;
  return ownerWrite(db, companyId, async (trx) => {
    const before = await currentAt(trx, store, companyId, id, version);
    if (!(await store.remove(trx, companyId, id, version)))
      return lostRace(trx, store, companyId, id);
    await auditWrite(trx, owner, store.entity, 'delete', id, before, null);
    return before;
  });
}
