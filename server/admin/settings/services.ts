// settings.services: per service (table, onsite, takeaway, delivery) whether it takes orders,
// scheduled orders, whether the diner's details are asked for and the label of an extra checkout
// field, in the ecommerce settings' per-service entries (the rest of each entry is kept).
import { object } from 'superstruct';
import { SERVICE_KEYS, ServicesValue } from '../../../src/domain/settings-schemas';
import type { ServicesSettings } from '../../../src/domain/settings-schemas';
import { saveEcommerceSettings } from '../../db/repositories/ecommerce';
import type { SettingsSection } from './section';
import { SectionVersion } from '../settings-write';
import { ecommerceOf } from './stored';

export const servicesSection: SettingsSection<ServicesSettings, ServicesSettings> = {
  name: 'services',
  body: object({ version: SectionVersion, value: ServicesValue }),
  async read(db, companyId) {
    const settings = await ecommerceOf(db, companyId);
    const entry = (key: keyof ServicesSettings): ServicesSettings[typeof key] => {
      const service = settings[key];
      return {
        active: service.active === true,
        scheduled_orders_enabled: service.scheduled_orders_enabled === true,
        collect_client_info: service.collect_client_info === true,
        additional_input:
          typeof service.additional_input === 'string' && service.additional_input.trim() !== ''
            ? service.additional_input
            : null,
      };
    };
    return {
      table: entry('table'),
      onsite: entry('onsite'),
      takeaway: entry('takeaway'),
      delivery: entry('delivery'),
    };
  },
  async write(trx, companyId, value) {
    const settings = await ecommerceOf(trx, companyId);
    for (const key of SERVICE_KEYS) Object.assign(settings[key], value[key]);
    await saveEcommerceSettings(trx, companyId, settings);
  },
};
