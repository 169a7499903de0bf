// Validation at the HTTP boundary (DESIGN.md rule 5). Path and query problems are 400 (the request
// itself is malformed); a well-formed JSON body that breaks the schema is 422, with errors per field.
import { validate } from 'superstruct';
import type { StructError } from 'superstruct';
import type { Struct } from 'superstruct';
import type { Context } from 'hono';
import { HttpError } from './errors';

/** Field → messages, the `errors` of the §7 error shape. */
export function fieldErrors(error: StructError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
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

export function readParams<T, S>(c: Context, struct: Struct<T, S>): T {
  return check(c.req.param(), struct, 400, 'Invalid path parameter');
}

export function readQuery<T, S>(c: Context, struct: Struct<T, S>): T {
  return check(c.req.query(), struct, 400, 'Invalid query parameter');
}

/** Largest JSON body any public endpoint accepts; bigger ones are refused before parsing. */
const MAX_BODY_BYTES = 64 * 1024;

export async function readJsonBody<T, S>(c: Context, struct: Struct<T, S>): Promise<T> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new HttpError(
      400,
      'invalid_request',
      'Expected a JSON body (Content-Type: application/json)',
    );
  }
  const text = await c.req.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES)
    throw new HttpError(413, 'payload_too_large', 'Request body too large');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'invalid_request', 'Malformed JSON body');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HttpError(400, 'invalid_request', 'The JSON body must be an object');
  }
  return check(parsed, struct, 422, 'The given data was invalid');
}
