// §4.3 condition A's "locally stored list of already-shown ids", per company, in IndexedDB
// (issue [6/6]; older builds kept it in localStorage, moved once by
// src/state/device/local-data.ts). Storage that fails reads as an empty list: at worst the modal
// shows once more.
import { migrateLegacy } from '../../state/device/local-data';

export async function readShownModalIds(companyId: string): Promise<string[]> {
  try {
    await migrateLegacy(companyId);
    const { loadShownStatusIds } = await import('../../db/local-data');
    return await loadShownStatusIds(companyId);
  } catch {
    return [];
  }
}

export async function rememberShownModal(companyId: string, orderId: string): Promise<void> {
  try {
    const { rememberShownStatus } = await import('../../db/local-data');
    await rememberShownStatus(companyId, [orderId]);
  } catch {
    // Not remembered: at worst the modal shows once more.
  }
}
