// settings.address: where the company is, as the storefront shows it (§2.3 / §2.8) and as its
// structured data publishes it (PostalAddress): whether the address is on show, the street line,
// the city, the optional region and postal code (migration 0008), and the store's pin on the map
// (latitude and longitude, both or neither): without it the storefront hides the address, and
// delivery by distance is measured from it.
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
      latitude: row.latitude,
      longitude: row.longitude,
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
        latitude: value.latitude,
        longitude: value.longitude,
        updated_at: nowIso(),
      })
      .where('id', '=', companyId)
      .execute();
  },
};
