// The one error type every API call throws (docs/contracts.md "src/api/client.ts").
export type ApiErrorDetails = Record<string, string[]> | string[];

export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorDetails | undefined;
  readonly method: string;
  readonly url: string;

  constructor(opts: {
    status: number;
    message: string;
    errors?: ApiErrorDetails;
    method: string;
    url: string;
  }) {
    super(opts.message);
    this.name = 'ApiError';
    this.status = opts.status;
    this.errors = opts.errors;
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

/** Reads `{ message, errors }` from an error body; anything else becomes a status message. */
export function errorFromBody(
  body: unknown,
  status: number,
  fallback: string,
): { message: string; errors?: ApiErrorDetails } {
  if (typeof body === 'object' && body !== null) {
    const record = body as Record<string, unknown>;
    const message =
      typeof record.message === 'string' && record.message !== '' ? record.message : fallback;
    const errors = record.errors;
    if (Array.isArray(errors) && errors.every((e) => typeof e === 'string'))
      return { message, errors };
    if (typeof errors === 'object' && errors !== null && !Array.isArray(errors)) {
      return { message, errors: errors as Record<string, string[]> };
    }
    return { message };
  }
  return { message: fallback || `HTTP ${status}` };
}
