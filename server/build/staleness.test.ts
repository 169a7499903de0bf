import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STAMP_FILE, checkStaleness } from './staleness';

describe('checkStaleness', () => {
  let root: string;
  const dist = (): string => join(root, 'dist');
  const at = (path: string, seconds: number): void => utimesSync(path, seconds, seconds);

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'comanda-build-'));
    mkdirSync(join(root, 'src', 'features'), { recursive: true });
    writeFileSync(join(root, 'src', 'features', 'page.tsx'), 'x');
    at(join(root, 'src', 'features', 'page.tsx'), 1_000);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  function build(stampSeconds: number): void {
    mkdirSync(dist(), { recursive: true });
    writeFileSync(join(dist(), 'index.html'), '<html></html>');
    mkdirSync(join(dist(), 'ssr'), { recursive: true });
    writeFileSync(join(dist(), 'ssr', 'entry-server.js'), '');
    writeFileSync(join(dist(), STAMP_FILE), '');
    at(join(dist(), STAMP_FILE), stampSeconds);
  }

  it('is stale without dist/index.html or without a stamp', async () => {
    expect(await checkStaleness(root, dist())).toEqual({
      stale: true,
      reason: 'dist/index.html is missing',
    });
    mkdirSync(dist());
    writeFileSync(join(dist(), 'index.html'), '');
    expect(await checkStaleness(root, dist())).toEqual({
      stale: true,
      reason: "the server's page renderer is missing",
    });
    mkdirSync(join(dist(), 'ssr'));
    writeFileSync(join(dist(), 'ssr', 'entry-server.js'), '');
    expect(await checkStaleness(root, dist())).toEqual({ stale: true, reason: 'no build stamp' });
  });

  it('is fresh when every source is older than the stamp', async () => {
    build(2_000);
    expect(await checkStaleness(root, dist())).toEqual({ stale: false });
  });

  it('is stale when a nested source or index.html changed after the build', async () => {
    build(2_000);
    at(join(root, 'src', 'features', 'page.tsx'), 3_000);
    expect(await checkStaleness(root, dist())).toEqual({
      stale: true,
      reason: 'src changed since the last build',
    });
    at(join(root, 'src', 'features', 'page.tsx'), 1_000);
    writeFileSync(join(root, 'index.html'), '');
    at(join(root, 'index.html'), 3_000);
    expect(await checkStaleness(root, dist())).toEqual({
      stale: true,
      reason: 'index.html changed since the last build',
    });
  });

  it('ignores tests beside the code', async () => {
    build(2_000);
    writeFileSync(join(root, 'src', 'features', 'page.test.tsx'), 'x');
    at(join(root, 'src', 'features', 'page.test.tsx'), 3_000);
    expect(await checkStaleness(root, dist())).toEqual({ stale: false });
  });
});
