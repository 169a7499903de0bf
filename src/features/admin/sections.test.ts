import { describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS, DEFAULT_SECTION, sectionHref, sectionOf } from './sections';

describe('back office sections', () => {
  it('reads the section from the query, with or without its question mark', () => {
    expect(sectionOf('?section=activity')).toBe('activity');
    expect(sectionOf('section=tables&x=1')).toBe('tables');
  });

  it('opens on the default section when the query names none or an unknown one', () => {
    expect(DEFAULT_SECTION).toBe('menu');
    expect(sectionOf('')).toBe('menu');
    expect(sectionOf('?section=orders')).toBe('menu');
    expect(sectionOf('?section=')).toBe('menu');
  });

  it('links every section to a URL that reads back as it', () => {
    for (const section of ADMIN_SECTIONS) {
      const href = sectionHref(section);
      expect(href.startsWith('/admin?')).toBe(true);
      expect(sectionOf(href.slice(href.indexOf('?')))).toBe(section);
    }
  });
});
