// §3 public_id: a short code a customer can read out at the counter. 4 characters from an
// alphabet without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B) give ~500k codes; an insert
// that collides retries with a fresh code and, after a few collisions, a longer one, so a
// busy company never runs out. The 0002 constraint keeps codes unique per company (which is
// stricter than the "per day" the brief asks for; see docs/decisions.md).
import { randomInt } from 'node:crypto';

export const PUBLIC_ID_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY34679';
const BASE_LENGTH = 4;
const ATTEMPTS_PER_LENGTH = 4;
const MAX_ATTEMPTS = 16;

export function randomPublicId(length = BASE_LENGTH): string {
  let code = '';
  for (let i = 0; i < length; i += 1)
    code += PUBLIC_ID_ALPHABET[randomInt(PUBLIC_ID_ALPHABET.length)] ?? 'A';
  return code;
}

/**
 * Calls `tryInsert` with fresh codes until it reports success (an INSERT … ON CONFLICT DO
 * NOTHING that inserted one row, so a collision never aborts a PostgreSQL transaction).
 */
export async function withFreshPublicId(
  tryInsert: (publicId: string) => Promise<boolean>,
): Promise<string> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const code = randomPublicId(BASE_LENGTH + Math.floor(attempt / ATTEMPTS_PER_LENGTH));
    if (await tryInsert(code)) return code;
  }
  throw new Error('Could not allocate a public order id');
}
