// The board's open tabs (issue [17/21]): read once, then again whenever /ws/kitchen says a tab
// changed (use-kitchen-orders.ts hands that on) or after a staff action. Reads never overlap: a
// change that arrives while one is in flight asks for exactly one more read after it, so a burst
// of events costs two requests and the last one sees every change.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api/errors';
import { listKitchenTabs } from '../../api/kitchen-tabs';
import type { StaffTab } from '../../api/kitchen-tabs';

export interface KitchenTabs {
  tabs: StaffTab[] | null;
  failed: boolean;
  refetch: () => void;
}

export function useKitchenTabs(options: {
  onSessionLost: () => void;
  /** Requests not seen on an earlier read (never on the first read: those were already waiting). */
  onNewRequests: (tabs: StaffTab[], ids: string[]) => void;
}): KitchenTabs {
  const [tabs, setTabs] = useState<StaffTab[] | null>(null);
  const [failed, setFailed] = useState(false);
  const callbacks = useRef(options);
  callbacks.current = options;
  const reading = useRef(false);
  const again = useRef(false);
  const seen = useRef<Set<string> | null>(null);
  const mounted = useRef(true);

  const refetch = useCallback(() => {
    if (reading.current) {
      again.current = true;
      return;
    }
    reading.current = true;
    listKitchenTabs()
      .then(
        (list) => {
          if (!mounted.current) return;
          const ids = list.flatMap((t) => t.requests.map((r) => r.id));
          const before = seen.current;
          const fresh = before ? ids.filter((id) => !before.has(id)) : [];
          seen.current = new Set(ids);
          setTabs(list);
          setFailed(false);
          if (fresh.length > 0) callbacks.current.onNewRequests(list, fresh);
        },
        (error: unknown) => {
          if (!mounted.current) return;
          if (isApiError(error) && error.status === 401) callbacks.current.onSessionLost();
          else setFailed(true);
        },
      )
      .finally(() => {
        reading.current = false;
        if (again.current && mounted.current) {
          again.current = false;
          refetch();
        }
      });
  }, []);

  useEffect(() => {
    mounted.current = true;
    refetch();
    return () => {
      mounted.current = false;
    };
  }, [refetch]);

  return { tabs, failed, refetch };
}
