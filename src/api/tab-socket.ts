// The diners' socket of a table's tab (issue [17/21], docs/api.md "WS /ws/tab"): it only says that
// the tab changed; the screen reads GET …/tab again. It reconnects like the order sockets; a
// refused code (403 before the upgrade) simply keeps it closed while the screen polls.
import { TIMINGS } from '../domain/constants';
import { connectReconnecting, socketUrl } from './live-socket';
import type { LiveConnection, LiveStatus, SocketFactory } from './live-socket';

export interface TabChanged {
  event_type: 'TAB_CHANGED';
  change: string;
}

/** Validates a pushed message (DESIGN rule 5); anything else is ignored. */
export function parseTabMessage(data: unknown): TabChanged | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { event_type: type, change } = value as Record<string, unknown>;
  if (type !== 'TAB_CHANGED' || typeof change !== 'string') return null;
  return { event_type: 'TAB_CHANGED', change };
}

export function tabSocketPath(companyId: string, qrId: string, code: string | null): string {
  const query = new URLSearchParams({ company: companyId, qr: qrId });
  if (code) query.set('code', code);
  return `/ws/tab?${query.toString()}`;
}

export interface TabSocketOptions {
  companyId: string;
  qrId: string;
  code: string | null;
  onChange: (event: TabChanged) => void;
  onStatus: (status: LiveStatus) => void;
  onReconnect: () => void;
  createSocket?: SocketFactory;
}

export function connectTab(options: TabSocketOptions): LiveConnection {
  const path = tabSocketPath(options.companyId, options.qrId, options.code);
  return connectReconnecting({
    url: socketUrl(path, location),
    onEvent: () => undefined,
    onOther: (data) => {
      const event = parseTabMessage(data);
      if (event) options.onChange(event);
    },
    onStatus: options.onStatus,
    onReconnect: options.onReconnect,
    pingMs: TIMINGS.socketPingMs,
    maxLifetimeMs: null,
    ...(options.createSocket ? { createSocket: options.createSocket } : {}),
  });
}
