// Tiles and their attribution from the server's map configuration (MAP_TILE_URL). Without a tile
// URL no layer is added; tiles that fail (offline, blocked by a network or policy) stay hidden, as
// Leaflet hides tiles until they load, so the container's neutral background shows through.
// The container's data-tiles says which: none, loading, loaded or failed.
import L from 'leaflet';
import type { MapConfig } from './types';
import { attributionHtml } from './escape';

export type TileState = 'none' | 'loading' | 'loaded' | 'failed';

export function addTiles(
  map: L.Map,
  attribution: L.Control.Attribution,
  config: MapConfig,
  onState: (state: TileState) => void,
): L.TileLayer | null {
  const credit = attributionHtml(config.attribution, config.attribution_url);
  if (!config.tile_url) {
    // The server may still credit the map data (the demo streets come from OpenStreetMap).
    if (credit !== '') attribution.addAttribution(credit);
    onState('none');
    return null;
  }
  let loaded = false;
  const layer = L.tileLayer(config.tile_url, { attribution: credit, maxZoom: 19 });
  layer.on('tileload', () => {
    loaded = true;
    onState('loaded');
  });
  layer.on('tileerror', () => {
    if (!loaded) onState('failed');
  });
  onState('loading');
  layer.addTo(map);
  return layer;
}
