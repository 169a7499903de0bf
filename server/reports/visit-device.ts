// Who is visiting, for "at most one visit per device and day" (issue [16/21] item 17). A browser
// that has counted once carries a signed cookie naming its device (the kitchen's device cookies,
// server/kitchen/device.ts): it cannot be forged, so inventing cookies adds no visits. A browser
// without one (its first visit, or one that refuses cookies) is known by a keyed hash of its
// address and User-Agent, so dropping cookies adds at most one visit per address and browser a
// day. Only keys are stored, never the address.
import { createHmac } from 'node:crypto';
import type { Context } from 'hono';
import { visitorOf } from '../http/client-address';
import { visitorKey } from '../http/ip';
import { knownDevice, rememberDevice } from '../kitchen/device';

export const VISIT_COOKIE = 'comanda_visitor';

export interface VisitDevice {
  /** The key the visit counts under. */
  key: string;
  /** Other keys of the same device, marked as counted with it. */
  aliases: string[];
}

/**
 * The device's keys, and the cookie that names it from now on (a new device gets one; a known
 * one is renewed). `path` is the visit endpoint's, the only one that reads it.
 */
export function visitDevice(
  c: Context,
  signingKey: Buffer,
  companyId: string,
  path: string,
): VisitDevice {
  const known = knownDevice(c, signingKey, companyId, VISIT_COOKIE);
  if (known) {
    rememberDevice(c, signingKey, companyId, known, path, VISIT_COOKIE);
    return { key: `d:${known}`, aliases: [] };
  }
  const browser = createHmac('sha256', signingKey)
    .update(
      `${companyId}\n${visitorKey(visitorOf(c).address)}\n${c.req.header('user-agent') ?? ''}`,
    )
    .digest('base64url');
  // The cookie set now names a new device: the same browser, counted (or not) with this visit.
  const issued = rememberDevice(c, signingKey, companyId, null, path, VISIT_COOKIE);
  return { key: `a:${browser}`, aliases: [`d:${issued}`] };
}
