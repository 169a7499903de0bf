// The contract of the shared map (§2.10 DELIVERY_MAP, §2.8 location and coverage, §2.11 coverage
// maps, §9 Maps). MapView.tsx implements it with Leaflet, which only the screens that show a map
// load (LazyMapView.tsx). Without tiles (offline, blocked, or none configured) the map still draws
// on a neutral background: the pin, the company marker, the polygons and the circle.
import type { LatLng } from '../../domain/types';

export interface MapPolygon {
  id: string;
  /** The area's or district's name, shown as the polygon's tooltip and accessible label. */
  name: string | null;
  paths: readonly LatLng[];
  /** From polygonColor(index) (§2.11 palette). */
  color: string;
  opacity: number;
}

export interface MapMarker {
  point: LatLng;
  /** The marker's title (the company name for the company marker). */
  title: string;
}

export interface MapCircle {
  centre: LatLng;
  radiusKm: number;
}

export interface MapViewProps {
  /** The map's accessible name (role="region" aria-label). */
  label: string;
  /** Null: the world at MAP.noCentreZoom (§2.11 "zoom is 0 when there is no centre"). */
  centre: LatLng | null;
  zoom: number;
  companyMarker?: MapMarker | null;
  polygons?: readonly MapPolygon[];
  /** §2.11 the green coverage circle (MAP.coverageCircle) of the largest delivery range. */
  circle?: MapCircle | null;
  /**
   * DELIVERY_MAP: a pin fixed at the centre of the view; the map moves under it and each move's
   * end reports the new centre through onCentreChange.
   */
  centrePin?: boolean;
  onCentreChange?: (centre: LatLng) => void;
  /** Height in CSS pixels; the width is the container's. */
  height?: number;
  className?: string;
}

/** What the server's map configuration answers (GET /ms-geo/public/map-config, docs/api.md). */
export interface MapConfig {
  /** A Leaflet URL template ({z}/{x}/{y}, optional {s}); null: no tiles, neutral background. */
  tile_url: string | null;
  /** The attribution the tile provider's policy requires, as plain text. */
  attribution: string;
  /** Link for the attribution (for OpenStreetMap, its copyright page). */
  attribution_url: string | null;
}
