// What every back-office write shares (docs/decisions.md "Editing the menu: versions and
// conflicts"): one transaction that first bumps the company's catalogue version, a compare-and-set
// on the edited row's version, a 409 edit_conflict carrying the row as it is now, and one audit
// entry in the owner's name, written in the same transaction as the change.
import type { Kysely } from 'kysely';
import { integer, min } from 'superstruct';
import { bumpCatalogVersion } from '../db/repositories/companies';
import type { Database } from '../db/schema';
import { KitchenError } from '../kitchen/errors';
import { recordAudit } from './audit';
import { actorOf } from './session';

export interface OwnerWrite {
  companyId: string;
  /** The owner session's hashed id (requireOwner). */
  sessionId: string;
}

/** A row version a client sends back: 1 or more. */
export const Version = min(integer(), 1);

/**
 * One back-office write: a transaction that first bumps the company's catalogue version. On
 * PostgreSQL that UPDATE locks the company's row until commit, so the company's back-office writes
 * run one after another even across instances (no two creations read the same last position or
 * both miss a duplicate name, no two moves deadlock); on SQLite the single connection already
 * serialises transactions. A refusal thrown inside rolls the bump back. The bump is also what
 * makes the storefront's caches (catalogue ETags, the service worker) revalidate at once.
 */
export function ownerWrite<T>(
  db: Kysely<Database>,
  companyId: string,
  write: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await bumpCatalogVersion(trx, companyId);
    return write(trx);
  });
}

/** The audit entry of one write, action `{entity}.{verb}`, in the owner's name. */
export function auditWrite(
  trx: Kysely<Database>,
  owner: OwnerWrite,
  entity: string,
  verb: string,
  id: string | null,
  before: unknown,
  after: unknown,
): Promise<string> {
  return recordAudit(trx, {
    companyId: owner.companyId,
    actor: actorOf(owner.sessionId),
    action: `${entity}.${verb}`,
    entity,
    entityId: id,
    before,
    after,
  });
}

/**
 * 409 edit_conflict with the row (or settings section) as it is now, for the back office to show:
 * someone else saved it since this owner loaded it. `what` names it in the message ('category').
 */
export const editConflict = (what: string, current: unknown): KitchenError =>
  new KitchenError(
    409,
    'edit_conflict',
    `Someone else changed this ${what} since you loaded it: review its current state and try again`,
    { current },
  );

/** 404 not_found naming what is missing ('Category not found'). */
export const notFound = (what: string): KitchenError =>
  new KitchenError(404, 'not_found', `${what[0]?.toUpperCase() ?? ''}${what.slice(1)} not found`);
