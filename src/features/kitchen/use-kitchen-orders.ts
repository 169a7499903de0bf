// The board's live orders: fetched once, then kept current by /ws/kitchen; a reconnect refetches
// to catch up. New orders are highlighted for a while and may beep.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api/errors';
import { listKitchenOrders } from '../../api/kitchen';
import { connectKitchen } from '../../api/live-socket';
import type { LiveEvent, LiveStatus } from '../../api/live-socket';
import type { Order } from '../../domain/types';
import { columnOf, upsertOrder } from './board';
import { applyPause, refreshSettings } from './kitchen-boot';

const HIGHLIGHT_MS = 60_000;

export interface KitchenOrders {
  orders: Order[] | null;
  failed: boolean;
  live: LiveStatus | null;
  fresh: ReadonlySet<string>;
  apply: (order: Order) => void;
  refetch: () => void;
}

export function useKitchenOrders(options: {
  companyId: string;
  onSessionLost: () => void;
  onNewOrder: (order: Order) => void;
  /** A table's tab changed, or the socket came back (changes may have been missed): read the tabs again. */
  onTabsStale?: () => void;
}): KitchenOrders {
  const [orders, setOrders] = useState<Order[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [live, setLive] = useState<LiveStatus | null>(null);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const callbacks = useRef(options);
  callbacks.current = options;
  // Ids already on the board: an event about any other id is a new order for the kitchen,
  // whether it arrives as ORDER_CREATED or as the checkout's first update.
  const known = useRef(new Set<string>());

  const apply = useCallback((order: Order) => {
    known.current.add(order.id);
    setOrders((list) => upsertOrder(list ?? [], order));
  }, []);

  const refetch = useCallback(() => {
    listKitchenOrders().then(
      (list) => {
        for (const order of list) known.current.add(order.id);
        setOrders(list);
        setFailed(false);
      },
      (error: unknown) => {
        if (isApiError(error) && error.status === 401) callbacks.current.onSessionLost();
        else setFailed(true);
      },
    );
  }, []);

  const highlight = useCallback((id: string) => {
    setFresh((set) => new Set(set).add(id));
    setTimeout(() => {
      setFresh((set) => {
        const next = new Set(set);
        next.delete(id);
        return next;
      });
    }, HIGHLIGHT_MS);
  }, []);

  useEffect(() => {
    refetch();
    const connection = connectKitchen({
      onEvent: (event: LiveEvent) => {
        const isNew = !known.current.has(event.order.id);
        apply(event.order);
        if (isNew && columnOf(event.order) !== null) {
          highlight(event.order.id);
          callbacks.current.onNewOrder(event.order);
        }
      },
      // Another board paused or resumed an order type: the header and the dialog show it at once.
      onPause: applyPause,
      // The tabs (issue [17/21]) ride the same socket: one connection per board.
      onTab: () => callbacks.current.onTabsStale?.(),
      onStatus: setLive,
      onReconnect: () => {
        refetch();
        callbacks.current.onTabsStale?.();
        // A pause sent while this board was offline: read the settings again.
        refreshSettings(callbacks.current.companyId).catch(() => undefined);
      },
    });
    return () => connection.stop();
  }, [apply, highlight, refetch]);

  return { orders, failed, live, fresh, apply, refetch };
}
