// What the signed webhooks of Stripe-like providers share: a header of comma-separated `key=value`
// parts (Stripe's and the sandbox's `t=…,v1=…`, Mercado Pago's `ts=…,v1=…`), and a 300 s window
// around our clock, Stripe's default tolerance, beyond which a signed event counts as a replay.
import { timingSafeEqual } from 'node:crypto';
import { WebhookRejected } from './provider';

export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The parts of a signature header, in any order; a part without '=' is ignored. */
export function signatureParts(header: string): Map<string, string> {
  const parts = new Map<string, string>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) parts.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return parts;
}

/** Refuses a signature timestamp (ms) more than the tolerance away from `now`. */
export function refuseStale(timestampMs: number, now: Date): void {
  if (Math.abs(now.getTime() - timestampMs) > WEBHOOK_TOLERANCE_SECONDS * 1000)
    throw new WebhookRejected('stale timestamp');
}

/** Constant-time comparison of a computed HMAC with the one the header carried. */
export function refuseUnlessEqual(expected: Buffer, given: Buffer): void {
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new WebhookRejected('bad signature');
}
