// What the storefront's maps need from the server (GET /ms-geo/public/map-config, the MapConfig of
// src/ui/map/types.ts) and the tile origins the CSP's img-src must allow. No key is ever part of
// it: OpenStreetMap's tiles need none, and a keyed tile URL would be public in the browser anyway.
import type { Env } from '../env';

/**
 * The MapConfig of src/ui/map/types.ts (the server may not import src/ui; the route test checks
 * the two agree).
 */
export interface MapConfig {
  tile_url: string | null;
  attribution: string;
  attribution_url: string | null;
}

export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '© OpenStreetMap contributors';
const OSM_COPYRIGHT = 'https://www.openstreetmap.org/copyright';

type MapEnv = Pick<Env, 'MAP_TILE_URL' | 'MAP_TILE_ATTRIBUTION'>;

const tileUrlOf = (env: MapEnv): string | null =>
  env.MAP_TILE_URL === 'none' || env.MAP_TILE_URL.trim() === '' ? null : env.MAP_TILE_URL;

export function mapConfigOf(env: MapEnv): MapConfig {
  const tile_url = tileUrlOf(env);
  const osm =
    tile_url !== null &&
    new URL(tile_url.replace(/\{s\}/g, 'a')).hostname.endsWith('openstreetmap.org');
  return {
    tile_url,
    // Credited even without tiles: Photon's and Nominatim's answers are OpenStreetMap data too.
    attribution: env.MAP_TILE_ATTRIBUTION ?? OSM_ATTRIBUTION,
    attribution_url: env.MAP_TILE_ATTRIBUTION && !osm ? null : OSM_COPYRIGHT,
  };
}

/**
 * The origins tiles load from, for img-src: "https://tile.openstreetmap.org", or
 * "https://*.tile.example.org" for a template with {s} subdomains. Empty without tiles.
 */
export function tileOrigins(env: MapEnv): string[] {
  const template = tileUrlOf(env);
  if (!template) return [];
  const url = new URL(template.replace(/\{[a-z]+\}/gi, 'x'));
  const host = new URL(
    template.replace(/\{s\}/g, 'subdomain-placeholder').replace(/\{[a-z]+\}/gi, 'x'),
  ).host.replace('subdomain-placeholder', '*');
  // A {s} anywhere but the leftmost label cannot be a CSP wildcard: allow the host as given.
  const safe = host.startsWith('*.') || !host.includes('*') ? host : url.host;
  return [`${url.protocol}//${safe}`];
}
