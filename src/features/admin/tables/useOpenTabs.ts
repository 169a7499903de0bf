// The open tabs for the Tables page (issue [17/21]): read once, then again every 30 s while the
// page is visible and when it becomes visible again, since rounds and payments change them from
// the tables and the board. A failed refresh keeps what was shown; a failed first read says so.
import { useCallback, useEffect, useRef, useState } from 'react';
import { getOpenTabs } from '../../../api/admin-tabs';
import type { AdminOpenTab } from '../../../api/admin-tabs';
import { isApiError } from '../../../api/errors';
import { OPEN_TABS_REFRESH_MS, tabsByTable } from './open-tabs';

export type OpenTabsState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; byTable: ReadonlyMap<string, AdminOpenTab> };

export function useOpenTabs(onUnauthorized: () => void): {
  state: OpenTabsState;
  reload: () => void;
} {
  const [state, setState] = useState<OpenTabsState>({ kind: 'loading' });
  const unauthorized = useRef(onUnauthorized);
  useEffect(() => {
    unauthorized.current = onUnauthorized;
  }, [onUnauthorized]);

  const read = useCallback((quiet: boolean) => {
    if (!quiet) setState({ kind: 'loading' });
    getOpenTabs().then(
      (tabs) => setState({ kind: 'ready', byTable: tabsByTable(tabs) }),
      (error: unknown) => {
        if (isApiError(error) && error.status === 401) unauthorized.current();
        else setState((now) => (quiet && now.kind === 'ready' ? now : { kind: 'failed' }));
      },
    );
  }, []);
  const reload = useCallback(() => read(false), [read]);

  useEffect(() => {
    read(false);
    const refresh = () => {
      if (document.visibilityState === 'visible') read(true);
    };
    const timer = setInterval(refresh, OPEN_TABS_REFRESH_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [read]);

  return { state, reload };
}
