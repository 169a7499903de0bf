// Issue [16/21] item 14: every package npm installs runs on the Node the README and package.json
// name (engines.node), so `npm install` on Node 20 prints no EBADENGINE warning. Optional
// packages are left out: npm skips one whose engines do not match (rollup's lzma helper).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

interface Semver {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
}
const semver = createRequire(import.meta.url)('semver') as Semver;

interface LockPackage {
  version?: string;
  optional?: boolean;
  engines?: { node?: string } | string[];
}

const read = <T>(file: string): T =>
  JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')) as T;
const manifest = read<{ engines: { node: string } }>('package.json');
const lock = read<{ packages: Record<string, LockPackage> }>('package-lock.json');
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

describe('the Node version the project asks for', () => {
  const oldest = semver.minVersion(manifest.engines.node)?.version ?? '';

  it('is the one the README names', () => {
    expect(oldest).toMatch(/^20\./);
    expect(readme).toContain(`Node.js ${oldest.replace(/\.0$/, '')}`);
  });

  it('runs every package the lockfile installs', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([path, entry]) => path !== '' && !entry.optional)
      .flatMap(([path, entry]) => {
        const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
        return range && !semver.satisfies(oldest, range)
          ? [`${path} ${entry.version}: ${range}`]
          : [];
      });
    expect(refusing).toEqual([]);
  });
});
