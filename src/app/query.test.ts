import { describe, expect, it } from 'vitest';
import { readStartupQuery } from './query';

describe('readStartupQuery (§2.2)', () => {
  it('reads the QR id and the UTM values', () => {
    expect(readStartupQuery('?qr-id=q1&utm_source=ig&utm_campaign=summer')).toEqual({
      qrId: 'q1',
      utmSource: 'ig',
      utmCampaign: 'summer',
      isPreview: false,
    });
  });

  it.each(['?from=preview', '?preview', '?preview=1', '?preview=false'])(
    'treats %s as a preview',
    (search) => {
      expect(readStartupQuery(search).isPreview).toBe(true);
    },
  );

  it('does not treat other from values as a preview', () => {
    expect(readStartupQuery('?from=qr').isPreview).toBe(false);
  });

  it('reads blank values as absent', () => {
    expect(readStartupQuery('?qr-id=&utm_source=%20').qrId).toBeNull();
    expect(readStartupQuery('?qr-id=&utm_source=%20').utmSource).toBeNull();
  });
});
