// The only module that reads process.env (DESIGN.md layout). Everything else receives a typed Env,
// so tests can build an app from a plain object and a bad deployment fails at start, not mid-request.
import {
  coerce,
  create,
  defaulted,
  enums,
  integer,
  optional,
  pattern,
  refine,
  size,
  string,
  type,
  StructError,
} from 'superstruct';
import type { Infer } from 'superstruct';
import { parseTrustProxy } from './http/proxy-trust';

const portNumber = refine(integer(), 'port', (n) => n >= 1 && n <= 65535);
const port = coerce(portNumber, string(), (text) =>
  /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN,
);
/** A whole number from `min` to `max`, read from its decimal text. */
const wholeNumber = (name: string, min: number, max: number) =>
  coerce(
    refine(integer(), name, (n) => n >= min && n <= max),
    string(),
    (text) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN),
  );
const postgresUrl = pattern(string(), /^postgres(ql)?:\/\/\S+$/);
const redisUrl = pattern(string(), /^rediss?:\/\/\S+$/);
const hostName = pattern(string(), /^[a-z0-9.-]+(:\d{1,5})?$/i);
const apiBase = pattern(string(), /^\/[A-Za-z0-9/_-]*[A-Za-z0-9_-]$/);
const trustProxy = refine(
  size(string(), 1, 4096),
  'trust proxy',
  (t) => parseTrustProxy(t) !== null,
);
/** Requests a minute a limit allows (server/http/rate-limit; docs/decisions.md has the reasons). */
const perMinute = (fallback: number) =>
  defaulted(wholeNumber('per minute', 1, 1_000_000), fallback);
const httpUrl = pattern(string(), /^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/);
/** A Leaflet tile template over http(s) with {z}, {x} and {y}, or 'none' for no tiles. */
const tileUrl = refine(
  size(string(), 1, 2048),
  'tile url',
  (t) =>
    t === 'none' ||
    (/^https?:\/\/[^\s/]+\/\S*$/.test(t) && ['{z}', '{x}', '{y}'].every((p) => t.includes(p))),
);

