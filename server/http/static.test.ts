import { resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { safeJoin } from './static';

const root = resolve('/srv/media');

describe('safeJoin', () => {
  it('joins ordinary paths under the root', () => {
    expect(safeJoin(root, '/demo/logo.svg')).toBe(`${root}${sep}demo${sep}logo.svg`);
    expect(safeJoin(root, '/demo/caf%C3%A9.svg')).toBe(`${root}${sep}demo${sep}café.svg`);
  });

  it.each([
    '/../etc/passwd',
    '/demo/../../x',
    '/%2e%2e/x',
    '/..%2fx',
    '/a%5c..%5c..%5cx',
    '/a%00.svg',
    '/%E0%A4%A',
    '/',
    '',
  ])('refuses %s', (path) => {
    expect(safeJoin(root, path)).toBeNull();
  });
});
