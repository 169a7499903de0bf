// settings.address: where the company is, as the storefront shows it (§2.3 / §2.8) and as its
// structured data publishes it (PostalAddress): whether the address is on show, the street line,
// the city, and the optional region and postal code (migration 0008). The coordinates are not
// edited here; the section reads whether they exist, since without them the storefront hides
// the address.
import { object } from 'superstruct';
import { AddressValue } from '../../../src/domain/settings-schemas';
import type { AddressSettings, AddressValueInput } from '../../../src/domain/settings-schemas';
import { boolOf, flagOf, nowIso } from '../../db/json';
import type { SettingsSection } from './section';
import { SectionVersion } from '../settings-write';
import { companyRow } from './stored';

export const addressSection: SettingsSection<AddressSettings, AddressValueInput> = {
  name: 'address',
  body: object({ version: SectionVersion, value: AddressValue }),
  async read(db, companyId) {
    const row = await companyRow(db, companyId);
    return {
      address_enabled: boolOf(row.address_enabled),
      address: row.address,
      city: row.city,
      region: row.region,
      postal_code: row.postal_code,
      has_location: row.latitude !== null && row.longitude !== null,
    };
  },
  async write(trx, companyId, value) {
    await trx
      .updateTable('companies')
      .set({
        address_enabled: flagOf(value.address_enabled),
        address: value.address,
        city: value.city,
        region: value.region,
        postal_code: value.postal_code,
        updated_at: nowIso(),
      })
      .where('id', '=', companyId)
      .execute();
  },
};
