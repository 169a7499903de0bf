import { describe, expect, it } from 'vitest';
import { addressView, ratingView } from './company-links';
import { makeCompany, makeSettings } from './test-fixtures';
import { mapsSearchLink, reviewLink } from '../../domain/formatting';

const google = (over: Partial<ReturnType<typeof makeSettings>['google_settings']>) =>
  makeSettings({
    google_settings: {
      display_ratings: true,
      place_id: 'P1',
      ratings_score: 4.6,
      ratings_count: 120,
      ...over,
    },
  });

describe('ratingView (§2.3 rating button, §2.11)', () => {
  it.each([
    [
      'shown with display on and a place id',
      google({}),
      { href: reviewLink('P1'), score: 4.6, count: 120 },
    ],
    ['hidden when display is off', google({ display_ratings: false }), null],
    ['hidden without a place id', google({ place_id: null }), null],
    ['hidden with a blank place id', google({ place_id: '  ' }), null],
    [
      'shown without a score yet',
      google({ ratings_score: null, ratings_count: 0 }),
      { href: reviewLink('P1'), score: null, count: null },
    ],
    ['no settings', null, null],
  ])('%s', (_name, settings, expected) => {
    expect(ratingView(settings)).toEqual(expected);
  });
});

describe('addressView (§2.3 address button)', () => {
  it.each([
    [
      'shown with address, flag and coordinates',
      {},
      { text: 'Main St 1', href: mapsSearchLink('Main St 1') },
    ],
    ['hidden when the address is not shown', { address_enabled: false }, null],
    ['hidden without latitude', { latitude: null }, null],
    ['hidden without longitude', { longitude: null }, null],
    ['hidden without an address', { address: ' ' }, null],
    [
      'coordinates of 0 still count',
      { latitude: 0, longitude: 0 },
      { text: 'Main St 1', href: mapsSearchLink('Main St 1') },
    ],
  ])('%s', (_name, over, expected) => {
    expect(addressView(makeCompany(over))).toEqual(expected);
  });
});
