import { describe, expect, it } from 'vitest';
import { codeMatches } from './code';

describe('codeMatches (issue [17/21]: the table code)', () => {
  it('accepts the same four digits, spaces around them forgiven', () => {
    expect(codeMatches('0427', '0427')).toBe(true);
    expect(codeMatches('0427', ' 0427 ')).toBe(true);
  });

  it('refuses another code, a prefix, a longer one and none', () => {
    expect(codeMatches('0427', '0428')).toBe(false);
    expect(codeMatches('0427', '042')).toBe(false);
    expect(codeMatches('0427', '04270')).toBe(false);
    expect(codeMatches('0427', '427')).toBe(false);
    expect(codeMatches('0427', '')).toBe(false);
    expect(codeMatches('0427', null)).toBe(false);
  });
});
