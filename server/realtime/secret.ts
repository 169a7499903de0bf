// The secret behind live tokens. SESSION_SECRET wins; without it a random secret is generated
// once and kept in {DATA_DIR}/secret, so a restart keeps issued tokens valid. Several instances
// must share SESSION_SECRET (a file on one machine's disk cannot be shared).
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const MIN_SECRET_CHARS = 16;

function readSecret(file: string): string | null {
  try {
    const text = readFileSync(file, 'utf8').trim();
    return text.length >= MIN_SECRET_CHARS ? text : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export function resolveSessionSecret(sessionSecret: string | undefined, file: string): string {
  if (sessionSecret) return sessionSecret;
  const existing = readSecret(file);
  if (existing) return existing;
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  try {
    // 'wx': when two processes start together, the loser reads the winner's secret.
    writeFileSync(file, `${secret}\n`, { flag: 'wx', mode: 0o600 });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const stored = readSecret(file);
    // Never fall back to an unsaved secret: every restart would then invalidate live tokens.
    if (!stored)
      throw new Error(
        `${file} holds no usable secret (${MIN_SECRET_CHARS}+ characters): delete it or set SESSION_SECRET`,
      );
    return stored;
  }
}
