// The shared map (types.ts), drawn with Leaflet. Only LazyMapView imports this module, so Leaflet
// and its stylesheet live in this lazy chunk alone. The map is created once per mount; each prop
// has its own effect that updates the layers in place. §2.11: zoom control on, scroll-wheel zoom
// off, keyboard panning on (arrow keys and +/- once the map has focus). The map stays LTR inside
// an RTL page: a map's west is always on the left.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './map.css';
import { useEffect, useRef } from 'react';
import { MAP } from '../../domain/constants';
import type { LatLng } from '../../domain/types';
import { useI18n } from '../../i18n';
import { addCircle, addMarker, addPolygon, toLeaflet } from './layers';
import { centrePinSvg } from './markers';
import { startMap } from './start-map';
import type { MapCircle, MapMarker, MapPolygon, MapViewProps } from './types';

function sameView(a: string | null, centre: LatLng | null, zoom: number): boolean {
  return a === JSON.stringify([centre, zoom]);
}

export default function MapView(props: MapViewProps) {
  const { label, centre, zoom, companyMarker, polygons, circle, centrePin } = props;
  const { height = 240, className, onCentreChange } = props;
  const { t } = useI18n();
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const shapesRef = useRef<L.LayerGroup | null>(null);
  const viewRef = useRef<string | null>(null);
  const onCentreRef = useRef(onCentreChange);

  useEffect(() => {
    onCentreRef.current = onCentreChange;
  }, [onCentreChange]);

  // Create once; remove on unmount. The container keeps its size in sync when a sheet opens.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    container.dataset.tiles = 'none';
    const { map, stop } = startMap(container, {
      zoomControl: false,
      scrollWheelZoom: false,
      keyboard: true,
      worldCopyJump: true,
    });
    map.on('moveend', () => {
      const { lat, lng } = map.getCenter().wrap();
      onCentreRef.current?.({ latitude: lat, longitude: lng });
    });
    mapRef.current = map;
    shapesRef.current = L.layerGroup().addTo(map);
    return () => {
      stop();
      mapRef.current = null;
      shapesRef.current = null;
      viewRef.current = null;
    };
  }, []);

  // The zoom buttons carry translated names; rebuilt when the locale changes.
  const zoomInTitle = t('address.mapView.zoomIn');
  const zoomOutTitle = t('address.mapView.zoomOut');
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const zoomControl = L.control.zoom({ zoomInTitle, zoomOutTitle }).addTo(map);
    return () => {
      zoomControl.remove();
    };
  }, [zoomInTitle, zoomOutTitle]);

  // Centre and zoom move the map only when the props change, never back after the diner pans.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || sameView(viewRef.current, centre, zoom)) return;
    viewRef.current = JSON.stringify([centre, zoom]);
    if (centre) map.setView(toLeaflet(centre), zoom, { animate: false });
    else
      map.setView([MAP.defaultCentre.lat, MAP.defaultCentre.lng], MAP.noCentreZoom, {
        animate: false,
      });
  }, [centre, zoom]);

  // Shapes are compared by value: callers may pass new arrays on every render.
  const shapesKey = JSON.stringify([companyMarker ?? null, polygons ?? [], circle ?? null]);
  const circleName = t('address.mapView.coverageCircle');
  useEffect(() => {
    const group = shapesRef.current;
    if (!group) return;
    const [marker, list, ring] = JSON.parse(shapesKey) as [
      MapMarker | null,
      MapPolygon[],
      MapCircle | null,
    ];
    group.clearLayers();
    for (const polygon of list) addPolygon(group, polygon);
    if (ring) addCircle(group, ring, circleName);
    if (marker) addMarker(group, marker);
  }, [shapesKey, circleName]);

  // The DELIVERY_MAP pin is an overlay at the container's centre: the map moves under it.
  useEffect(() => {
    const container = containerRef.current;
    if (!centrePin || !container) return;
    const pin = document.createElement('div');
    pin.className = 'map-centre-pin';
    pin.setAttribute('aria-hidden', 'true');
    pin.innerHTML = centrePinSvg;
    container.append(pin);
    return () => pin.remove();
  }, [centrePin]);

  // Leaflet owns the inner element's classes, so React's className and size go on the wrapper.
  return (
    <div className={className ? `map ${className}` : 'map'} style={{ blockSize: height }}>
      <div
        ref={containerRef}
        className="map__canvas"
        role="region"
        aria-label={label}
        aria-roledescription={t('address.mapView.roleDescription')}
        dir="ltr"
      />
    </div>
  );
}
