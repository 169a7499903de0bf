import { describe, expect, it } from 'vitest';
import { isCompanyOpen, nextOpening, openingStatus, resolveTimeZone } from './hours';
import { at, week } from './hours.fixtures';

const NY = 'America/New_York';
const SP = 'America/Sao_Paulo';
// 2026-06-01 is a Monday; New York is on EDT (UTC−4) then.
const mondayNine = week({ monday: ['09:00-17:00'] });

describe('§4.6 time zone', () => {
  it.each([
    ['America/Ciudad_Juarez', 'America/Chihuahua'],
    ['America/Sao_Paulo', 'America/Sao_Paulo'],
    [' Europe/Paris ', 'Europe/Paris'],
    ['Not/AZone', 'UTC'],
    ['', 'UTC'],
    [null, 'UTC'],
  ])('%s resolves to %s', (zone, expected) => {
    expect(resolveTimeZone(zone)).toBe(expected);
  });

  it('judges a Ciudad Juárez company by Chihuahua time (UTC−6 in January, not UTC−7)', () => {
    // 15:30Z on Monday 2026-01-05 is 09:30 in Chihuahua but 08:30 in Ciudad Juárez.
    expect(
      isCompanyOpen(
        mondayNine,
        resolveTimeZone('America/Ciudad_Juarez'),
        at('2026-01-05T15:30:00Z'),
      ),
    ).toBe(true);
    expect(isCompanyOpen(mondayNine, 'America/Ciudad_Juarez', at('2026-01-05T15:30:00Z'))).toBe(
      true,
    );
    expect(isCompanyOpen(mondayNine, 'America/Ciudad_Juarez', at('2026-01-05T14:59:00Z'))).toBe(
      false,
    );
  });
});

describe('§4.6 open when there are no hours', () => {
  it.each([
    ['no map', {}],
    ['days without hours', week({ monday: [], tuesday: [] })],
    ['only inactive days', week({ monday: ['09:00-10:00'] }, ['monday'])],
    ['only malformed spans', week({ monday: ['9am-5pm'] })],
  ])('%s counts as open', (_label, hours) => {
    expect(isCompanyOpen(hours, NY, at('2026-06-01T03:00:00Z'))).toBe(true);
  });
});

describe('§4.6 open/closed in the company timezone', () => {
  it.each([
    ['before opening', mondayNine, '2026-06-01T12:59:00Z', false],
    ['at opening', mondayNine, '2026-06-01T13:00:00Z', true],
    ['at closing (inclusive)', mondayNine, '2026-06-01T21:00:00Z', true],
    ['after closing', mondayNine, '2026-06-01T21:01:00Z', false],
    ['another weekday', mondayNine, '2026-06-02T14:00:00Z', false],
    [
      'inactive day',
      week({ monday: ['09:00-17:00'], tuesday: ['09:00-17:00'] }, ['monday']),
      '2026-06-01T14:00:00Z',
      false,
    ],
    [
      'second span of the day',
      week({ monday: ['09:00-12:00', '18:00-22:00'] }),
      '2026-06-01T23:00:00Z',
      true,
    ],
    [
      'gap between spans',
      week({ monday: ['09:00-12:00', '18:00-22:00'] }),
      '2026-06-01T19:00:00Z',
      false,
    ],
    [
      "'23:59' lasts through 23:59:58",
      week({ monday: ['10:00-23:59'] }),
      '2026-06-02T03:59:58Z',
      true,
    ],
    [
      "'23:59' lasts through 23:59:59",
      week({ monday: ['10:00-23:59'] }),
      '2026-06-02T03:59:59Z',
      true,
    ],
    [
      "'23:59' is over at 00:00:01",
      week({ monday: ['10:00-23:59'] }),
      '2026-06-02T04:00:01Z',
      false,
    ],
  ])('%s', (_label, hours, iso, expected) => {
    expect(isCompanyOpen(hours, NY, at(iso))).toBe(expected);
  });
});

