import { describe, expect, it } from 'vitest';
import { NO_TILES, parseMapConfig } from './map-config';

describe('parseMapConfig (GET /ms-geo/public/map-config, §9 Maps)', () => {
  it('keeps a well-formed configuration', () => {
    const body = {
      tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: ' © OpenStreetMap contributors ',
      attribution_url: 'https://www.openstreetmap.org/copyright',
    };
    expect(parseMapConfig(body)).toEqual({ ...body, attribution: '© OpenStreetMap contributors' });
  });

  it('keeps the attribution when there are no tiles (the map data is still credited)', () => {
    expect(
      parseMapConfig({ tile_url: null, attribution: 'Data', attribution_url: 'http://x.test/c' }),
    ).toEqual({ tile_url: null, attribution: 'Data', attribution_url: 'http://x.test/c' });
  });

  it.each([
    ['not an object', 'oops'],
    ['null', null],
    ['an array', []],
  ])('reads %s as no tiles', (_, body) => {
    expect(parseMapConfig(body)).toEqual(NO_TILES);
  });

  it.each([
    ['a javascript: URL', 'javascript:alert(1)//{z}/{x}/{y}'],
    ['a relative path', '/tiles/{z}/{x}/{y}.png'],
    ['a number', 42],
    ['blank', '  '],
  ])('drops %s as a tile URL and as an attribution link', (_, url) => {
    const config = parseMapConfig({ tile_url: url, attribution: 'A', attribution_url: url });
    expect(config.tile_url).toBeNull();
    expect(config.attribution_url).toBeNull();
    expect(config.attribution).toBe('A');
  });
});
