// The company a public write is counted against: the one its route acts on, read from the one
// place the route names it (server/routes/public-writes.ts) and the way the route reads it: the
// path parameter and the first query value as Hono decodes them for readParams and readQuery,
// the body through validate.ts's readJsonObject (the parse step of readJsonBody), an address's
// client through the repository the address route asks. Any other place a request names a
// company (a second query value, a body field the route ignores, the host) changes nothing.
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { is } from 'superstruct';
import { companyOfClient } from '../../db/repositories/clients';
import type { Database } from '../../db/schema';
import type { CompanySource } from '../../routes/public-writes';
import { HttpError } from '../errors';
import { Id } from '../schemas';
import { readJsonObject } from '../validate';

/** Every write that names no valid company shares one count per address (the route refuses it). */
export const NO_COMPANY = '-';

/** A field of the JSON body; undefined when the body is not a JSON object (the route says 400). */
async function bodyField(c: Context, name: string): Promise<unknown> {
  try {
    return (await readJsonObject(c))[name];
  } catch (error) {
    if (error instanceof HttpError) return undefined;
    throw error;
  }
}

async function named(c: Context, source: CompanySource, db: Kysely<Database>): Promise<unknown> {
  switch (source) {
    case 'path':
      return c.req.param('companyId');
    case 'query':
      return c.req.query('company_id');
    case 'body':
      return bodyField(c, 'company_id');
    case 'client': {
      const clientId = await bodyField(c, 'client_id');
      return is(clientId, Id) ? companyOfClient(db, clientId) : undefined;
    }
  }
}

export async function companyOfWrite(
  c: Context,
  source: CompanySource,
  db: Kysely<Database>,
): Promise<string> {
  const company = await named(c, source, db);
  return is(company, Id) ? company : NO_COMPANY;
}
