// Plane and sphere geometry for delivery coverage (§2.10 map pin, §2.11 coverage, §5.8 ranges).
import type { LatLng } from './types';

const EARTH_RADIUS_KM = 6371;
const rad = (deg: number): number => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (mean Earth radius 6371 km). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

// Tolerance in degrees (~1 mm) for "on the edge"; polygons come from a map editor.
const EDGE_EPSILON = 1e-8;

function onSegment(p: LatLng, a: LatLng, b: LatLng): boolean {
  const cross =
    (b.longitude - a.longitude) * (p.latitude - a.latitude) -
    (b.latitude - a.latitude) * (p.longitude - a.longitude);
  const length = Math.hypot(b.longitude - a.longitude, b.latitude - a.latitude);
  if (Math.abs(cross) > EDGE_EPSILON * Math.max(length, 1)) return false;
  const within = (v: number, x: number, y: number): boolean =>
    v >= Math.min(x, y) - EDGE_EPSILON && v <= Math.max(x, y) + EDGE_EPSILON;
  return (
    within(p.latitude, a.latitude, b.latitude) && within(p.longitude, a.longitude, b.longitude)
  );
}

/**
 * Even-odd ray casting in the lat/lng plane, as the map draws the polygon. Points on an edge
 * or a vertex count as inside, so a customer on a border street is served. Fewer than 3
 * vertices is not a polygon and contains nothing.
 */
export function pointInPolygon(point: LatLng, polygon: readonly LatLng[]): boolean {
  if (polygon.length < 3) return false;
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const a = polygon[i];
    const b = polygon[j];
    if (!a || !b) continue;
    if (onSegment(point, a, b)) return true;
    const crosses =
      a.latitude > point.latitude !== b.latitude > point.latitude &&
      point.longitude <
        ((b.longitude - a.longitude) * (point.latitude - a.latitude)) / (b.latitude - a.latitude) +
          a.longitude;
    if (crosses) inside = !inside;
  }
  return inside;
}

/** Distance from the company in metres (the §5.1 "at least 20 metres" pin rule). */
export function distanceMeters(a: LatLng, b: LatLng): number {
  return haversineKm(a, b) * 1000;
}
