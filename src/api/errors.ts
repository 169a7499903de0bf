// The one error type every API call throws (docs/contracts.md "src/api/client.ts"). A refusal
// carries the server's stable `code` (src/domain/error-codes.ts); its params and stock lines are
// read from `body` by src/api/refusal.ts, which only the screens that explain refusals load, so
// the landing's JavaScript does not carry the parser or the list of codes.

export type ApiErrorDetails = Record<string, string[]> | string[];

/** The message and field errors of an error body, checked. */
export interface ErrorBodyDetails {
  message: string;
  errors?: ApiErrorDetails;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorDetails | undefined;
  /** The refusal's code as sent; src/api/refusal.ts tells whether it is one the storefront knows. */
  readonly code: string | undefined;
  /** The error body as answered (refusal.ts reads params and items from it). */
  readonly body: unknown;
  /** The Retry-After header as sent (e.g. on a 429); retry-after.ts reads it. */
  readonly retryAfter: string | null;
  readonly method: string;
  readonly url: string;

  constructor(
    opts: ErrorBodyDetails & {
      status: number;
      method: string;
      url: string;
      body?: unknown;
      retryAfter?: string | null;
    },
  ) {
    super(opts.message);
    this.name = 'ApiError';
    this.status = opts.status;
    this.errors = opts.errors;
    this.body = opts.body ?? null;
    const code = isRecord(this.body) ? this.body.code : undefined;
    this.code = typeof code === 'string' && code !== '' ? code : undefined;
    this.retryAfter = opts.retryAfter ?? null;
    this.method = opts.method;
    this.url = opts.url;
  }

  /** Status 0 means the request never got an answer (offline, DNS, CORS). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((e) => typeof e === 'string');

function readErrors(value: unknown): ApiErrorDetails | undefined {
  if (Array.isArray(value)) return isStrings(value) ? value : undefined;
  if (!isRecord(value)) return undefined;
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(value)) {
    if (isStrings(messages)) out[field] = messages;
  }
  return out;
}

/** Reads `{ message, errors }` from an error body; anything else becomes a status message. */
export function errorFromBody(body: unknown, status: number, fallback: string): ErrorBodyDetails {
  if (!isRecord(body)) return { message: fallback || `HTTP ${status}` };
  const message =
    typeof body.message === 'string' && body.message !== ''
      ? body.message
      : fallback || `HTTP ${status}`;
  const details: ErrorBodyDetails = { message };
  const errors = readErrors(body.errors);
  if (errors) details.errors = errors;
  return details;
}
