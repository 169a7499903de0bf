import { describe, expect, it } from 'vitest';
import { entryText, statusLabel } from './opening-hours';
import type { Translate } from './opening-hours';

// Echoes the key and its params so the assertions show which string was chosen.
const t: Translate = (key, params) => (params ? `${key}${JSON.stringify(params)}` : key);

describe('statusLabel (§2.9)', () => {
  it.each([
    [
      'open, plenty of time',
      { open: true, closesInMinutes: null, orderForLater: false },
      'open',
      'landing.hours.open',
      null,
    ],
    [
      'open, closing within 45 minutes',
      { open: true, closesInMinutes: 12, orderForLater: false },
      'open',
      'landing.hours.open',
      'landing.hours.closesIn{"minutes":12}',
    ],
    [
      'closed with order types',
      { open: false, closesInMinutes: null, orderForLater: true },
      'closed',
      'landing.hours.closed',
      'landing.hours.orderForLater',
    ],
    [
      'closed without order types',
      { open: false, closesInMinutes: null, orderForLater: false },
      'closed',
      'landing.hours.closed',
      null,
    ],
  ])('%s', (_name, status, tone, text, detail) => {
    expect(statusLabel(status, t)).toEqual({ tone, status: text, detail });
  });
});

describe('entryText (§5.8 opening hours display)', () => {
  it.each([
    ['a day with no hours reads closed', { kind: 'closed' as const }, 'landing.hours.dayClosed'],
    ['00:00–23:59 reads open 24 hours', { kind: 'open24' as const }, 'landing.hours.open24'],
    [
      'a plain span, each end isolated',
      { kind: 'span' as const, open: '9:00 AM', close: '5:00 PM', closeIsMidnight: false },
      '\u20689:00 AM\u2069 - \u20685:00 PM\u2069',
    ],
    [
      'a 23:59 close reads midnight',
      { kind: 'span' as const, open: '18:00', close: '23:59', closeIsMidnight: true },
      '\u206818:00\u2069 - \u2068landing.hours.midnight\u2069',
    ],
  ])('%s', (_name, entry, expected) => {
    expect(entryText(entry, t)).toBe(expected);
  });
});
