// Placing the store's pin on the map (loaded only when the owner opens it: Leaflet is a chunk of
// its own, as on the storefront). A click puts the pin there; the pin is a draggable marker. The
// latitude and longitude fields beside it (AddressTab) are the keyboard's way to set it.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import '../../../../ui/map/map.css';
import { useEffect, useRef } from 'react';
import { MAP } from '../../../../domain/constants';
import type { LatLng } from '../../../../domain/types';
import { toLeaflet } from '../../../../ui/map/layers';
import { startMap } from '../../../../ui/map/start-map';

export interface LocationPickerProps {
  /** The map's accessible name. */
  label: string;
  /** The pin's title. */
  pinTitle: string;
  pin: LatLng | null;
  onPin: (pin: LatLng) => void;
}

const pinIcon = (): L.DivIcon =>
  L.divIcon({ className: 'a-map-point', iconSize: [22, 22], iconAnchor: [11, 11] });

export default function LocationPicker(props: LocationPickerProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const markerRef = useRef<L.Marker | null>(null);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const { map, stop } = startMap(container, { scrollWheelZoom: false, keyboard: true });
    const start = latest.current.pin;
    if (start) map.setView(toLeaflet(start), MAP.addressZoom, { animate: false });
    else map.setView([MAP.defaultCentre.lat, MAP.defaultCentre.lng], 2, { animate: false });
    map.on('click', (event: L.LeafletMouseEvent) => {
      const { lat, lng } = event.latlng.wrap();
      latest.current.onPin({ latitude: lat, longitude: lng });
    });
    mapRef.current = map;
    return () => {
      stop();
      mapRef.current = null;
      markerRef.current = null;
    };
  }, []);

  const { label, pin, pinTitle } = props;
  const latitude = pin?.latitude;
  const longitude = pin?.longitude;
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    if (latitude === undefined || longitude === undefined) {
      markerRef.current?.remove();
      markerRef.current = null;
      return;
    }
    const at = toLeaflet({ latitude, longitude });
    let marker = markerRef.current;
    if (!marker) {
      marker = L.marker(at, { icon: pinIcon(), draggable: true, keyboard: false, title: pinTitle });
      marker.on('dragend', () => {
        const { lat, lng } = marker!.getLatLng().wrap();
        latest.current.onPin({ latitude: lat, longitude: lng });
      });
      marker.addTo(map);
      markerRef.current = marker;
    } else marker.setLatLng(at);
    // A pin typed or placed off the visible map is brought into view.
    if (!map.getBounds().contains(at)) map.setView(at, Math.max(map.getZoom(), MAP.addressZoom));
  }, [latitude, longitude, pinTitle]);

  return (
    <div className="map a-area-map" style={{ blockSize: 320 }}>
      <div ref={containerRef} className="map__canvas" role="region" aria-label={label} dir="ltr" />
    </div>
  );
}
