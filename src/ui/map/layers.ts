// The map's drawn layers, built from the plain shapes of types.ts: polygons in their palette
// colour, the §2.11 coverage circle, and the company marker. Vector layers render as SVG paths,
// so they draw on the neutral background with no tiles at all.
import L from 'leaflet';
import { MAP } from '../../domain/constants';
import type { LatLng } from '../../domain/types';
import { escapeHtml } from './escape';
import { companyIcon } from './markers';
import type { MapCircle, MapMarker, MapPolygon } from './types';

export const toLeaflet = (p: LatLng): L.LatLngTuple => [p.latitude, p.longitude];

/** Labels an SVG path for assistive technology once Leaflet has rendered it. */
function label(layer: L.Path, name: string | null): void {
  const element = layer.getElement();
  if (!element) return;
  if (name) {
    element.setAttribute('role', 'img');
    element.setAttribute('aria-label', name);
  } else {
    element.setAttribute('aria-hidden', 'true');
  }
}

export function addPolygon(group: L.LayerGroup, polygon: MapPolygon): void {
  const layer = L.polygon(polygon.paths.map(toLeaflet), {
    className: 'map-polygon',
    color: polygon.color,
    weight: 1,
    fillColor: polygon.color,
    fillOpacity: polygon.opacity,
  });
  if (polygon.name) layer.bindTooltip(escapeHtml(polygon.name), { sticky: true });
  group.addLayer(layer);
  label(layer, polygon.name);
}

export function addCircle(group: L.LayerGroup, circle: MapCircle, name: string): void {
  const { color, weight, fillOpacity } = MAP.coverageCircle;
  const layer = L.circle(toLeaflet(circle.centre), {
    className: 'map-circle',
    radius: circle.radiusKm * 1000,
    color,
    weight,
    fillColor: color,
    fillOpacity,
    interactive: false,
  });
  group.addLayer(layer);
  label(layer, name);
}

/** A fixed (not draggable, not focusable) marker; its title is the company's name (§2.11). */
export function addMarker(group: L.LayerGroup, marker: MapMarker): void {
  const layer = L.marker(toLeaflet(marker.point), {
    icon: companyIcon(),
    title: marker.title,
    keyboard: false,
    interactive: false,
  });
  group.addLayer(layer);
  const element = layer.getElement();
  element?.setAttribute('role', 'img');
  element?.setAttribute('aria-label', marker.title);
}
