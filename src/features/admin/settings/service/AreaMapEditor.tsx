// Drawing a delivery area on the map (loaded only when the owner opens it, as the storefront's
// map: Leaflet is a chunk of its own). A click adds a point to the chosen area; its points are
// draggable markers; the other areas show faintly for reference. The point list beside the map
// (AreaPoints) is the keyboard's way to read and remove points.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import '../../../../ui/map/map.css';
import { useEffect, useRef } from 'react';
import { MAP, POLYGON_PALETTE } from '../../../../domain/constants';
import type { LatLng } from '../../../../domain/types';
import { toLeaflet } from '../../../../ui/map/layers';
import { startMap } from '../../../../ui/map/start-map';

export interface AreaMapEditorProps {
  /** The map's accessible name. */
  label: string;
  /** The point marker's title, with {n}. */
  pointTitle: (n: number) => string;
  centre: LatLng | null;
  areas: readonly { id: string; area: readonly LatLng[] }[];
  selected: number;
  onPoints: (points: LatLng[]) => void;
}

const pointIcon = (): L.DivIcon =>
  L.divIcon({ className: 'a-map-point', iconSize: [18, 18], iconAnchor: [9, 9] });

export default function AreaMapEditor(props: AreaMapEditorProps) {
  const { label, areas, selected } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const groupRef = useRef<L.LayerGroup | null>(null);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const { map, stop } = startMap(container, { scrollWheelZoom: false, keyboard: true });
    const { areas: all, selected: index, centre: start } = latest.current;
    const first = all[index]?.area[0] ?? start;
    if (first) map.setView(toLeaflet(first), MAP.deliveryZoom, { animate: false });
    else map.setView([MAP.defaultCentre.lat, MAP.defaultCentre.lng], 2, { animate: false });
    map.on('click', (event: L.LeafletMouseEvent) => {
      const { areas: now, selected: at, onPoints } = latest.current;
      const { lat, lng } = event.latlng.wrap();
      onPoints([...(now[at]?.area ?? []), { latitude: lat, longitude: lng }]);
    });
    mapRef.current = map;
    groupRef.current = L.layerGroup().addTo(map);
    return () => {
      stop();
      mapRef.current = null;
      groupRef.current = null;
    };
  }, []);

  const shapes = JSON.stringify([areas, selected]);
  useEffect(() => {
    const group = groupRef.current;
    if (!group) return;
    group.clearLayers();
    const [list, chosen] = JSON.parse(shapes) as [AreaMapEditorProps['areas'], number];
    list.forEach((area, index) => {
      const palette = POLYGON_PALETTE[index % POLYGON_PALETTE.length] ?? { color: '#1565c0' };
      const mine = index === chosen;
      if (area.area.length >= 2)
        group.addLayer(
          L.polygon(area.area.map(toLeaflet), {
            color: palette.color,
            weight: mine ? 3 : 1,
            fillOpacity: mine ? 0.3 : 0.1,
            interactive: false,
          }),
        );
      if (!mine) return;
      area.area.forEach((point, at) => {
        const marker = L.marker(toLeaflet(point), {
          icon: pointIcon(),
          draggable: true,
          keyboard: false,
          title: latest.current.pointTitle(at + 1),
        });
        marker.on('dragend', () => {
          const { lat, lng } = marker.getLatLng().wrap();
          const points = [...(latest.current.areas[chosen]?.area ?? [])];
          points[at] = { latitude: lat, longitude: lng };
          latest.current.onPoints(points);
        });
        group.addLayer(marker);
      });
    });
  }, [shapes]);

  return (
    <div className="map a-area-map" style={{ blockSize: 320 }}>
      <div ref={containerRef} className="map__canvas" role="region" aria-label={label} dir="ltr" />
    </div>
  );
}