describe('§4.6 spans crossing midnight', () => {
  const lateFriday = week({ friday: ['18:00-02:00'] });
  const chained = week({ monday: ['20:00-23:59'], tuesday: ['00:00-03:00'] });
  const midnightClose = week({ monday: ['20:00-00:00'], tuesday: ['00:00-03:00'] });
  it.each([
    ['close before open runs into Saturday', lateFriday, '2026-06-06T05:30:00Z', true],
    ['and ends at 02:00 Saturday', lateFriday, '2026-06-06T06:01:00Z', false],
    ['not before Friday 18:00', lateFriday, '2026-06-05T21:59:00Z', false],
    ['23:59 then 00:00: the last half second of Monday', chained, '2026-06-02T03:59:59.500Z', true],
    ['23:59 then 00:00: Tuesday 02:59', chained, '2026-06-02T06:59:00Z', true],
    ['00:00 close then 00:00 open: midnight', midnightClose, '2026-06-02T04:00:00Z', true],
    ['00:00 close then 00:00 open: 01:00', midnightClose, '2026-06-02T05:00:00Z', true],
    [
      "a '24:00' close ends at midnight",
      week({ monday: ['20:00-24:00'] }),
      '2026-06-02T03:59:00Z',
      true,
    ],
    ['and not later', week({ monday: ['20:00-24:00'] }), '2026-06-02T04:01:00Z', false],
    [
      'equal open and close lasts a whole day',
      week({ monday: ['06:00-06:00'] }),
      '2026-06-02T09:59:00Z',
      true,
    ],
  ])('%s', (_label, hours, iso, expected) => {
    expect(isCompanyOpen(hours, NY, at(iso))).toBe(expected);
  });
});

describe('§4.6 DST change days', () => {
  // 2026-03-08 (Sunday): New York springs forward 02:00 EST → 03:00 EDT.
  // 2026-11-01 (Sunday): it falls back 02:00 EDT → 01:00 EST.
  const springNight = week({ sunday: ['01:00-04:00'] });
  const inTheGap = week({ sunday: ['02:30-05:00'] });
  const fallDay = week({ sunday: ['09:00-17:00'] });
  const fallOverlap = week({ sunday: ['00:00-01:30'] });
  it.each([
    ['spring: before 01:00 EST', springNight, NY, '2026-03-08T05:59:00Z', false],
    ['spring: 03:59 EDT is still open', springNight, NY, '2026-03-08T07:59:00Z', true],
    [
      'spring: 04:00 EDT closes, two real hours after opening',
      springNight,
      NY,
      '2026-03-08T08:01:00Z',
      false,
    ],
    [
      'spring: an opening inside the gap is not at 01:30 EST',
      inTheGap,
      NY,
      '2026-03-08T06:45:00Z',
      false,
    ],
    [
      'spring: it opens once the clock passes it (03:30 EDT)',
      inTheGap,
      NY,
      '2026-03-08T07:30:00Z',
      true,
    ],
    ['fall: 09:00 is in EST already', fallDay, NY, '2026-11-01T13:30:00Z', false],
    ['fall: 09:00 EST', fallDay, NY, '2026-11-01T14:00:00Z', true],
    ['fall: 17:00 EST', fallDay, NY, '2026-11-01T22:00:00Z', true],
    [
      'fall: a repeated 01:30 closes at its first occurrence',
      fallOverlap,
      NY,
      '2026-11-01T05:45:00Z',
      false,
    ],
    [
      'fall: the repeated hour (01:15 EST) stays closed',
      fallOverlap,
      NY,
      '2026-11-01T06:15:00Z',
      false,
    ],
    [
      'São Paulo (no DST since 2019)',
      week({ sunday: ['09:00-18:00'] }),
      SP,
      '2026-11-01T12:00:00Z',
      true,
    ],
    [
      'São Paulo 2018: midnight did not exist, opening moved to 01:00',
      week({ sunday: ['00:00-02:00'] }),
      SP,
      '2018-11-04T02:30:00Z',
      false,
    ],
    [
      'São Paulo 2018: open at 01:00 −02',
      week({ sunday: ['00:00-02:00'] }),
      SP,
      '2018-11-04T03:00:00Z',
      true,
    ],
  ])('%s', (_label, hours, zone, iso, expected) => {
    expect(isCompanyOpen(hours, zone, at(iso))).toBe(expected);
  });
});

