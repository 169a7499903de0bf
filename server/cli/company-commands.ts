// The commands behind `npm run company`, separate from argument parsing so tests can call them.
import type { Kysely } from 'kysely';
import { SERVICE_TYPES } from '../../src/domain/constants';
import type { ServiceKey } from '../../src/domain/types';
import { defaultCompanyInput, defaultEcommerceSettings } from '../db/defaults';
import type { NewCompanyOptions } from '../db/defaults';
import {
  createCompany,
  findCompanyByToken,
  listCompanies,
  setMenuEnabled,
} from '../db/repositories/companies';
import { saveEcommerceSettings } from '../db/repositories/ecommerce';
import { saveOrderSettings } from '../db/repositories/order-settings';
import { insertPaymentMethods } from '../db/repositories/payment-methods';
import type { Database } from '../db/schema';
import { isTimeZone } from '../../src/domain/time-zones';

/** Tokens become subdomains, so they must be valid DNS labels. */
export const TOKEN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export class CliError extends Error {}

export async function listCommand(db: Kysely<Database>): Promise<string[]> {
  const companies = await listCompanies(db);
  if (companies.length === 0)
    return ['No companies yet. Add one with: npm run company -- add <token> <name>'];
  return companies.map((c) => {
    const state = c.menu_enabled ? 'enabled ' : 'disabled';
    const domain = c.domain_url
      ? `  ${c.domain_url} (${c.domain_registration_status ?? 'no status'})`
      : '';
    return `${c.token.padEnd(20)} ${state}  ${c.name}${domain}`;
  });
}

/** A company with default settings, an empty menu and cash for every service type. */
export async function addCommand(
  db: Kysely<Database>,
  options: NewCompanyOptions,
): Promise<string> {
  const token = options.token.toLowerCase();
  if (!TOKEN_PATTERN.test(token)) {
    throw new CliError(
      `Invalid token '${options.token}': use lower-case letters, digits and hyphens (a DNS label).`,
    );
  }
  if (options.name.trim() === '') throw new CliError('The company name must not be empty.');
  if (options.currency !== undefined && !/^[A-Za-z]{3}$/.test(options.currency)) {
    throw new CliError(
      `Invalid currency '${options.currency}': use a three-letter ISO 4217 code such as USD.`,
    );
  }
  if (options.country !== undefined && !/^[A-Za-z]{2}$/.test(options.country)) {
    throw new CliError(
      `Invalid country '${options.country}': use a two-letter ISO 3166 code such as US.`,
    );
  }
  if (options.timezone !== undefined && !isTimeZone(options.timezone)) {
    throw new CliError(`Unknown time zone '${options.timezone}'.`);
  }
  if (await findCompanyByToken(db, token))
    throw new CliError(`A company with token '${token}' already exists.`);
  const company = await db.transaction().execute(async (trx) => {
    const created = await createCompany(trx, defaultCompanyInput({ ...options, token }));
    await saveEcommerceSettings(trx, created.id, defaultEcommerceSettings(created.name));
    await saveOrderSettings(trx, created.id, {});
    for (const type of SERVICE_TYPES) {
      const key = type.toLowerCase() as ServiceKey;
      await insertPaymentMethods(trx, created.id, key, [
        {
          code: 'cash',
          description: null,
          payment_code: null,
          payment_method_fee: 0,
          provider_id: null,
          provider_code: null,
        },
      ]);
    }
    return created;
  });
  return `Added '${company.token}' (${company.name}), id ${company.id}.`;
}

export async function setEnabledCommand(
  db: Kysely<Database>,
  token: string,
  enabled: boolean,
): Promise<string> {
  if (!(await setMenuEnabled(db, token, enabled)))
    throw new CliError(`No company has the token '${token}'.`);
  return `${enabled ? 'Enabled' : 'Disabled'} the menu of '${token.toLowerCase()}'.`;
}
