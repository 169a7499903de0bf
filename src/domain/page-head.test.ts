import { describe, expect, it } from 'vitest';
import { pageHeadText } from './page-head';
import type { PageHeadText } from './page-head';

const text = (key: PageHeadText, name: string) => `${key}:${name}`;

describe('pageHeadText (§2.2, issue [16/21] item 22)', () => {
  it('gives /products, /info and the landing texts of their own', () => {
    expect(pageHeadText('/products', 'Sabor', null, text)).toEqual({
      title: 'title:Sabor',
      description: 'description:Sabor',
    });
    expect(pageHeadText('/info', 'Sabor', null, text)).toEqual({
      title: 'infoTitle:Sabor',
      description: 'infoDescription:Sabor',
    });
    expect(pageHeadText('/', 'Sabor', null, text)).toEqual({
      title: 'homeTitle:Sabor',
      description: 'homeDescription:Sabor',
    });
  });

  it("takes the owner's landing title and summary for the landing only", () => {
    const landing = { name: ' Tacos al pastor ', summary: 'Since 1962' };
    expect(pageHeadText('/', 'Sabor', landing, text)).toEqual({
      title: 'Tacos al pastor',
      description: 'Since 1962',
    });
    expect(pageHeadText('/products', 'Sabor', landing, text).title).toBe('title:Sabor');
    expect(pageHeadText('/', 'Sabor', { name: ' ', summary: '' }, text).title).toBe(
      'homeTitle:Sabor',
    );
  });
});
