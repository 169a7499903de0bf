// The diners' socket of a table's tab (issue [17/21], docs/api.md "WS /ws/tab"): it only says that
// the tab changed; the screen reads GET …/tab again. It reconnects like the order sockets; a
// refused code (403 before the upgrade) simply keeps it closed while the screen polls.
import { TIMINGS } from '../domain/constants';
import { connectReconnecting, socketUrl } from './live-socket';
import type { LiveConnection, LiveStatus, SocketFactory, TabNotice } from './live-socket';

/** What /ws/tab pushes: parsed by live-socket.ts with the kitchen's tab notices. */
export type TabChanged = TabNotice;

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
    onTab: options.onChange,
    onStatus: options.onStatus,
    onReconnect: options.onReconnect,
    pingMs: TIMINGS.socketPingMs,
    maxLifetimeMs: null,
    ...(options.createSocket ? { createSocket: options.createSocket } : {}),
  });
}
