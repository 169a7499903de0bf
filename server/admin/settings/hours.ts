// settings.hours: the opening hours of each weekday (split shifts, spans past midnight) and the
// company's timezone, in companies.business_hours_settings and companies.timezone. The rules
// are the browser's (src/domain/settings-hours.ts); the storefront reads them through
// src/domain/hours*.ts.
import { object } from 'superstruct';
import { HoursValue, hoursFromStored } from '../../../src/domain/settings-hours';
import type { HoursSettings } from '../../../src/domain/settings-hours';
import type { BusinessHours } from '../../../src/domain/types';
import { isRecord, nowIso, readJson, toJson } from '../../db/json';
import type { SettingsSection } from './section';
import { SectionVersion } from '../settings-write';
import { companyRow } from './stored';

export const hoursSection: SettingsSection<HoursSettings, HoursSettings> = {
  name: 'hours',
  body: object({ version: SectionVersion, value: HoursValue }),
  async read(db, companyId) {
    const row = await companyRow(db, companyId);
    const stored = readJson<BusinessHours>(row.business_hours_settings, isRecord, {});
    return { timezone: row.timezone, business_hours: hoursFromStored(stored) };
  },
  async write(trx, companyId, value) {
    await trx
      .updateTable('companies')
      .set({
        timezone: value.timezone,
        business_hours_settings: toJson(value.business_hours),
        updated_at: nowIso(),
      })
      .where('id', '=', companyId)
      .execute();
  },
};
