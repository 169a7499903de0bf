// `npm run company -- set-payment-provider <token> <kind> [key=value ...]` and
// `npm run company -- add-payment-method <token> <service|all> <code> <kind>` (issue [10/13]).
// A provider's secret keys are stored and never shown again: no answer of these commands, and no
// error message, carries a value given for a secret key.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ServiceKey } from '../../src/domain/types';
import { findCompanyByToken } from '../db/repositories/companies';
import {
  appendPaymentMethod,
  linkPaymentMethod,
  listPaymentMethods,
} from '../db/repositories/payment-methods';
import {
  insertPaymentProvider,
  listPaymentProviders,
  updatePaymentProvider,
} from '../db/repositories/payment-providers';
import type { ProviderConfig } from '../db/repositories/payment-providers';
import type { Database } from '../db/schema';
import { webhookPath } from '../payments/create-provider';
import type { PaymentMethodKind, ProviderKind } from '../payments/provider';
import { CliError } from './company-commands';

export const PROVIDER_KINDS: readonly ProviderKind[] = [
  'stripe',
  'mercadopago',
  'pix_static',
  'sandbox',
];
export const SERVICE_KEYS: readonly ServiceKey[] = ['table', 'onsite', 'takeaway', 'delivery'];
export const METHOD_CODES: readonly PaymentMethodKind[] = ['card', 'wallet', 'pix'];

interface KindSpec {
  /** What the browser may see. */
  public: readonly string[];
  /** Stored in secret_config, never answered nor printed. */
  secret: readonly string[];
  /**
   * Which method codes the storefront can pay through this provider: Stripe's Payment Element
   * takes cards and wallets; Mercado Pago's Pix shows its QR on tracking (its card Brick is not
   * shipped, docs/decisions.md).
   */
  methods: readonly PaymentMethodKind[];
}

const SPECS: Record<ProviderKind, KindSpec> = {
  stripe: {
    public: ['publishable_key'],
    secret: ['secret_key', 'webhook_secret'],
    methods: ['card', 'wallet'],
  },
  mercadopago: {
    public: ['public_key'],
    secret: ['access_token', 'webhook_secret'],
    methods: ['pix'],
  },
  pix_static: {
    public: ['pix_key', 'merchant_name', 'merchant_city'],
    secret: [],
    methods: ['pix'],
  },
  sandbox: { public: [], secret: ['webhook_secret'], methods: ['card', 'wallet'] },
};

// EMV® BR Code fields 59 and 60 (Banco Central do Brasil, "Manual de Padrões para Iniciação do
// Pix"); src/domain/pix-brcode.ts would cut longer values silently.
const MAX_MERCHANT_NAME = 25;
const MAX_MERCHANT_CITY = 15;
// Field 26-01 leaves 77 characters for the key.
const MAX_PIX_KEY = 77;
const PIX_KEY_FORMS = [
  /^[^\s@]+@[^\s@]+\.[^\s@]+$/, // e-mail
  /^\d{11}$/, // CPF, digits only
  /^\d{14}$/, // CNPJ, digits only
  /^\+55\d{10,11}$/, // phone, +55 and the number
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, // random key (EVP)
];

/** Names may have spaces; keys and tokens may not. */
const SPACED_KEYS = ['merchant_name', 'merchant_city'];

export interface CommandContext {
  /** API_BASE, e.g. '/api'. */
  apiBase: string;
  /** BASE_HOST: storefronts live at {token}.{baseHost}. */
  baseHost: string;
}

function isKind(kind: string): kind is ProviderKind {
  return (PROVIDER_KINDS as readonly string[]).includes(kind);
}

function kindOf(kind: string): ProviderKind {
  if (!isKind(kind))
    throw new CliError(`Unknown provider kind '${kind}': use one of ${PROVIDER_KINDS.join(', ')}.`);
  return kind;
}

async function companyOf(db: Kysely<Database>, token: string) {
  const company = await findCompanyByToken(db, token);
  if (!company) throw new CliError(`No company has the token '${token}'.`);
  return company;
}

