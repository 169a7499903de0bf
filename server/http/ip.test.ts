import { describe, expect, it } from 'vitest';
import { cleanIp, hextets, inRanges, parseRanges, visitorKey } from './ip';

describe('cleanIp', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['203.0.113.7:51234', '203.0.113.7'],
    ['2001:DB8::1', '2001:db8::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::FFFF:c000:0201', '192.0.2.1'],
    ['0:0:0:0:0:ffff:192.0.2.1', '192.0.2.1'],
    ['::1', '::1'],
  ])('reads %j as %j', (raw, clean) => {
    expect(cleanIp(raw)).toBe(clean);
  });

  it.each(['', 'unknown', '999.1.1.1', '1.2.3', 'example.com', '2001:db8::1::2', '::ffff:1.2.3'])(
    'refuses %j',
    (raw) => {
      expect(cleanIp(raw)).toBeNull();
    },
  );
});

describe('hextets', () => {
  it('expands compressed and embedded-IPv4 forms to eight groups', () => {
    expect(hextets('::')).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(hextets('2001:db8::1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
    expect(hextets('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x102, 0x304]);
    expect(hextets('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('visitorKey', () => {
  it('keeps IPv4 whole and names IPv6 by its /64', () => {
    expect(visitorKey('192.0.2.1')).toBe('192.0.2.1');
    expect(visitorKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(visitorKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
  });
});

describe('CIDR lists', () => {
  it('matches IPv4 and IPv6 addresses and ranges, in any spelling', () => {
    const list = parseRanges(['10.0.0.0/8', '192.0.2.5', '2001:db8::/32', '::1']);
    expect(list).not.toBeNull();
    if (!list) return;
    expect(inRanges(list, '10.200.3.4')).toBe(true);
    expect(inRanges(list, '::ffff:10.1.1.1')).toBe(true);
    expect(inRanges(list, '11.0.0.1')).toBe(false);
    expect(inRanges(list, '192.0.2.5')).toBe(true);
    expect(inRanges(list, '192.0.2.6')).toBe(false);
    expect(inRanges(list, '2001:db8:ffff::9')).toBe(true);
    expect(inRanges(list, '2001:db9::9')).toBe(false);
    expect(inRanges(list, '::1')).toBe(true);
    expect(inRanges(list, 'not an ip')).toBe(false);
  });

  it('reads a mapped range as the IPv4 range it names', () => {
    const list = parseRanges(['::ffff:172.16.0.0/108']);
    if (!list) throw new Error('refused a valid range');
    expect(inRanges(list, '172.16.9.9')).toBe(true);
    expect(inRanges(list, '::ffff:172.31.0.1')).toBe(true);
    expect(inRanges(list, '172.32.0.1')).toBe(false);
  });

  it.each([
    ['10.0.0.0/33'],
    ['2001:db8::/129'],
    ['10.0.0.0/x'],
    ['proxy.internal'],
    ['1.2.3.4/8/8'],
  ])('refuses %j', (entry) => {
    expect(parseRanges([entry])).toBeNull();
  });
});
