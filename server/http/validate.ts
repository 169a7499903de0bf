// Validation at the HTTP boundary (DESIGN.md rule 5). Path and query problems are 400 (the request
// itself is malformed); a well-formed JSON body that breaks the schema is 422, with errors per field.
// input-safety.ts runs first on every value, so no schema has to remember NUL bytes or
// prototype keys.
import { validate } from 'superstruct';
import type { StructError } from 'superstruct';
import type { Struct } from 'superstruct';
import type { Context } from 'hono';
import { bodyBytes } from './body-bytes';
import { MAX_BODY_BYTES } from './body-limit';
import { HttpError } from './errors';
import { jsonProblems, paramProblems, problemMap } from './input-safety';
import type { InputProblem } from './input-safety';

/** Field → messages, the `errors` of the §7 error shape; a null prototype, so a failure at
 * '__proto__' or 'constructor' is a key like any other, not Object.prototype. */
export function fieldErrors(error: StructError): Record<string, string[]> {
  const out = Object.create(null) as Record<string, string[]>;
  for (const failure of error.failures()) {
    const field = failure.path.length > 0 ? failure.path.join('.') : '_';
    (out[field] ??= []).push(
      failure.refinement ? `${failure.message} (${failure.refinement})` : failure.message,
    );
  }
  return out;
}

function check<T, S>(value: unknown, struct: Struct<T, S>, status: 400 | 422, message: string): T {
  const [error, result] = validate(value, struct, { coerce: true });
  if (error)
    throw new HttpError(status, status === 400 ? 'invalid_request' : 'invalid_body', message, {
      errors: fieldErrors(error),
    });
  return result;
}

function refuseProblems(problems: readonly InputProblem[], message: string): void {
  if (problems.length === 0) return;
  const shape = problems.some((p) => p.kind === 'shape');
  throw new HttpError(shape ? 400 : 422, shape ? 'invalid_request' : 'invalid_body', message, {
    errors: problemMap(problems),
  });
}

export function readParams<T, S>(c: Context, struct: Struct<T, S>): T {
  const params = c.req.param();
  refuseProblems(paramProblems(params), 'Invalid path parameter');
  return check(params, struct, 400, 'Invalid path parameter');
}

export function readQuery<T, S>(c: Context, struct: Struct<T, S>): T {
  const query = c.req.query();
  refuseProblems(paramProblems(query), 'Invalid query parameter');
  return check(query, struct, 400, 'Invalid query parameter');
}

/** JSON in UTF-8 only: `charset=latin1` would make the bytes mean something else. */
const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;\s*charset\s*=\s*"?utf-8"?\s*)?$/i;

const decoder = new TextDecoder('utf-8', { fatal: true });

async function bodyText(c: Context): Promise<string> {
  let bytes: ArrayBuffer;
  try {
    bytes = await bodyBytes(c);
  } catch {
    // The client went away mid-body, or the body-limit middleware cut the stream.
    throw new HttpError(400, 'invalid_request', 'The request body could not be read');
  }
  // body-limit.ts already cut anything larger while it streamed; this guards direct callers.
  if (bytes.byteLength > MAX_BODY_BYTES)
    throw new HttpError(413, 'payload_too_large', 'Request body too large');
  try {
    return decoder.decode(bytes);
  } catch {
    throw new HttpError(400, 'invalid_request', 'The JSON body is not valid UTF-8');
  }
}

/**
 * The JSON object a request's body holds, read the one way every reader of a body does: the
 * route through readJsonBody, and the public-write limit (rate-limit/company-of.ts) that must
 * count a write against the company the route acts on. Body bytes are kept for the request
 * (body-bytes.ts), so reading it twice parses the very same bytes.
 */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) {
    throw new HttpError(
      400,
      'invalid_request',
      'Expected a JSON body (Content-Type: application/json, in UTF-8)',
    );
  }
  const text = await bodyText(c);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalid_request', 'Malformed JSON body');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, 'invalid_request', 'The JSON body must be an object');
  }
  return parsed as Record<string, unknown>;
}

export async function readJsonBody<T, S>(c: Context, struct: Struct<T, S>): Promise<T> {
  const parsed = await readJsonObject(c);
  refuseProblems(jsonProblems(parsed), 'The JSON body holds values that cannot be accepted');
  return check(parsed, struct, 422, 'The given data was invalid');
}
