// How every map starts (MapView, and the back office's area and pin editors): a Leaflet map on the
// container with its attribution control, kept sized to the container (a sheet that opens, a
// column that grows), and the server's tiles once the map configuration is in, their state on the
// container's data-tiles (tiles.ts). `stop` undoes all of it, for the component's unmount.
import L from 'leaflet';
import { loadMapConfig } from '../../api/map-config';
import { addTiles } from './tiles';

export function startMap(
  container: HTMLElement,
  options: Omit<L.MapOptions, 'attributionControl'>,
): { map: L.Map; stop: () => void } {
  const map = L.map(container, { ...options, attributionControl: false });
  const attribution = L.control.attribution({ prefix: false }).addTo(map);
  const resize = new ResizeObserver(() => map.invalidateSize());
  resize.observe(container);
  let live = true;
  let tiles: L.TileLayer | null = null;
  void loadMapConfig().then((config) => {
    if (!live) return;
    tiles = addTiles(map, attribution, config, (state) => {
      container.dataset.tiles = state;
    });
  });
  const stop = () => {
    live = false;
    resize.disconnect();
    tiles?.off();
    map.remove();
  };
  return { map, stop };
}
