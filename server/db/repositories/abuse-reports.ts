// §7.1 site-abuse-report. The body is not given by the spec; these fields are our choice.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from '../json';
import type { Database } from '../schema';

export interface AbuseReportInput {
  company_id: string | null;
  reason: string;
  description: string | null;
  email: string | null;
  url: string | null;
}

export async function createAbuseReport(
  db: Kysely<Database>,
  input: AbuseReportInput,
): Promise<{ id: string }> {
  const id = randomUUID();
  await db
    .insertInto('abuse_reports')
    .values({
      id,
      company_id: input.company_id,
      reason: input.reason,
      description: input.description,
      email: input.email,
      url: input.url,
      created_at: nowIso(),
    })
    .execute();
  return { id };
}

export async function listAbuseReports(
  db: Kysely<Database>,
  companyId: string,
): Promise<(AbuseReportInput & { id: string; created_at: string })[]> {
  return db
    .selectFrom('abuse_reports')
    .selectAll()
    .where('company_id', '=', companyId)
    .orderBy('created_at')
    .execute();
}
