// npm run company -- <list | add <token> <name> [--country US --language en --currency USD
//   --timezone America/New_York] | disable <token> | enable <token> |
//   set-staff-password <token> <password>>
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { CliError, addCommand, listCommand, setEnabledCommand } from './company-commands';
import { cliConfig, openCliDatabase } from './config';
import { setStaffPasswordCommand } from './staff-password';

const USAGE = `Usage: npm run company -- <command>
  list
  add <token> <name> [--country US] [--language en] [--currency USD] [--timezone America/New_York]
  disable <token>
  enable <token>
  set-staff-password <token> <password>`;

async function run(db: Kysely<Database>, argv: string[]): Promise<string[]> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      country: { type: 'string' },
      language: { type: 'string' },
      currency: { type: 'string' },
      timezone: { type: 'string' },
    },
  });
  const [command, ...rest] = positionals;
  switch (command) {
    case 'list':
      return listCommand(db);
    case 'add': {
      const [token, ...nameParts] = rest;
      if (token === undefined || nameParts.length === 0) throw new CliError(USAGE);
      return [await addCommand(db, { token, name: nameParts.join(' '), ...values })];
    }
    case 'disable':
    case 'enable': {
      const [token] = rest;
      if (token === undefined) throw new CliError(USAGE);
      return [await setEnabledCommand(db, token, command === 'enable')];
    }
    case 'set-staff-password': {
      const [token, password] = rest;
      if (token === undefined || password === undefined || rest.length !== 2)
        throw new CliError(USAGE);
      return [await setStaffPasswordCommand(db, token, password)];
    }
    default:
      throw new CliError(USAGE);
  }
}

async function main(): Promise<void> {
  const handle = await openCliDatabase(cliConfig());
  try {
    for (const line of await run(handle.db, process.argv.slice(2))) console.log(line);
  } catch (error) {
    if (!(error instanceof CliError) && !(error instanceof TypeError)) throw error;
    // parseArgs reports unknown options as TypeError; both are user mistakes, not crashes.
    console.error(error.message);
    process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

await main();
