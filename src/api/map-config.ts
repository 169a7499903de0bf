// The map's tile configuration (GET /ms-geo/public/map-config, docs/api.md), fetched once per page
// and shared by every map. A map never waits for it and never fails on it: until it arrives, and
// whenever it cannot (offline, an older server, a bad body), the map draws without tiles. It goes
// around request() on purpose, since a missing map config is not a request error for the diner (§8).
import type { MapConfig } from '../ui/map/types';
import { API_BASE } from './client';
import { buildUrl } from './url';

/** No tiles: the neutral background (also the offline reading). */
export const NO_TILES: MapConfig = { tile_url: null, attribution: '', attribution_url: null };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const httpUrl = (value: unknown): string | null => {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const { protocol } = new URL(value.replaceAll(/\{[a-z]+\}/g, '0'));
    return protocol === 'https:' || protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
};

/** Reads the body defensively: anything unexpected becomes "no tiles", never an exception. */
export function parseMapConfig(body: unknown): MapConfig {
  if (!isRecord(body)) return NO_TILES;
  const tileUrl = httpUrl(body.tile_url);
  return {
    tile_url: tileUrl,
    attribution: typeof body.attribution === 'string' ? body.attribution.trim() : '',
    attribution_url: httpUrl(body.attribution_url),
  };
}

let memo: Promise<MapConfig> | null = null;

async function fetchMapConfig(): Promise<MapConfig> {
  const response = await fetch(buildUrl(API_BASE, '/ms-geo/public/map-config'), {
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`map-config ${response.status}`);
  return parseMapConfig(await response.json());
}

/** Memoised on success only, so a map opened after the network returns gets its tiles. */
export function loadMapConfig(): Promise<MapConfig> {
  memo ??= fetchMapConfig().catch(() => {
    memo = null;
    return NO_TILES;
  });
  return memo;
}
