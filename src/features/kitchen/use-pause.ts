// Pausing and resuming order types, shared by the pause dialog and the board's header, so both
// show the same state the moment the server answers (issue [16/21] item 9).
import { useState } from 'react';
import { pauseOrderType } from '../../api/kitchen';
import type { PausableOrderType } from '../../api/kitchen';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { showSnackbar } from '../../ui/Snackbar';
import { formatOrderTime } from '../tracking/order-time';
import { applyPause, refreshSettings } from './kitchen-boot';
import { actionRefusal } from './refusal';

export const PAUSABLE_TYPES: readonly PausableOrderType[] = ['onsite', 'takeaway', 'delivery'];

export interface Pauses {
  /** The order types the company offers. */
  active: PausableOrderType[];
  /** When the type's pause ends, as the company's clock shows it; null while taking orders. */
  pausedUntil: (type: PausableOrderType) => string | null;
  /** Pauses for `minutes`; 0 resumes. */
  send: (type: PausableOrderType, minutes: number) => Promise<void>;
  busy: boolean;
}

export function usePauses(): Pauses {
  const { t, locale } = useI18n();
  const { settings, company, companyId } = useApp();
  const [busy, setBusy] = useState(false);
  const active = PAUSABLE_TYPES.filter((name) => settings?.[name].active);

  async function send(type: PausableOrderType, minutes: number) {
    if (!companyId) return;
    setBusy(true);
    try {
      // The answer says until when: the dialog and the header show it at once, then the settings
      // are read again past the service worker's kept copy.
      applyPause(await pauseOrderType(type, minutes));
      await refreshSettings(companyId).catch(() => undefined);
      showSnackbar(t(minutes === 0 ? 'kitchen.pause.resumed' : 'kitchen.pause.done'), 'success');
    } catch (error) {
      const notice = actionRefusal(error, 'kitchen.pause.failed');
      showSnackbar(t(notice.key, notice.params), 'error');
    } finally {
      setBusy(false);
    }
  }

  const pausedUntil = (name: PausableOrderType) => {
    const value = settings?.[name].disabled_until;
    return value && Date.parse(value) > Date.now()
      ? formatOrderTime(value, {
          timeZone: company?.timezone,
          locale,
          timeFormat: company?.country?.time_format ?? '24h',
        })
      : null;
  };

  return { active, pausedUntil, send, busy };
}
