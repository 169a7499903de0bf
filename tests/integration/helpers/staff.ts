// Requests to a staff API (/api/kitchen, /api/admin) on a tenant host, and a password login
// returning that side's session cookie: the pieces the kitchen and back office tests share.
import type { Harness } from '../api/harness';
import { BASE_HOST } from '../api/harness';

export const hostUrl = (h: Harness, token: string, path: string, scheme = 'http'): string =>
  `${scheme}://${token}.${BASE_HOST}${h.env.API_BASE}${path}`;

export interface StaffCall {
  token?: string;
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
  scheme?: string;
}

export type StaffMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** A request under `/{area}` of the API (area 'kitchen' or 'admin'). */
export async function staffRequest(
  h: Harness,
  area: string,
  method: StaffMethod,
  path: string,
  call: StaffCall = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...call.headers };
  if (call.cookie) headers.cookie = call.cookie;
  const init: RequestInit = { method, headers };
  if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(call.body);
  }
  return h.app.request(hostUrl(h, call.token ?? 'demo', `/${area}${path}`, call.scheme), init);
}

/**
 * Logs in at `/{area}/session` and returns the `{cookie}` session's Cookie header value;
 * `who` names the side in the errors ('login', 'owner login').
 */
export async function staffLogin(
  h: Harness,
  { area, cookie, who }: { area: string; cookie: string; who: string },
  token: string,
  password: string,
): Promise<string> {
  const response = await staffRequest(h, area, 'POST', '/session', { token, body: { password } });
  if (response.status !== 201) throw new Error(`${who} failed: ${response.status}`);
  const set = response.headers.get('set-cookie') ?? '';
  const pair = set.split(';')[0];
  if (!pair?.startsWith(`${cookie}=`)) throw new Error(`no ${cookie} cookie in ${set}`);
  return pair;
}
