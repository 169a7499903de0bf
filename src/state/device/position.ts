// The device's position for the §4.4 current-location action, as one settled answer: the point,
// 'denied' (the activate-location modal), 'unsupported' (no Geolocation API: the coverage map at
// once), or 'failed' (no fix in time, or the position is unavailable).
import { TIMINGS } from '../../domain/constants';
import type { LatLng } from '../../domain/types';

export type DevicePosition =
  { kind: 'ok'; point: LatLng } | { kind: 'denied' } | { kind: 'unsupported' } | { kind: 'failed' };

// GeolocationPositionError.PERMISSION_DENIED; the constant is not on the error in every engine.
const PERMISSION_DENIED = 1;

export function devicePosition(
  geolocation: Geolocation | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.geolocation,
  timeoutMs: number = TIMINGS.geolocationTimeoutMs,
): Promise<DevicePosition> {
  if (!geolocation) return Promise.resolve({ kind: 'unsupported' });
  return new Promise((resolve) => {
    geolocation.getCurrentPosition(
      (position) =>
        resolve({
          kind: 'ok',
          point: { latitude: position.coords.latitude, longitude: position.coords.longitude },
        }),
      (error) => resolve({ kind: error.code === PERMISSION_DENIED ? 'denied' : 'failed' }),
      // A fix up to a minute old is good enough to centre a map the diner then adjusts.
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60_000 },
    );
  });
}
