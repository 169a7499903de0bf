// One settings section of the back office (issue [11/13]): how it is read as the form shows it,
// what its PUT `value` must be (a schema from src/domain/settings-schemas.ts, the one the browser
// checks with) and how a valid value is written. The route (server/routes/admin/settings-service.ts)
// serves each with readSection and saveSection (../settings-write.ts), so every section has its
// own version, its 409 edit_conflict and its one audit entry `settings.{name}`.
import type { Kysely } from 'kysely';
import type { Struct } from 'superstruct';
import type { Database } from '../../db/schema';
import { readSection, saveSection } from '../settings-write';
import type { VersionedSection } from '../settings-write';
import type { OwnerWrite } from '../write';

/** What a section may need beyond the database: the platform's host (BASE_HOST). */
export interface SectionContext {
  platformHost: string;
}

export interface SettingsSection<Read, Value> {
  /** The URL segment, the settings_versions key and the audit verb ('hours'). */
  name: string;
  /** The PUT body: { version, value } with the section's value schema (sectionBody). */
  body: Struct<{ version: number; value: Value }, unknown>;
  /** Prepared before the transaction (e.g. a password hashed), so the company's lock is short. */
  prepare?: (value: Value) => Promise<Value>;
  read(db: Kysely<Database>, companyId: string, context: SectionContext): Promise<Read>;
  write(
    trx: Kysely<Database>,
    companyId: string,
    value: Value,
    context: SectionContext,
  ): Promise<void>;
}

export function getSettings<Read, Value>(
  db: Kysely<Database>,
  companyId: string,
  section: SettingsSection<Read, Value>,
  context: SectionContext,
): Promise<VersionedSection<Read>> {
  return readSection(db, companyId, section.name, (d) => section.read(d, companyId, context));
}

export async function putSettings<Read, Value>(
  db: Kysely<Database>,
  owner: OwnerWrite,
  section: SettingsSection<Read, Value>,
  input: { version: number; value: Value },
  context: SectionContext,
): Promise<VersionedSection<Read>> {
  const value = section.prepare ? await section.prepare(input.value) : input.value;
  const { companyId } = owner;
  return saveSection(db, owner, {
    section: section.name,
    expectedVersion: input.version,
    read: (trx) => section.read(trx, companyId, context),
    write: (trx) => section.write(trx, companyId, value, context),
  });
}
