// The kitchen's settings refresh; its start-up is the staff routes' one (src/app/staff-boot.ts).
import { getEcommerceSettings } from '../../api/client';
import { app, hold } from '../../state/app';

/** After a pause or resume, the settings carry the new disabled_until. */
export async function refreshSettings(companyId: string): Promise<void> {
  app.settings = hold(await getEcommerceSettings(companyId));
}
