// The map, loaded only where it is shown: Leaflet and its styles are a chunk of their own that the
// landing, the menu and the cart never load (DESIGN: "leaflet, loaded lazily"). Leaflet needs a
// browser: a page the server draws (/info) shows the placeholder until it has hydrated.
import { lazy, Suspense } from 'react';
import { Skeleton } from '../Skeleton';
import { useHydrated } from '../use-hydrated';
import type { MapViewProps } from './types';

const MapView = lazy(() => import('./MapView'));

export function LazyMapView(props: MapViewProps) {
  const placeholder = <Skeleton height={props.height ?? 240} />;
  if (!useHydrated()) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MapView {...props} />
    </Suspense>
  );
}

export type { MapViewProps, MapPolygon, MapMarker, MapCircle, MapConfig } from './types';