const EnvSchema = type({
  PORT: defaulted(port, 3000),
  BASE_HOST: defaulted(hostName, 'localhost'),
  DATABASE_URL: optional(postgresUrl),
  DATA_DIR: defaulted(size(string(), 1, 4096), './data'),
  DIST_DIR: defaulted(size(string(), 1, 4096), './dist'),
  REDIS_URL: optional(redisUrl),
  APP_ENV: defaulted(enums(['development', 'production', 'test']), 'development'),
  API_BASE: defaulted(apiBase, '/api'),
  SESSION_SECRET: optional(size(string(), 16, 4096)),
  /** Reported by the health endpoint (§2.7 "app version, region and app type"). */
  APP_REGION: defaulted(size(string(), 1, 64), 'local'),
  /** An unplaced draft order is deleted after this many minutes without a change. */
  DRAFT_TTL_MINUTES: defaulted(wholeNumber('draft ttl', 1, 10_080), 120),
  /** How often the maintenance job sweeps drafts and old idempotency keys. */
  MAINTENANCE_INTERVAL_SECONDS: defaulted(wholeNumber('interval', 1, 86_400), 60),
  /** Which X-Forwarded-* headers to believe: unset (none), a number of hops, or proxy CIDRs. */
  TRUST_PROXY: optional(trustProxy),
  RATE_LIMIT_WRITES_PER_MINUTE: perMinute(600),
  RATE_LIMIT_COMPANY_WRITES_PER_MINUTE: perMinute(3000),
  RATE_LIMIT_COUPON_TRIES_PER_MINUTE: perMinute(60),
  RATE_LIMIT_ABUSE_REPORTS_PER_MINUTE: perMinute(5),
  RATE_LIMIT_LOGIN_PER_MINUTE: perMinute(5),
  RATE_LIMIT_COMPANY_LOGIN_PER_MINUTE: perMinute(30),
  RATE_LIMIT_GEOCODING_PER_MINUTE: perMinute(120),
  RATE_LIMIT_COMPANY_GEOCODING_PER_MINUTE: perMinute(3000),
  RATE_LIMIT_STATUS_CHECKS_PER_MINUTE: perMinute(120),
  /** Wrong table codes a minute per address and company (issue [17/21]); then 429. */
  TAB_CODE_ATTEMPTS_PER_MINUTE: perMinute(10),
  /** Which geocoder serves address search (server/geo); the demo gazetteer needs no network. */
  GEOCODER: defaulted(enums(['demo', 'photon', 'nominatim', 'google']), 'demo'),
  /** Base URL of a Photon or Nominatim server; defaults to the public one. */
  GEOCODER_URL: optional(httpUrl),
  GOOGLE_MAPS_API_KEY: optional(size(string(), 1, 512)),
  GOOGLE_PLACES_URL: defaulted(httpUrl, 'https://places.googleapis.com'),
  GOOGLE_GEOCODING_URL: defaulted(httpUrl, 'https://maps.googleapis.com'),
  GEOCODER_TIMEOUT_MS: defaulted(wholeNumber('timeout', 100, 60_000), 5000),
  GEOCODER_CACHE_TTL_SECONDS: defaulted(wholeNumber('ttl', 0, 2_592_000), 86_400),
  /** Map tiles; 'none' (or an empty value) draws maps on a neutral background. */
  MAP_TILE_URL: defaulted(tileUrl, 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: optional(size(string(), 1, 300)),
  /** Provider APIs (server/payments); tests point them at local servers speaking their formats. */
  STRIPE_API_URL: defaulted(httpUrl, 'https://api.stripe.com'),
  MERCADOPAGO_API_URL: defaulted(httpUrl, 'https://api.mercadopago.com'),
  PAYMENT_TIMEOUT_MS: defaulted(wholeNumber('timeout', 100, 60_000), 10_000),
  /** A started online payment not finished by then is cancelled and its order's hold given back. */
  PAYMENT_TTL_MINUTES: defaulted(wholeNumber('payment ttl', 1, 1_440), 30),
  /** A static Pix not confirmed by then expires: its order gives back stock, slot, coupon, points. */
  PIX_PAYMENT_TTL_MINUTES: defaulted(wholeNumber('pix payment ttl', 1, 10_080), 30),
  /** The provider is asked about one payment's state at most once in this many milliseconds. */
  PAYMENT_STATUS_CHECK_MS: defaulted(wholeNumber('status check interval', 0, 60_000), 2_000),
  /** A waiting tab payment holds its amount and items this long (issue [17/21]). */
  TAB_PAYMENT_HOLD_MINUTES: defaulted(wholeNumber('tab payment hold', 1, 1_440), 15),
  /** The sandbox provider's own origin for its hosted card fields (default pay-sandbox.{BASE_HOST}). */
  SANDBOX_PAY_HOST: optional(hostName),
  /** 'real' keeps the demo's real-world opening hours; 'open' opens those tenants all day. */
  DEMO_HOURS: defaulted(enums(['real', 'open']), 'real'),
  /** Largest product image the back office accepts, in bytes (default 8 MB). */
  IMAGE_UPLOAD_MAX_BYTES: defaulted(wholeNumber('bytes', 1024, 64 * 1024 * 1024), 8 * 1024 * 1024),
  /** Largest menu file (CSV or JSON) an import reads, in bytes (default 2 MiB). */
  MENU_IMPORT_MAX_BYTES: defaulted(wholeNumber('bytes', 1024, 64 * 1024 * 1024), 2 * 1024 * 1024),
});

export type Env = Infer<typeof EnvSchema>;

/** What each variable must look like, for the message a person reads when start-up fails. */
const EXPECTED: Record<keyof Env, string> = {
  PORT: 'an integer from 1 to 65535 (default 3000)',
  BASE_HOST: "a host name such as 'localhost' or 'comanda.example' (default 'localhost')",
  DATABASE_URL: 'a postgres:// or postgresql:// URL, or unset for the embedded SQLite database',
  DATA_DIR: "a directory path (default './data')",
  DIST_DIR: "a directory path (default './dist')",
  REDIS_URL: 'a redis:// or rediss:// URL, or unset for the in-process event bus',
  APP_ENV: "one of 'development', 'production', 'test' (default 'development')",
  API_BASE: "an absolute path such as '/api', without a trailing slash (default '/api')",
  SESSION_SECRET: 'at least 16 characters, or unset',
  APP_REGION: "a short region name (default 'local')",
  DRAFT_TTL_MINUTES: 'minutes from 1 to 10080 an unplaced draft order is kept (default 120)',
  MAINTENANCE_INTERVAL_SECONDS: 'seconds from 1 to 86400 between maintenance runs (default 60)',
  TRUST_PROXY:
    "unset or 'off', a number of proxy hops such as '1', or a comma list of proxy IPs or CIDRs",
  RATE_LIMIT_WRITES_PER_MINUTE: 'public writes a minute per address and company (default 600)',
  RATE_LIMIT_COMPANY_WRITES_PER_MINUTE: 'public writes a minute per company (default 3000)',
  RATE_LIMIT_COUPON_TRIES_PER_MINUTE:
    'apply-discount calls a minute per address and company (default 60)',
  RATE_LIMIT_ABUSE_REPORTS_PER_MINUTE: 'abuse reports a minute per address and company (default 5)',
  RATE_LIMIT_LOGIN_PER_MINUTE:
    'kitchen logins a minute per address and company, or per known device (default 5)',
  RATE_LIMIT_COMPANY_LOGIN_PER_MINUTE:
    'kitchen logins a minute per company from new devices (default 30)',
  RATE_LIMIT_GEOCODING_PER_MINUTE:
    'address searches, place and reverse lookups a minute per address and company (default 120)',
  RATE_LIMIT_COMPANY_GEOCODING_PER_MINUTE:
    'address searches, place and reverse lookups a minute per company (default 3000)',
  RATE_LIMIT_STATUS_CHECKS_PER_MINUTE:
    'payment status polls a minute per address and order (default 120)',
  TAB_CODE_ATTEMPTS_PER_MINUTE: 'wrong table codes a minute per address and company (default 10)',
  GEOCODER: "one of 'demo', 'photon', 'nominatim', 'google' (default 'demo')",
  GEOCODER_URL: 'an http(s) base URL of a Photon or Nominatim server, or unset for the public one',
  GOOGLE_MAPS_API_KEY: "the Google Maps Platform key, required when GEOCODER is 'google'",
  GOOGLE_PLACES_URL: "an http(s) base URL (default 'https://places.googleapis.com')",
  GOOGLE_GEOCODING_URL: "an http(s) base URL (default 'https://maps.googleapis.com')",
  GEOCODER_TIMEOUT_MS: 'milliseconds from 100 to 60000 to wait for the geocoder (default 5000)',
  GEOCODER_CACHE_TTL_SECONDS:
    'seconds from 0 to 2592000 geocoding answers are cached (default 86400; 0 disables)',
  MAP_TILE_URL:
    "an http(s) tile template with {z}, {x} and {y} (optional {s}), or 'none' or empty for no tiles",
  MAP_TILE_ATTRIBUTION: 'the tile attribution text, at most 300 characters, or unset',
  STRIPE_API_URL: "an http(s) base URL (default 'https://api.stripe.com')",
  MERCADOPAGO_API_URL: "an http(s) base URL (default 'https://api.mercadopago.com')",
  PAYMENT_TIMEOUT_MS:
    'milliseconds from 100 to 60000 to wait for a payment provider (default 10000)',
  PAYMENT_TTL_MINUTES:
    'minutes from 1 to 1440 a started online payment may take before it expires (default 30)',
  PIX_PAYMENT_TTL_MINUTES:
    'minutes from 1 to 10080 a static Pix may wait for the staff to confirm it (default 30)',
  PAYMENT_STATUS_CHECK_MS:
    'milliseconds from 0 to 60000 between two provider checks of one payment (default 2000)',
  TAB_PAYMENT_HOLD_MINUTES:
    'minutes from 1 to 1440 a waiting payment towards a table tab holds its amount (default 15)',
  SANDBOX_PAY_HOST: "the sandbox's card-fields host (default 'pay-sandbox.' + BASE_HOST)",
  DEMO_HOURS:
    "'real' (default) for the demo's real-world opening hours, or 'open' to open them all day",
  IMAGE_UPLOAD_MAX_BYTES: 'bytes from 1024 to 67108864 a product image may have (default 8388608)',
  MENU_IMPORT_MAX_BYTES: 'bytes from 1024 to 67108864 a menu file may have (default 2097152)',
};

export class EnvError extends Error {
  constructor(readonly problems: { variable: string; expected: string; received: string }[]) {
    super(
      'Invalid environment:\n' +
        problems.map((p) => `  ${p.variable}=${p.received} — expected ${p.expected}`).join('\n'),
    );
    this.name = 'EnvError';
  }
}

function isEnvKey(key: string): key is keyof Env {
  return Object.hasOwn(EXPECTED, key);
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable (FOO= in a .env file) means "not set", so defaults apply; except that an
  // empty MAP_TILE_URL asks for no tiles.
  const present: Record<string, string> = {};
  for (const key of Object.keys(EXPECTED)) {
    const value = source[key];
    if (value !== undefined && value !== '') present[key] = value;
  }
  if (source.MAP_TILE_URL?.trim() === '') present.MAP_TILE_URL = 'none';
  let env: Env;
  try {
    env = create(present, EnvSchema);
  } catch (error) {
    if (!(error instanceof StructError)) throw error;
    const seen = new Set<string>();
    const problems = error
      .failures()
      .map((failure) => String(failure.path[0] ?? failure.key))
      .filter((variable) => !seen.has(variable) && seen.add(variable))
      .map((variable) => ({
        variable,
        expected: isEnvKey(variable) ? EXPECTED[variable] : 'a valid value',
        received: JSON.stringify(present[variable] ?? ''),
      }));
    throw new EnvError(problems);
  }
  if (env.GEOCODER === 'google' && !env.GOOGLE_MAPS_API_KEY)
    throw new EnvError([
      {
        variable: 'GOOGLE_MAPS_API_KEY',
        expected: EXPECTED.GOOGLE_MAPS_API_KEY,
        received: '""',
      },
    ]);
  return env;
}
