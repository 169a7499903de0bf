// The live tracking token (§4.3, §6): AES-256-GCM over {companyId, origin: 'webapp', orderId},
// sent as base64url(iv | tag | ciphertext). GCM authenticates, so a flipped byte, a truncated
// token or one made with another key fails to open instead of decrypting to garbage.
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from 'node:crypto';
import { is, literal, object, pattern, string } from 'superstruct';
import type { Order } from '../../src/domain/types';

const IV_BYTES = 12;
const TAG_BYTES = 16;
// Long enough for any payload we issue; anything longer is refused before decrypting.
const MAX_TOKEN_CHARS = 1024;

const Id = pattern(string(), /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/);
const LivePayload = object({ companyId: Id, origin: literal('webapp'), orderId: Id });

export interface LiveTokenPayload {
  companyId: string;
  origin: 'webapp';
  orderId: string;
}

/** The AES key of a secret. scrypt, because SESSION_SECRET may be a human-chosen phrase. */
export function tokenKey(secret: string): Buffer {
  return scryptSync(secret, 'comanda/live-token/v1', 32);
}

/** Encrypts any JSON value (tests use it to forge well-encrypted but wrong payloads). */
export function sealJson(key: Buffer, value: unknown): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function openJson(key: Buffer, token: string): unknown {
  if (token.length > MAX_TOKEN_CHARS || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
  const raw = Buffer.from(token, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

// The key is process-wide because the order routes attach tokens without access to the app's
// deps; configureLiveTokens runs at start (createRealtime). Until then a random key is used, so
// tokens work within the process but not across restarts.
let currentKey: Buffer | null = null;
let configuredSecret: string | null = null;

// Each order keeps the token first issued to it (random IV and all), so repeated reads of one
// order answer the same JSON; the bound keeps a long-running process's memory flat.
const ISSUED_LIMIT = 10_000;
const issued = new Map<string, string>();

export function configureLiveTokens(secret: string): void {
  if (secret === configuredSecret) return;
  configuredSecret = secret;
  currentKey = tokenKey(secret);
  issued.clear();
}

function key(): Buffer {
  currentKey ??= randomBytes(32);
  return currentKey;
}

export function issueLiveToken(ids: { companyId: string; orderId: string }): string {
  const cacheKey = `${ids.companyId}/${ids.orderId}`;
  const known = issued.get(cacheKey);
  if (known) return known;
  const payload: LiveTokenPayload = {
    companyId: ids.companyId,
    origin: 'webapp',
    orderId: ids.orderId,
  };
  const token = sealJson(key(), payload);
  if (issued.size >= ISSUED_LIMIT) {
    const oldest = issued.keys().next();
    if (!oldest.done) issued.delete(oldest.value);
  }
  issued.set(cacheKey, token);
  return token;
}

/** The payload, or null for a tampered, truncated, foreign-key or non-webapp token. */
export function readLiveToken(token: string): LiveTokenPayload | null {
  const value = openJson(key(), token);
  return is(value, LivePayload) ? value : null;
}

/**
 * The order as the storefront reads it, with the token that authorises its live socket. The
 * order routes call it on every order they answer with (create, read, update, apply-discount).
 */
export function attachLiveToken(order: Order): Order {
  return {
    ...order,
    live_token: issueLiveToken({ companyId: order.company_id, orderId: order.id }),
  };
}
