// GET /ws/tab?company={companyId}&qr={qrId}&code={code?} (issue [17/21]): the phones at a table
// follow its tab. Each change of that QR's tab is pushed as { event_type: 'TAB_CHANGED', qr_id,
// change } and the phone reads GET …/tab again: nothing of the tab travels here, so the socket
// needs no more care than the tab's read itself. Checked before the upgrade, as /ws is: on the
// company's own host only, for one of its QRs, and with the table code when the open tab has one
// (a plain HTTP 403 otherwise, and wrong codes count against the address like the API's). A QR
// with no open tab yet may be followed: its first round is what the phone waits for.
import type { Context, MiddlewareHandler } from 'hono';
import type { UpgradeWebSocket, WSMessageReceive } from 'hono/ws';
import { is } from 'superstruct';
import { getOpenTab } from '../db/repositories/tabs';
import type { RateLimits } from '../http/rate-limit/rate-limits';
import { Id } from '../http/schemas';
import type { RouteDeps } from '../routes/deps';
import { codeAttemptsBucket } from '../tabs/access';
import { judgeProof } from '../tabs/code';
import { tabCodeAttempts, tabCodeRequired, tabCodeWrong } from '../tabs/errors';
import { resolveTenant } from '../tenancy/resolve';
import { isTabEvent } from './bus';
import type { OrderEventBus } from './bus';
import { notUpgrade } from './diner-socket';
import { CLOSE_NORMAL, CLOSE_UNAUTHORIZED, handleClientMessage, sendTab } from './messages';
import type { SocketRegistry } from './sockets';

/** A party's visit ends long before this; the phone reconnects if it is still there. */
export const TAB_SOCKET_MAX_MS = 12 * 3_600_000;

interface Following {
  companyId: string;
  qrId: string;
}

const refusal = (c: Context, error: ReturnType<typeof tabCodeWrong>): Response =>
  c.json(error.body(), error.status, error.headers);

/** The code check of a socket: the API's rule (code.ts), with the API's attempts limit. */
async function refuseUnlessProven(
  c: Context,
  deps: RouteDeps,
  limits: RateLimits,
  companyId: string,
  qrId: string,
): Promise<Response | null> {
  const tab = await getOpenTab(deps.db, companyId, qrId);
  if (!tab) return null;
  const code = c.req.query('code') ?? null;
  const sent = code !== null && code !== '';
  const bucket = codeAttemptsBucket(c);
  if (sent) {
    const before = await limits.peek(bucket);
    if (!before.allowed) return refusal(c, tabCodeAttempts(before.retryAfter));
  }
  // A browser's socket sends no X-Client-Secret: the code is the only proof here.
  const verdict = await judgeProof(deps.db, companyId, tab, { code, clientSecret: null });
  if (verdict === 'missing') return refusal(c, tabCodeRequired());
  if (verdict !== 'wrong') return null;
  const counted = await limits.take([bucket]);
  return refusal(c, counted.allowed ? tabCodeWrong() : tabCodeAttempts(counted.retryAfter));
}

export function tabSocket(
  deps: RouteDeps,
  bus: OrderEventBus,
  sockets: SocketRegistry,
  upgrade: UpgradeWebSocket,
  limits: RateLimits,
): [MiddlewareHandler, MiddlewareHandler] {
  const authorised = new WeakMap<Request, Following>();
  const check: MiddlewareHandler = async (c, next) => {
    const refused = notUpgrade(c);
    if (refused) return refused;
    const companyId = c.req.query('company');
    const qrId = c.req.query('qr');
    if (!is(companyId, Id) || !is(qrId, Id))
      return c.json({ message: 'company and qr are required', code: 'invalid_request' }, 400);
    // The upgrade reaches the app with a placeholder URL (@hono/node-ws): the Host header names
    // the storefront the socket was opened on.
    const tenant = await resolveTenant(deps.db, c.req.header('host') ?? '', deps.env.BASE_HOST);
    if (tenant.kind !== 'company' || tenant.company.id !== companyId)
      return c.json({ message: 'This QR is not one of this storefront', code: 'forbidden' }, 403);
    const qr = await deps.db
      .selectFrom('qrs')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', '=', qrId)
      .executeTakeFirst();
    if (!qr) return c.json({ message: 'QR not found', code: 'not_found' }, 404);
    const unproven = await refuseUnlessProven(c, deps, limits, companyId, qrId);
    if (unproven) return unproven;
    authorised.set(c.req.raw, { companyId, qrId });
    await next();
  };
  const open = upgrade((c) => {
    const following = authorised.get(c.req.raw);
    let unsubscribe = (): void => undefined;
    let expiry: NodeJS.Timeout | undefined;
    return {
      onOpen(_event, ws) {
        if (!following) return ws.close(CLOSE_UNAUTHORIZED, 'Not authorised');
        sockets.add(ws);
        unsubscribe = bus.subscribe(following.companyId, (event) => {
          if (isTabEvent(event) && event.qr_id === following.qrId) sendTab(ws, event);
        });
        expiry = setTimeout(() => ws.close(CLOSE_NORMAL, 'Reconnect to go on'), TAB_SOCKET_MAX_MS);
        expiry.unref();
      },
      onMessage(event: { data: WSMessageReceive }, ws) {
        handleClientMessage(event.data, ws);
      },
      onClose(_event, ws) {
        clearTimeout(expiry);
        unsubscribe();
        sockets.remove(ws);
      },
    };
  });
  return [check, open];
}
