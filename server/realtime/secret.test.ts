import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveSessionSecret } from './secret';

const dirs: string[] = [];
const tempFile = () => {
  const dir = mkdtempSync(join(tmpdir(), 'comanda-secret-'));
  dirs.push(dir);
  return join(dir, 'nested', 'secret');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('session secret', () => {
  it('prefers SESSION_SECRET and writes nothing then', () => {
    const file = tempFile();
    expect(resolveSessionSecret('a-configured-secret', file)).toBe('a-configured-secret');
    expect(() => statSync(file)).toThrow();
  });

  it('generates a secret once and keeps it across restarts', () => {
    const file = tempFile();
    const first = resolveSessionSecret(undefined, file);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveSessionSecret(undefined, file)).toBe(first);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('stops with a clear message on an unusable stored secret rather than forgetting it', () => {
    const file = tempFile();
    resolveSessionSecret(undefined, file);
    writeFileSync(file, 'short');
    expect(() => resolveSessionSecret(undefined, file)).toThrow(
      /holds no usable secret .*delete it or set SESSION_SECRET/,
    );
  });
});
