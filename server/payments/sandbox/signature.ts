// The sandbox signs its webhooks the way Stripe does: header `sandbox-signature: t=…,v1=…`, where
// v1 is the hex HMAC-SHA256 of `${t}.${rawBody}` under the webhook secret, and t is in seconds.
// Verification takes the raw body as received and refuses anything older than the tolerance.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookRejected } from '../provider';

export const SIGNATURE_HEADER = 'sandbox-signature';
/** Seconds a signed event stays acceptable, as Stripe's default. */
export const TOLERANCE_SECONDS = 300;

const hmac = (secret: string, t: number, body: string): string =>
  createHmac('sha256', secret).update(`${t}.${body}`, 'utf8').digest('hex');

export function signatureHeader(secret: string, body: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, t, body)}`;
}

export function verifySignature(
  secret: string,
  body: string,
  header: string | null,
  now: Date,
): void {
  if (!header) throw new WebhookRejected('missing signature');
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(v1))
    throw new WebhookRejected('malformed signature');
  if (Math.abs(now.getTime() / 1000 - t) > TOLERANCE_SECONDS)
    throw new WebhookRejected('timestamp outside the tolerance');
  const expected = Buffer.from(hmac(secret, t, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex')))
    throw new WebhookRejected('signature mismatch');
}
