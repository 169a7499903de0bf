// The kitchen's settings refresh; its start-up is the staff routes' one (src/app/staff-boot.ts).
import { getEcommerceSettings } from '../../api/client';
import type { PauseNotice } from '../../api/live-socket';
import { app, hold } from '../../state/app';

/**
 * The settings as the server has them now, past the service worker's kept copy, which would
 * answer with the settings from before a pause (issue [16/21] item 9).
 */
export async function refreshSettings(companyId: string): Promise<void> {
  app.settings = hold(await getEcommerceSettings(companyId, { fresh: true }));
}

/** A pause or resume, from this board's answer or another board's over the socket. */
export function applyPause(notice: Pick<PauseNotice, 'order_type' | 'disabled_until'>): void {
  const settings = app.settings;
  if (!settings) return;
  const type = notice.order_type;
  app.settings = hold({
    ...settings,
    [type]: { ...settings[type], disabled_until: notice.disabled_until },
  });
}
