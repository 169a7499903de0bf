import { describe, expect, it } from 'vitest';
import { mergeUtm, parseStoredUtm } from './utm';

const none = { utmSource: null, utmCampaign: null };

describe('mergeUtm', () => {
  it('keeps the stored values when the URL has none', () => {
    expect(mergeUtm(none, { utmSource: 'ig', utmCampaign: 'x' })).toEqual({
      utmSource: 'ig',
      utmCampaign: 'x',
    });
  });
  it('lets a new campaign link replace both stored values', () => {
    expect(
      mergeUtm({ utmSource: 'fb', utmCampaign: null }, { utmSource: 'ig', utmCampaign: 'x' }),
    ).toEqual({
      utmSource: 'fb',
      utmCampaign: null,
    });
  });
  it('gives nothing when neither has values', () => {
    expect(mergeUtm(none, null)).toEqual(none);
  });
});

describe('parseStoredUtm', () => {
  it('reads what captureUtm writes and rejects junk', () => {
    expect(parseStoredUtm('{"utmSource":"ig","utmCampaign":""}')).toEqual({
      utmSource: 'ig',
      utmCampaign: null,
    });
    expect(parseStoredUtm('nope')).toBeNull();
    expect(parseStoredUtm(null)).toBeNull();
  });
});

describe('long campaign values (issue [16/21] item 16)', () => {
  const long = 'c'.repeat(201);

  it('are cut to what an order keeps when captured from the URL', () => {
    expect(mergeUtm({ utmSource: 'ig', utmCampaign: long }, null)).toEqual({
      utmSource: 'ig',
      utmCampaign: 'c'.repeat(200),
    });
  });

  it('are cut when read back from a visit stored before the rule', () => {
    const stored = parseStoredUtm(JSON.stringify({ utmSource: null, utmCampaign: long }));
    expect(stored?.utmCampaign).toBe('c'.repeat(200));
    expect(mergeUtm(none, { utmSource: null, utmCampaign: long }).utmCampaign).toHaveLength(200);
  });
});
