// One staff action on a tab (issue [17/21]) at a time per control: busy while it runs, a refusal
// kept to show beside the control in the staff's language (never the server's English), and the
// tabs read again after it, also after a 409/404 (the board was out of date). A double tap sends
// one request: the ref answers before the busy state has re-rendered the button.
import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../../api/errors';
import { showSnackbar } from '../../ui/Snackbar';
import { useI18n } from '../../i18n';
import { tabRefusal } from './refusal';
import type { KitchenNotice } from './refusal';

export interface TabActions {
  refetch: () => void;
  onSessionLost: () => void;
}

export interface TabAction {
  busy: boolean;
  refusal: KitchenNotice | null;
  clear: () => void;
  /** Runs `call`; resolves true when it succeeded. */
  run: (call: () => Promise<unknown>, failedKey: string, doneKey: string) => Promise<boolean>;
}

export function useTabAction(actions: TabActions): TabAction {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<KitchenNotice | null>(null);
  const inFlight = useRef(false);
  const latest = useRef(actions);
  latest.current = actions;

  const run = useCallback(
    async (call: () => Promise<unknown>, failedKey: string, doneKey: string) => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setBusy(true);
      setRefusal(null);
      try {
        await call();
        showSnackbar(t(doneKey), 'success');
        latest.current.refetch();
        return true;
      } catch (error) {
        if (isApiError(error) && error.status === 401) {
          latest.current.onSessionLost();
          return false;
        }
        setRefusal(tabRefusal(error, failedKey));
        if (isApiError(error) && (error.status === 409 || error.status === 404))
          latest.current.refetch();
        return false;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [t],
  );

  const clear = useCallback(() => setRefusal(null), []);
  return { busy, refusal, clear, run };
}