/** key=value arguments; a value is never echoed (it may be a secret). */
function parsePairs(kind: ProviderKind, pairs: readonly string[]): Map<string, string> {
  const spec = SPECS[kind];
  const known = [...spec.public, ...spec.secret];
  const values = new Map<string, string>();
  for (const pair of pairs) {
    const at = pair.indexOf('=');
    const key = at < 0 ? '' : pair.slice(0, at);
    if (!/^[a-z_]{1,40}$/.test(key)) {
      // Not echoed: a value typed without its key may be a secret.
      throw new CliError(
        `Expected key=value arguments; ${kind} takes: ${known.join(', ') || 'no keys'}.`,
      );
    }
    if (!known.includes(key)) {
      throw new CliError(
        `Unknown key '${key}' for ${kind}: use ${known.length > 0 ? known.join(', ') : 'no keys'}.`,
      );
    }
    if (values.has(key)) throw new CliError(`The key '${key}' is given twice.`);
    const value = pair.slice(at + 1).trim();
    if (value === '') throw new CliError(`The value of '${key}' is empty.`);
    if (!SPACED_KEYS.includes(key) && /\s/.test(value))
      throw new CliError(`The value of '${key}' must not contain spaces.`);
    values.set(key, value);
  }
  return values;
}

/** Format checks; messages name the key, never its value. */
function validate(kind: ProviderKind, config: ProviderConfig): void {
  const value = (key: string) => config[key] ?? '';
  const prefixed = (key: string, prefixes: string[]) => {
    if (!prefixes.some((p) => value(key).startsWith(p)))
      throw new CliError(`'${key}' must start with ${prefixes.join(' or ')}.`);
  };
  switch (kind) {
    case 'stripe':
      // A secret key in the publishable slot would be answered to every browser: refuse it.
      prefixed('publishable_key', ['pk_']);
      prefixed('secret_key', ['sk_', 'rk_']);
      prefixed('webhook_secret', ['whsec_']);
      return;
    case 'mercadopago':
      if (value('public_key') === value('access_token'))
        throw new CliError("'public_key' and 'access_token' must differ.");
      return;
    case 'pix_static': {
      const key = value('pix_key');
      if (key.length > MAX_PIX_KEY || !PIX_KEY_FORMS.some((form) => form.test(key)))
        throw new CliError(
          "'pix_key' must be an e-mail, a CPF (11 digits) or CNPJ (14 digits) without " +
            'punctuation, a phone as +55 and the number, or a random key (UUID).',
        );
      checkPixText('merchant_name', value('merchant_name'), MAX_MERCHANT_NAME);
      checkPixText('merchant_city', value('merchant_city'), MAX_MERCHANT_CITY);
      return;
    }
    case 'sandbox':
      return;
  }
}

function checkPixText(key: string, text: string, max: number): void {
  const ascii = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (ascii === '')
    throw new CliError(
      `'${key}' must have letters or digits (accents are dropped in the Pix code).`,
    );
  if (text.trim().length > max)
    throw new CliError(`'${key}' has at most ${max} characters in a Pix code (EMV BR Code).`);
}

/**
 * Creates the company's provider of `kind`, or updates the one it has (same id, so the methods
 * linked to it keep working; keys not given keep their stored values). A sandbox without a
 * webhook_secret gets a random one.
 */
