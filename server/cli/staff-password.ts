// `npm run company -- set-staff-password <token> <password>`: the kitchen login (server/kitchen).
import type { Kysely } from 'kysely';
import { findCompanyByToken, setStaffPasswordHash } from '../db/repositories/companies';
import type { Database } from '../db/schema';
import { MAX_STAFF_PASSWORD, MIN_STAFF_PASSWORD, hashStaffPassword } from '../kitchen/password';
import { CliError } from './company-commands';

export async function setStaffPasswordCommand(
  db: Kysely<Database>,
  token: string,
  password: string,
): Promise<string> {
  if (password.length < MIN_STAFF_PASSWORD || password.length > MAX_STAFF_PASSWORD)
    throw new CliError(
      `The staff password must have ${MIN_STAFF_PASSWORD} to ${MAX_STAFF_PASSWORD} characters.`,
    );
  const company = await findCompanyByToken(db, token);
  if (!company) throw new CliError(`No company has the token '${token}'.`);
  await setStaffPasswordHash(db, company.id, await hashStaffPassword(password));
  return `Set the staff password of '${company.token}': the kitchen is at /kitchen on its storefront.`;
}
