// settings.tab (issue [17/21]): pay per order or at the end, and whether a table code is
// required. Stored in tab_settings (one row per company that chose); saved through the sections'
// frame, so it has its own version, its 409 edit_conflict and its audit entry `settings.tab`.
import { object } from 'superstruct';
import { TabSettingsValue } from '../../../src/domain/tab/settings';
import type { TabSettings } from '../../../src/domain/tab/settings';
import { getTabSettings, saveTabSettings } from '../../db/repositories/tab-requests';
import type { SettingsSection } from './section';
import { SectionVersion } from '../settings-write';
import { companyRow } from './stored';

export const tabSection: SettingsSection<TabSettings, TabSettings> = {
  name: 'tab',
  body: object({ version: SectionVersion, value: TabSettingsValue }),
  async read(db, companyId) {
    await companyRow(db, companyId);
    return getTabSettings(db, companyId);
  },
  async write(trx, companyId, value) {
    await saveTabSettings(trx, companyId, value);
  },
};
