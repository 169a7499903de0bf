// Requests to the back office (/api/admin) on a tenant host, and an owner login.
import { DEMO_OWNER_PASSWORD } from '../../../server/seed/index';
import type { Harness } from '../api/harness';
import { staffLogin, staffRequest } from '../helpers/staff';
import type { StaffCall, StaffMethod } from '../helpers/staff';

export const admin = (
  h: Harness,
  method: StaffMethod,
  path: string,
  call: StaffCall = {},
): Promise<Response> => staffRequest(h, 'admin', method, path, call);

/** Logs the owner in and returns the session's Cookie header value. */
export const ownerLogin = (
  h: Harness,
  token = 'demo',
  password = DEMO_OWNER_PASSWORD,
): Promise<string> =>
  staffLogin(h, { area: 'admin', cookie: 'comanda_owner', who: 'owner login' }, token, password);
