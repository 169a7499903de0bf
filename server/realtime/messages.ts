// What clients may send on either socket: the heartbeat text 'ping' (§4.3, §7.6), nothing else.
import type { WSContext, WSMessageReceive } from 'hono/ws';
import type { OrderEvent, PauseEvent, TabEvent } from './bus';

/** Longest delay setTimeout accepts. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

export const CLOSE_NORMAL = 1000;
export const CLOSE_POLICY = 1008;
export const CLOSE_GOING_AWAY = 1001;
/** Application codes (4000–4999): like HTTP 401 and 403, once the socket is open. */
export const CLOSE_UNAUTHORIZED = 4401;

/** Answers a heartbeat; anything else closes the socket, since no client sends it. */
export function handleClientMessage(data: WSMessageReceive, ws: WSContext): void {
  if (typeof data === 'string' && data.trim() === 'ping') {
    ws.send('pong');
    return;
  }
  ws.close(CLOSE_POLICY, "Only 'ping' messages are accepted");
}

export function sendEvent(ws: WSContext, event: Pick<OrderEvent, 'event_type' | 'order'>): void {
  // OPEN; a socket closing meanwhile simply misses the event.
  if (ws.readyState !== 1) return;
  ws.send(JSON.stringify({ event_type: event.event_type, order: event.order }));
}

/** A pause or resume for a kitchen board: the order type and until when (null: taking orders). */
export function sendPause(ws: WSContext, event: PauseEvent): void {
  if (ws.readyState !== 1) return;
  ws.send(
    JSON.stringify({
      event_type: event.event_type,
      order_type: event.order_type,
      disabled_until: event.disabled_until,
    }),
  );
}

/** A tab change for a kitchen board: which table's tab, and what happened (issue [17/21]). */
export function sendTab(ws: WSContext, event: TabEvent): void {
  if (ws.readyState !== 1) return;
  ws.send(
    JSON.stringify({ event_type: event.event_type, qr_id: event.qr_id, change: event.change }),
  );
}
