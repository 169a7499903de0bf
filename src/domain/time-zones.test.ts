// Issue [16/21] item 13: the time zone is one of the IANA list, in the browser and on the server.
import { describe, expect, it } from 'vitest';
import { isTimeZone, timeZoneNames } from './time-zones';

describe('time zones', () => {
  it('lists the runtime’s IANA zones, sorted, UTC included', () => {
    const names = timeZoneNames();
    expect(names.length).toBeGreaterThan(300);
    expect(names).toContain('America/Sao_Paulo');
    expect(names).toContain('UTC');
    expect([...names].sort()).toEqual(names);
  });

  it.each([
    ['America/Sao_Paulo', true],
    ['Asia/Dubai', true],
    ['UTC', true],
    // Links of listed zones: runtimes list one name or the other.
    ['Asia/Kolkata', true],
    ['Europe/Kyiv', true],
    ['Asia/Calcutta', true],
    // Free text Intl would accept, or not know at all.
    ['america/sao_paulo', false],
    ['Mars/Olympus_Mons', false],
    ['', false],
    [' America/Bogota', false],
    ['America/Bogota; drop', false],
  ])('%s → %s', (zone, ok) => {
    expect(isTimeZone(zone)).toBe(ok);
  });
});
