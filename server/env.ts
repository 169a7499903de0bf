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
  // An empty variable (FOO= in a .env file) means "not set", so defaults apply.
  const present: Record<string, string> = {};
  for (const key of Object.keys(EXPECTED)) {
    const value = source[key];
    if (value !== undefined && value !== '') present[key] = value;
  }
  try {
    return create(present, EnvSchema);
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
}
