// The HTTP side of idempotent order writes: reading the Idempotency-Key header and answering
// with the stored (or fresh) status and body.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HttpError } from '../../http/errors';
import type { IdempotentAnswer } from '../../orders/idempotency';

const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** The header is optional; when present it must be 1–200 visible ASCII characters. */
export function idempotencyKeyOf(c: Context): string | null {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return null;
  if (!KEY_PATTERN.test(key))
    throw new HttpError(400, 'idempotency_key_invalid', 'Invalid Idempotency-Key header', {
      errors: { 'Idempotency-Key': ['1 to 200 visible ASCII characters'] },
    });
  return key;
}

export function reply(c: Context, answer: IdempotentAnswer): Response {
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8' };
  if (answer.replayed) headers['Idempotent-Replayed'] = 'true';
  return c.body(answer.body, answer.status as ContentfulStatusCode, headers);
}
