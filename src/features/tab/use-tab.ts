// The table's tab, live (issue [17/21]): read on arrival, again on every TAB_CHANGED of the diners'
// socket, and every 15 s while that socket is not live (before it connects, when it drops, when
// the server refuses it). The last tab read is kept on the device, so offline the screen shows it
// with when it was read. The table code this phone knows is kept per QR and sent with each read.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveStatus } from '../../api/live-socket';
import { getTab } from '../../api/tab';
import { connectTab } from '../../api/tab-socket';
import type { TabView } from '../../domain/tab/view';
import { deviceClientSecret } from '../../state/client/storage';
import { keepTab, keepTabCode, loadKeptTab, loadTabCode } from '../../db/tab-records';
import { readTab } from './tab-read';
import type { CodeProblem } from './tab-read';

export const TAB_POLL_MS = 15_000;

export type TabScreen =
  | { phase: 'loading' }
  | { phase: 'none' }
  | { phase: 'code'; problem: CodeProblem; retryAfter: number | undefined }
  | { phase: 'tab'; tab: TabView; at: number; offline: boolean }
  /** Offline (or the read failed) with no tab kept on this phone. */
  | { phase: 'unavailable'; offline: boolean };

export interface TabState {
  screen: TabScreen;
  live: LiveStatus | null;
  /** The table code this phone sends (entered, or shown to it as the opener). */
  code: string | null;
  /** Bumped on every REQUEST_ACKNOWLEDGED the socket pushes: staff saw a call of this table. */
  acknowledged: number;
  reload: () => Promise<void>;
  /** Tries a code the diner typed; the screen follows the answer. */
  submitCode: (code: string) => Promise<void>;
}

export function useTab(companyId: string, qrId: string): TabState {
  const [screen, setScreen] = useState<TabScreen>({ phase: 'loading' });
  const [live, setLive] = useState<LiveStatus | null>(null);
  const [code, setCode] = useState<string | null>(null);
  const [acknowledged, setAcknowledged] = useState(0);
  const codeRef = useRef<string | null>(null);
  const started = useRef(false);
  // Only the newest read may change the screen: an older answer arriving late is dropped.
  const sequence = useRef(0);

  const apply = useCallback(
    async (tried: string | null): Promise<void> => {
      const mine = ++sequence.current;
      const read = await readTab(() => getTab(companyId, qrId, tried, deviceClientSecret()));
      if (mine !== sequence.current) return;
      if (read.kind === 'tab') {
        const at = Date.now();
        // The opener is shown the code: kept, so this phone sends it from now on.
        const known = read.tab.code ?? tried;
        if (known !== codeRef.current) {
          codeRef.current = known;
          setCode(known);
          void keepTabCode(companyId, qrId, known);
        }
        setScreen({ phase: 'tab', tab: read.tab, at, offline: false });
        void keepTab(companyId, qrId, { tab: read.tab, at });
        return;
      }
      if (read.kind === 'none') {
        setScreen({ phase: 'none' });
        void keepTab(companyId, qrId, null);
        return;
      }
      if (read.kind === 'code') {
        if (read.problem !== 'attempts' && codeRef.current !== null) {
          codeRef.current = null;
          setCode(null);
          void keepTabCode(companyId, qrId, null);
        }
        setScreen({ phase: 'code', problem: read.problem, retryAfter: read.retryAfter });
        return;
      }
      const offline = read.kind === 'offline';
      setScreen((prev) => {
        if (prev.phase === 'tab') return { ...prev, offline: true };
        return prev.phase === 'code' ? prev : { phase: 'unavailable', offline };
      });
    },
    [companyId, qrId],
  );

  const reload = useCallback(() => apply(codeRef.current), [apply]);

  const submitCode = useCallback((typed: string) => apply(typed), [apply]);

  // Arrival: the kept code and tab first (offline they are all there is), then the server.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const [keptCode, kept] = await Promise.all([
        loadTabCode(companyId, qrId),
        loadKeptTab(companyId, qrId),
      ]);
      codeRef.current = keptCode;
      setCode(keptCode);
      if (kept) {
        const shown = { phase: 'tab', tab: kept.tab, at: kept.at, offline: false } as const;
        setScreen((prev) => (prev.phase === 'loading' ? shown : prev));
      }
      await apply(keptCode);
    })();
  }, [apply, companyId, qrId]);

  const ready = screen.phase === 'tab' && !screen.offline;

  // The diners' socket, once this phone may read the tab (a wrong code would only be refused).
  useEffect(() => {
    if (!ready) return;
    const connection = connectTab({
      companyId,
      qrId,
      code,
      onChange: (event) => {
        if (event.change === 'REQUEST_ACKNOWLEDGED') setAcknowledged((n) => n + 1);
        void reload();
      },
      onStatus: setLive,
      onReconnect: () => void reload(),
    });
    return () => {
      connection.stop();
      setLive(null);
    };
  }, [ready, companyId, qrId, code, reload]);

  // The fallback: polls while the socket is not live, including offline (the read says so).
  const polling = live !== 'live' && screen.phase !== 'code' && screen.phase !== 'loading';
  useEffect(() => {
    if (!polling) return;
    const timer = setInterval(() => void reload(), TAB_POLL_MS);
    const onOnline = () => void reload();
    window.addEventListener('online', onOnline);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [polling, reload]);

  return { screen, live, code, acknowledged, reload, submitCode };
}
