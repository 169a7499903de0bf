// `npm run company -- set-owner-password <token> <password>`: the back office's login
// (server/admin), apart from the kitchen's staff password, with the same length rules.
import type { Kysely } from 'kysely';
import { MAX_OWNER_PASSWORD, MIN_OWNER_PASSWORD, hashOwnerPassword } from '../admin/password';
import { findCompanyByToken } from '../db/repositories/companies';
import { setOwnerPasswordHash } from '../db/repositories/owner-sessions';
import type { Database } from '../db/schema';
import { CliError } from './company-commands';

export async function setOwnerPasswordCommand(
  db: Kysely<Database>,
  token: string,
  password: string,
): Promise<string> {
  if (password.length < MIN_OWNER_PASSWORD || password.length > MAX_OWNER_PASSWORD)
    throw new CliError(
      `The owner password must have ${MIN_OWNER_PASSWORD} to ${MAX_OWNER_PASSWORD} characters.`,
    );
  const company = await findCompanyByToken(db, token);
  if (!company) throw new CliError(`No company has the token '${token}'.`);
  await setOwnerPasswordHash(db, company.id, await hashOwnerPassword(password));
  return `Set the owner password of '${company.token}': the back office is at /admin on its storefront.`;
}
