// Saving one section of a company's settings from the back office (issue [11/13]). Each section
// (hours, services, delivery …) has its own version in settings_versions, read as 0 until its
// first save, so two owners saving different sections never conflict and two saving the same one
// do: the second gets 409 edit_conflict with the section as it is now. The save runs in
// ownerWrite's transaction (catalogue version bumped, so the storefront revalidates at once) and
// records one audit entry `settings.{section}` with the section before and after.
import type { Kysely } from 'kysely';
import { integer, min } from 'superstruct';
import type { Database } from '../db/schema';
import { auditWrite, editConflict, ownerWrite } from './write';
import type { OwnerWrite } from './write';

/** The version a client sends back with a section: 0 for one never saved. */
export const SectionVersion = min(integer(), 0);

/** A section as the back office reads it: its value and the version to send back on save. */
export interface VersionedSection<T> {
  version: number;
  value: T;
}

/** The section's version now (0 when it was never saved). */
export async function sectionVersion(
  db: Kysely<Database>,
  companyId: string,
  section: string,
): Promise<number> {
  const row = await db
    .selectFrom('settings_versions')
    .select('version')
    .where('company_id', '=', companyId)
    .where('section', '=', section)
    .executeTakeFirst();
  return row ? Number(row.version) : 0;
}

/** Reads a section with its version, for GET routes. */
export async function readSection<T>(
  db: Kysely<Database>,
  companyId: string,
  section: string,
  read: (db: Kysely<Database>) => Promise<T>,
): Promise<VersionedSection<T>> {
  // The version first: a save landing in between makes the answer's version older than its
  // value, so the next save conflicts rather than silently overwrites.
  const version = await sectionVersion(db, companyId, section);
  return { version, value: await read(db) };
}

async function setVersion(
  trx: Kysely<Database>,
  companyId: string,
  section: string,
  expected: number,
): Promise<boolean> {
  if (expected === 0) {
    // The company's row is locked by ownerWrite's bump, so no other save of this company can
    // insert the same row between this check and the insert.
    const exists = await sectionVersion(trx, companyId, section);
    if (exists !== 0) return false;
    await trx
      .insertInto('settings_versions')
      .values({ company_id: companyId, section, version: 1 })
      .execute();
    return true;
  }
  const result = await trx
    .updateTable('settings_versions')
    .set({ version: expected + 1 })
    .where('company_id', '=', companyId)
    .where('section', '=', section)
    .where('version', '=', expected)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface SectionSave<T> {
  section: string;
  /** The version the owner loaded (0 for a section never saved). */
  expectedVersion: number;
  /** Reads the section as the back office shows it (before and after the write). */
  read: (trx: Kysely<Database>) => Promise<T>;
  /** Writes the new value; may throw a KitchenError to refuse (the whole save rolls back). */
  write: (trx: Kysely<Database>, before: T) => Promise<void>;
}

/** Saves a section if it is still at the expected version, else 409 edit_conflict. */
export function saveSection<T>(
  db: Kysely<Database>,
  owner: OwnerWrite,
  save: SectionSave<T>,
): Promise<VersionedSection<T>> {
  const { companyId } = owner;
  return ownerWrite(db, companyId, async (trx) => {
    const version = await sectionVersion(trx, companyId, save.section);
    const before = await save.read(trx);
    if (
      version !== save.expectedVersion ||
      !(await setVersion(trx, companyId, save.section, version))
    )
      throw editConflict('setting', { version, value: before });
    await save.write(trx, before);
    const after = await save.read(trx);
    await auditWrite(trx, owner, 'settings', save.section, null, before, after);
    return { version: version + 1, value: after };
  });
}
