// npm run company -- <list | add <token> <name> [--country US --language en --currency USD
//   --timezone America/New_York] | disable <token> | enable <token> |
//   set-staff-password <token> <password> | set-owner-password <token> <password> |
//   set-payment-provider <token> <kind> [key=value ...] |
//   add-payment-method <token> <service|all> <code> <kind> |
//   import-menu <token> <file> [--dry-run] | export-menu <token> <file>>
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { CliError, addCommand, listCommand, setEnabledCommand } from './company-commands';
import { cliConfig, openCliDatabase } from './config';
import type { CliConfig } from './config';
import { exportMenuCommand, importMenuCommand } from './menu-io';
import { setOwnerPasswordCommand } from './owner-password';
import { addPaymentMethodCommand, setPaymentProviderCommand } from './payment-provider';
import { setStaffPasswordCommand } from './staff-password';

const USAGE = `Usage: npm run company -- <command>
  list
  add <token> <name> [--country US] [--language en] [--currency USD] [--timezone America/New_York]
  disable <token>
  enable <token>
  set-staff-password <token> <password>
  set-owner-password <token> <password>
    The back office's login (/admin), apart from the kitchen's staff password.
  set-payment-provider <token> <kind> [key=value ...]
      stripe       publishable_key=pk_… secret_key=sk_… webhook_secret=whsec_…
      mercadopago  public_key=… access_token=… webhook_secret=…
      pix_static   pix_key=… merchant_name=… (at most 25 characters) merchant_city=… (at most 15)
      sandbox      [webhook_secret=…] (test cards only; a random secret when absent)
    Creates the company's provider of that kind or updates it (same id; keys not given keep
    their stored values). Secret values are stored, never printed.
  add-payment-method <token> <table|onsite|takeaway|delivery|all> <card|wallet|pix> <kind>
    Offers the method through the company's provider of that kind.
  import-menu <token> <file.csv|file.json> [--dry-run]
    Replaces the company's whole menu with the file's (docs/menu-format.md), all or nothing. An
    invalid file prints its problems and changes nothing. --dry-run only checks and summarises.
    Files over MENU_IMPORT_MAX_BYTES (default 2 MiB) are refused.
  export-menu <token> <file.csv|file.json>
    Writes the company's whole menu, hidden categories and products included.`;

async function run(db: Kysely<Database>, config: CliConfig, argv: string[]): Promise<string[]> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      country: { type: 'string' },
      language: { type: 'string' },
      currency: { type: 'string' },
      timezone: { type: 'string' },
      'dry-run': { type: 'boolean' },
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
    case 'set-owner-password': {
      const [token, password] = rest;
      if (token === undefined || password === undefined || rest.length !== 2)
        throw new CliError(USAGE);
      return [await setOwnerPasswordCommand(db, token, password)];
    }
    case 'set-payment-provider': {
      const [token, kind, ...pairs] = rest;
      if (token === undefined || kind === undefined) throw new CliError(USAGE);
      return setPaymentProviderCommand(db, config, token, kind, pairs);
    }
    case 'add-payment-method': {
      const [token, service, code, kind] = rest;
      if (token === undefined || service === undefined || code === undefined || kind === undefined)
        throw new CliError(USAGE);
      if (rest.length !== 4) throw new CliError(USAGE);
      return [await addPaymentMethodCommand(db, token, service, code, kind)];
    }
    case 'import-menu':
    case 'export-menu': {
      const [token, file] = rest;
      if (token === undefined || file === undefined || rest.length !== 2) throw new CliError(USAGE);
      if (command === 'export-menu') return [await exportMenuCommand(db, token, file)];
      return importMenuCommand(db, token, file, { dryRun: values['dry-run'] ?? false });
    }
    default:
      throw new CliError(USAGE);
  }
}

async function main(): Promise<void> {
  const config = cliConfig();
  const handle = await openCliDatabase(config);
  try {
    for (const line of await run(handle.db, config, process.argv.slice(2))) console.log(line);
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
