// §2.8 / §2.11 what a coverage map draws, as plain data: the company marker, the area or district
// polygons in the 20-colour palette, and the green circle of the largest delivery range. Pure, so
// the company information sheet, the 'view coverage area' modal and DELIVERY_MAP share one reading.
import { maxDeliveryRange, polygonColor, sortedDistricts } from '../../domain/delivery-display';
import type { Company, EcommerceSettings, LatLng } from '../../domain/types';
import type { MapCircle, MapMarker, MapPolygon } from '../../ui/map/types';

export interface CoverageMapView {
  /** The company's position; null when it has none (the map then shows the world, §2.11). */
  centre: LatLng | null;
  companyMarker: MapMarker | null;
  polygons: MapPolygon[];
  circle: MapCircle | null;
}

const finite = (n: number | null | undefined): n is number =>
  typeof n === 'number' && Number.isFinite(n);

const validPoint = (p: LatLng): boolean =>
  finite(p.latitude) &&
  finite(p.longitude) &&
  Math.abs(p.latitude) <= 90 &&
  Math.abs(p.longitude) <= 180;

/** A drawable ring: at least 3 valid vertices (fewer is not a polygon, as in pointInPolygon). */
function ring(paths: readonly LatLng[] | undefined): LatLng[] | null {
  const points = (paths ?? []).filter(validPoint);
  return points.length >= 3
    ? points.map((p) => ({ latitude: p.latitude, longitude: p.longitude }))
    : null;
}

export function companyCentre(company: Company): LatLng | null {
  const point = { latitude: company.latitude ?? NaN, longitude: company.longitude ?? NaN };
  return validPoint(point) ? point : null;
}

interface Shape {
  id: string;
  name: string | null;
  paths: readonly LatLng[] | undefined;
}

/** Colours follow the shapes' order in the list the diner reads (§2.11 palette, last reused). */
function toPolygons(shapes: readonly Shape[]): MapPolygon[] {
  const polygons: MapPolygon[] = [];
  for (const shape of shapes) {
    const paths = ring(shape.paths);
    if (!paths) continue;
    const { color, opacity } = polygonColor(polygons.length);
    polygons.push({ id: shape.id, name: shape.name, paths, color, opacity });
  }
  return polygons;
}

function areaShapes(company: Company, settings: EcommerceSettings): Shape[] {
  // Same source order as coverage.ts: the company's named areas, else the settings' list.
  const fromCompany = (company.delivery_areas ?? []).filter((a) => a.enabled);
  if (fromCompany.length > 0) {
    return fromCompany.map((a) => ({
      id: a.id,
      name: a.name && a.name.trim() !== '' ? a.name.trim() : null,
      paths: a.area,
    }));
  }
  return (settings.delivery.prices.area?.areas ?? [])
    .filter((a) => a.enabled)
    .map((a) => ({ id: a.id, name: null, paths: a.paths }));
}

function districtShapes(company: Company, locale: string): Shape[] {
  return sortedDistricts(company.delivery_districts ?? [], locale).map((d) => ({
    id: d.id,
    name: d.name,
    paths: d.paths,
  }));
}

/**
 * The coverage map of a company: polygons for areas (and for districts that carry paths), the
 * circle of the largest enabled range for fixed, ranges and distance prices. No delivery, no shapes.
 */
export function coverageMapView(
  company: Company,
  settings: EcommerceSettings,
  locale = 'en',
): CoverageMapView {
  const centre = companyCentre(company);
  const companyMarker = centre ? { point: centre, title: company.name } : null;
  const view: CoverageMapView = { centre, companyMarker, polygons: [], circle: null };
  const delivery = settings.delivery;
  if (!delivery?.active) return view;
  switch (delivery.prices?.type) {
    case 'areas':
      view.polygons = toPolygons(areaShapes(company, settings));
      break;
    case 'districts':
      view.polygons = toPolygons(districtShapes(company, locale));
      break;
    default: {
      const km = maxDeliveryRange(company.delivery_ranges ?? []);
      if (centre && km !== null && km > 0) view.circle = { centre, radiusKm: km };
    }
  }
  return view;
}
