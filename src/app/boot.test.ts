import { describe, expect, it } from 'vitest';
import { parseBootData } from './boot';

describe('parseBootData', () => {
  it('accepts the server boot payload', () => {
    const boot = parseBootData(
      '{"companyId":"c1","company":{"id":"c1","name":"A"},"settings":{"checkout_type":"WEBAPP"}}',
    );
    expect(boot?.companyId).toBe('c1');
    expect(boot?.company.name).toBe('A');
  });

  it('decodes the \\u003c escaping the server applies', () => {
    const boot = parseBootData(
      '{"companyId":"c1","company":{"id":"c1","name":"\\u003cb>"},"settings":{}}',
    );
    expect(boot?.company.name).toBe('<b>');
  });

  it('carries the locale the server drew the page in, and drops one it does not know', () => {
    const base = '"companyId":"c1","company":{"id":"c1"},"settings":{}';
    expect(parseBootData(`{${base},"locale":"es-MX"}`)?.locale).toBe('es-MX');
    expect(parseBootData(`{${base},"locale":"xx"}`)?.locale).toBeUndefined();
    expect(parseBootData(`{${base}}`)?.locale).toBeUndefined();
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['not JSON', '{oops'],
    ['no company id', '{"company":{"id":"c1"},"settings":{}}'],
    ['company without id', '{"companyId":"c1","company":{},"settings":{}}'],
    ['settings missing', '{"companyId":"c1","company":{"id":"c1"}}'],
  ])('ignores %s boot data', (_label, text) => {
    expect(parseBootData(text)).toBeNull();
  });
});
