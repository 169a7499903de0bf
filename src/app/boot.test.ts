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