export async function setPaymentProviderCommand(
  db: Kysely<Database>,
  context: CommandContext,
  token: string,
  kindText: string,
  pairs: readonly string[],
): Promise<string[]> {
  const kind = kindOf(kindText);
  const given = parsePairs(kind, pairs);
  const company = await companyOf(db, token);
  const spec = SPECS[kind];
  const existing = (await listPaymentProviders(db, company.id)).find((p) => p.kind === kind);
  const pick = (keys: readonly string[], stored: ProviderConfig): ProviderConfig =>
    Object.fromEntries(
      keys.flatMap((key) => {
        const value = given.get(key) ?? stored[key];
        return value === undefined ? [] : [[key, value]];
      }),
    );
  const publicConfig = pick(spec.public, existing?.publicConfig ?? {});
  const secretConfig = pick(spec.secret, existing?.secretConfig ?? {});
  if (kind === 'sandbox' && !secretConfig.webhook_secret)
    secretConfig.webhook_secret = randomBytes(32).toString('hex');
  const missing = [...spec.public, ...spec.secret].filter(
    (key) => !(publicConfig[key] ?? secretConfig[key]),
  );
  if (missing.length > 0)
    throw new CliError(`Missing for ${kind}: ${missing.map((k) => `${k}=…`).join(' ')}.`);
  validate(kind, { ...publicConfig, ...secretConfig });

  let id: string;
  if (existing) {
    id = existing.id;
    await updatePaymentProvider(db, company.id, id, { publicConfig, secretConfig });
  } else {
    id = await insertPaymentProvider(db, company.id, { kind, publicConfig, secretConfig });
  }
  const stored = spec.secret.length > 0 ? ` (${spec.secret.join(', ')} stored)` : '';
  const lines = [
    `${kind} provider ${id} ${existing ? 'updated' : 'set'} for ${company.token}${stored}.`,
  ];
  const url = `https://${company.token}.${context.baseHost}${context.apiBase}${webhookPath(id)}`;
  switch (kind) {
    case 'stripe':
      lines.push(
        `Webhook endpoint for the Stripe dashboard: ${url}`,
        '  events: payment_intent.succeeded, payment_intent.payment_failed, ' +
          'payment_intent.canceled, charge.refunded',
      );
      break;
    case 'mercadopago':
      lines.push(`Webhook URL for Mercado Pago (topic: Payments): ${url}`);
      break;
    case 'sandbox':
      lines.push(
        `Webhook URL: ${context.apiBase}${webhookPath(id)} (the sandbox delivers to this server itself).`,
      );
      break;
    case 'pix_static':
      lines.push('A static Pix sends no webhooks: the staff confirm payments from /kitchen.');
      break;
  }
  lines.push(
    `Offer it with: npm run company -- add-payment-method ${company.token} all ` +
      `<${spec.methods.join('|')}> ${kind}`,
  );
  return lines;
}

/**
 * Links a method `code` of one service type (or all four) to the company's provider of `kind`.
 * A method of that code already there is relinked (same id and place); otherwise one is added
 * after the existing methods.
 */
export async function addPaymentMethodCommand(
  db: Kysely<Database>,
  token: string,
  serviceText: string,
  code: string,
  kindText: string,
): Promise<string> {
  const service = serviceText.toLowerCase();
  const keys = service === 'all' ? SERVICE_KEYS : SERVICE_KEYS.filter((key) => key === service);
  if (keys.length === 0)
    throw new CliError(`Unknown service '${serviceText}': use ${SERVICE_KEYS.join(', ')} or all.`);
  if (!(METHOD_CODES as readonly string[]).includes(code))
    throw new CliError(`Unknown method '${code}': use ${METHOD_CODES.join(', ')}.`);
  const kind = kindOf(kindText);
  if (!(SPECS[kind].methods as readonly string[]).includes(code))
    throw new CliError(`A ${kind} provider takes ${SPECS[kind].methods.join(', ')}, not ${code}.`);
  const company = await companyOf(db, token);
  const providers = await listPaymentProviders(db, company.id);
  const provider =
    providers.find((p) => p.kind === kind && p.active) ?? providers.find((p) => p.kind === kind);
  if (!provider)
    throw new CliError(
      `${company.token} has no ${kind} provider: set one first with ` +
        `npm run company -- set-payment-provider ${company.token} ${kind} …`,
    );
  const link = { provider_id: provider.id, provider_code: kind };
  const added: string[] = [];
  const relinked: string[] = [];
  await db.transaction().execute(async (trx) => {
    const methods = await listPaymentMethods(trx, company.id);
    for (const key of keys) {
      const same = methods[key]?.find((m) => m.code === code);
      if (same) {
        await linkPaymentMethod(trx, company.id, same.id, link);
        relinked.push(key);
      } else {
        await appendPaymentMethod(trx, company.id, key, {
          code,
          description: null,
          payment_code: null,
          payment_method_fee: 0,
          ...link,
        });
        added.push(key);
      }
    }
  });
  const parts = [
    added.length > 0 ? `added for ${added.join(', ')}` : '',
    relinked.length > 0 ? `relinked for ${relinked.join(', ')}` : '',
  ].filter((p) => p !== '');
  return `${code} through ${kind} provider ${provider.id} on ${company.token}: ${parts.join('; ')}.`;
}