describe('§2.9 opening status', () => {
  it.each([
    [
      '30 minutes left',
      mondayNine,
      '2026-06-01T20:30:00Z',
      true,
      { open: true, closesInMinutes: 30, orderForLater: false },
    ],
    [
      '44 minutes left',
      mondayNine,
      '2026-06-01T20:16:00Z',
      true,
      { open: true, closesInMinutes: 44, orderForLater: false },
    ],
    [
      'exactly 45 minutes left is not "closing soon"',
      mondayNine,
      '2026-06-01T20:15:00Z',
      true,
      { open: true, closesInMinutes: null, orderForLater: false },
    ],
    [
      'seconds left still read 1 minute',
      mondayNine,
      '2026-06-01T20:59:30Z',
      true,
      { open: true, closesInMinutes: 1, orderForLater: false },
    ],
    [
      'hours left',
      mondayNine,
      '2026-06-01T14:00:00Z',
      true,
      { open: true, closesInMinutes: null, orderForLater: false },
    ],
    [
      'closed with order types',
      mondayNine,
      '2026-06-02T14:00:00Z',
      true,
      { open: false, closesInMinutes: null, orderForLater: true },
    ],
    [
      'closed without order types',
      mondayNine,
      '2026-06-02T14:00:00Z',
      false,
      { open: false, closesInMinutes: null, orderForLater: false },
    ],
    [
      'no hours: open, never closing',
      {},
      '2026-06-02T14:00:00Z',
      true,
      { open: true, closesInMinutes: null, orderForLater: false },
    ],
    [
      "'23:59' close counts its 59 seconds",
      week({ monday: ['20:00-23:59'] }),
      '2026-06-02T03:30:00Z',
      true,
      { open: true, closesInMinutes: 30, orderForLater: false },
    ],
    [
      'a span continuing past midnight is not closing',
      week({ monday: ['20:00-23:59'], tuesday: ['00:00-03:00'] }),
      '2026-06-02T03:30:00Z',
      true,
      { open: true, closesInMinutes: null, orderForLater: false },
    ],
  ])('%s', (_label, hours, iso, hasOrderTypes, expected) => {
    expect(openingStatus(hours, NY, at(iso), hasOrderTypes)).toEqual(expected);
  });
});

describe('§4.6 next opening (scheduling)', () => {
  it.each([
    ['open now gives now', mondayNine, '2026-06-01T14:00:00Z', '2026-06-01T14:00:00.000Z'],
    ['later the same day', mondayNine, '2026-06-01T10:00:00Z', '2026-06-01T13:00:00.000Z'],
    ['a week later', mondayNine, '2026-06-01T22:00:00Z', '2026-06-08T13:00:00.000Z'],
    [
      'next day',
      week({ monday: ['09:00-17:00'], tuesday: ['10:00-12:00'] }),
      '2026-06-01T22:00:00Z',
      '2026-06-02T14:00:00.000Z',
    ],
    [
      'across the spring DST change',
      week({ sunday: ['10:00-12:00'] }),
      '2026-03-07T20:00:00Z',
      '2026-03-08T14:00:00.000Z',
    ],
    [
      'across the fall DST change',
      week({ sunday: ['10:00-12:00'] }),
      '2026-10-31T20:00:00Z',
      '2026-11-01T15:00:00.000Z',
    ],
  ])('%s', (_label, hours, iso, expected) => {
    expect(nextOpening(hours, NY, at(iso))?.toISOString()).toBe(expected);
  });
});
