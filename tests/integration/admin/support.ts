// Requests to the back office (/api/admin) on a tenant host, and an owner login.
import { DEMO_OWNER_PASSWORD } from '../../../server/seed/index';
import type { Harness } from '../api/harness';
import { hostUrl } from '../kitchen/support';
import type { KitchenCall } from '../kitchen/support';

export async function admin(
  h: Harness,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  call: KitchenCall = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...call.headers };
  if (call.cookie) headers.cookie = call.cookie;
  const init: RequestInit = { method, headers };
  if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(call.body);
  }
  return h.app.request(hostUrl(h, call.token ?? 'demo', `/admin${path}`, call.scheme), init);
}

/** Logs the owner in and returns the session's Cookie header value. */
export async function ownerLogin(
  h: Harness,
  token = 'demo',
  password = DEMO_OWNER_PASSWORD,
): Promise<string> {
  const response = await admin(h, 'POST', '/session', { token, body: { password } });
  if (response.status !== 201) throw new Error(`owner login failed: ${response.status}`);
  const set = response.headers.get('set-cookie') ?? '';
  const pair = set.split(';')[0];
  if (!pair?.startsWith('comanda_owner=')) throw new Error(`no owner cookie in ${set}`);
  return pair;
}
