import { describe, expect, it } from 'vitest';
import { parseCookies } from './cookies';

describe('parseCookies', () => {
  it('reads name=value pairs and decodes values', () => {
    const cookies = parseCookies('i18n_redirected=es; COOKIE_CLIENT_NAME=Ana%20Mar%C3%ADa');
    expect(cookies.get('i18n_redirected')).toBe('es');
    expect(cookies.get('COOKIE_CLIENT_NAME')).toBe('Ana María');
  });

  it('keeps values that contain "=" and survives malformed escapes', () => {
    const cookies = parseCookies('a=b=c; bad=%E0%A4%A');
    expect(cookies.get('a')).toBe('b=c');
    expect(cookies.get('bad')).toBe('%E0%A4%A');
  });

  it('ignores empty parts and parts without a name', () => {
    expect([...parseCookies('; =x; y').keys()]).toEqual([]);
  });
});
