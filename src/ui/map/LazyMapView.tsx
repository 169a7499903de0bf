// The map, loaded only where it is shown: Leaflet and its styles are a chunk of their own that the
// landing, the menu and the cart never load (DESIGN: "leaflet, loaded lazily").
import { lazy, Suspense } from 'react';
import { Skeleton } from '../Skeleton';
import type { MapViewProps } from './types';

const MapView = lazy(() => import('./MapView'));

export function LazyMapView(props: MapViewProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height ?? 240} />}>
      <MapView {...props} />
    </Suspense>
  );
}

export type { MapViewProps, MapPolygon, MapMarker, MapCircle, MapConfig } from './types';
