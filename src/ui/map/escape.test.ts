import { describe, expect, it } from 'vitest';
import { attributionHtml, escapeHtml } from './escape';

describe('map texts written as HTML by Leaflet', () => {
  it('escapes markup in plain texts', () => {
    expect(escapeHtml(`<img src=x onerror="a">&'`)).toBe(
      '&lt;img src=x onerror=&quot;a&quot;&gt;&amp;&#39;',
    );
  });

  it('links the attribution when it has a URL, in a new tab', () => {
    expect(attributionHtml('© OSM', 'https://osm.org/copyright?a=1&b=2')).toBe(
      '<a href="https://osm.org/copyright?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">© OSM</a>',
    );
    expect(attributionHtml('<b>x</b>', null)).toBe('&lt;b&gt;x&lt;/b&gt;');
    expect(attributionHtml('', 'https://osm.org')).toBe('');
  });
});
