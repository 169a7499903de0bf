// The sandbox signs its webhooks the way Stripe does: header `sandbox-signature: t=…,v1=…`, where
// v1 is the hex HMAC-SHA256 of `${t}.${rawBody}` under the webhook secret, and t is in seconds.
// Verification takes the raw body as received and refuses anything outside the tolerance
// (webhook-signature.ts).
import { createHmac } from 'node:crypto';
import { WebhookRejected } from '../provider';
import { refuseStale, refuseUnlessEqual, signatureParts } from '../webhook-signature';

export const SIGNATURE_HEADER = 'sandbox-signature';

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
  const parts = signatureParts(header);
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(v1))
    throw new WebhookRejected('malformed signature');
  refuseStale(t * 1000, now);
  refuseUnlessEqual(Buffer.from(hmac(secret, t, body), 'hex'), Buffer.from(v1, 'hex'));
}
