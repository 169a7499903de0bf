import { describe, expect, it } from 'vitest';
import { legalLanguage, legalLinks, mapsSearchLink, reviewLink, whatsappLink } from './links';

describe('§7.6 built links', () => {
  it.each([
    ['+55 (11) 91234-5678', undefined, 'https://wa.me/5511912345678'],
    ['5511912345678', '', 'https://wa.me/5511912345678?text='],
    ['5511912345678', 'Hola & adiós', 'https://wa.me/5511912345678?text=Hola%20%26%20adi%C3%B3s'],
    [null, 'hi', 'https://wa.me/?text=hi'],
  ])('whatsappLink(%s, %s) → %s', (phone, text, expected) => {
    expect(whatsappLink(phone, text)).toBe(expected);
  });

  it('maps search encodes the address', () => {
    expect(mapsSearchLink(' Av. Paulista 1000, São Paulo ')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Av.%20Paulista%201000%2C%20S%C3%A3o%20Paulo',
    );
  });

  it('review page for a place id', () => {
    expect(reviewLink('ChIJ/x+y')).toBe(
      'https://search.google.com/local/writereview?placeid=ChIJ%2Fx%2By',
    );
  });
});

describe('§2.11 legal links per language', () => {
  it.each([
    ['es', 'es'],
    ['es-MX', 'es'],
    ['pt', 'pt'],
    ['pt-BR', 'pt'],
    ['fr', 'fr'],
    ['en', 'en'],
    ['de', 'en'],
    ['ar', 'en'],
    ['id', 'en'],
  ])('%s → %s', (locale, lang) => {
    expect(legalLanguage(locale)).toBe(lang);
    expect(legalLinks(locale)).toEqual({
      terms: `/legal/${lang}/terms`,
      privacy: `/legal/${lang}/privacy`,
    });
  });
});
