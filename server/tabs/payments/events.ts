// A tab payment changed away from any request (a webhook, the reconciliation job, the hold
// sweep): the hook the realtime layer attaches to, like the orders' onOrderChanged, so the
// payment service needs no bus of its own. Routes publish their own changes directly.
import type { TabChange } from '../../realtime/tab-event';

export type TabListener = (companyId: string, qrId: string, change: TabChange) => void;

const listeners = new Set<TabListener>();

/** Subscribes; returns the unsubscribe function. */
export function onTabChanged(listener: TabListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A failing listener must never fail what changed the tab. */
export function emitTabChanged(companyId: string, qrId: string, change: TabChange): void {
  for (const listener of listeners) {
    try {
      listener(companyId, qrId, change);
    } catch (error) {
      console.error('[tabs] onTabChanged listener failed', error);
    }
  }
}
