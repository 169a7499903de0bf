import { describe, expect, it } from 'vitest';
import { profileHref, socialLinks } from './social-links';
import { makeCompany, makeSettings } from './test-fixtures';

describe('profileHref (§5.8 social handles)', () => {
  it.each([
    ['instagram', '@la.esquina', 'https://www.instagram.com/la.esquina'],
    ['facebook', 'laesquina', 'https://www.facebook.com/laesquina'],
    ['tiktok', 'laesquina', 'https://www.tiktok.com/@laesquina'],
    ['tiktok', '@laesquina', 'https://www.tiktok.com/@laesquina'],
    [
      'tripadvisor',
      'https://www.tripadvisor.com/Restaurant_Review-g1-d2',
      'https://www.tripadvisor.com/Restaurant_Review-g1-d2',
    ],
    ['instagram', 'https://instagram.com/already', 'https://instagram.com/already'],
    ['instagram', '   ', null],
    ['instagram', '@', null],
    ['facebook', null, null],
  ] as const)('%s %s → %s', (network, value, expected) => {
    expect(profileHref(network, value)).toBe(expected);
  });
});

describe('socialLinks (§2.11 social/contact links, only if configured)', () => {
  it('shows nothing for a company without links', () => {
    expect(socialLinks(makeCompany(), makeSettings())).toEqual([]);
  });

  it('lists whatsapp, instagram, facebook, tiktok, tripadvisor in that order', () => {
    const company = makeCompany({
      whatsapp: '+54 9 11 5555-0000',
      instagram: { url: 'esquina' },
      facebook: { url: 'esquina' },
      tiktok: { url: 'esquina' },
      tripadvisor: { url: 'esquina' },
    });
    expect(socialLinks(company, makeSettings()).map((l) => l.network)).toEqual([
      'whatsapp',
      'instagram',
      'facebook',
      'tiktok',
      'tripadvisor',
    ]);
  });

  it('builds the chat link from the digits with an empty message', () => {
    const [link] = socialLinks(makeCompany({ whatsapp: '+54 9 11 5555-0000' }), null);
    expect(link).toEqual({ network: 'whatsapp', href: 'https://wa.me/5491155550000?text=' });
  });

  it('falls back to the social network settings when the company has no link', () => {
    const settings = makeSettings({ social_networks_settings: { instagramUrl: '@fromsettings' } });
    expect(socialLinks(makeCompany({ instagram: { url: '' } }), settings)).toEqual([
      { network: 'instagram', href: 'https://www.instagram.com/fromsettings' },
    ]);
  });

  it("prefers the company's own link", () => {
    const settings = makeSettings({ social_networks_settings: { facebookUrl: 'other' } });
    expect(socialLinks(makeCompany({ facebook: { url: 'mine' } }), settings)).toEqual([
      { network: 'facebook', href: 'https://www.facebook.com/mine' },
    ]);
  });
});
