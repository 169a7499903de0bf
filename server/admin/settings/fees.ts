// settings.fees: per service the service fee (order_settings: a percentage of the items, as
// checkout prices it in src/domain/pricing.ts) and the tips offered (the ecommerce settings'
// tip, its comment kept), and delivery's minimum order and free-delivery threshold. Amounts are
// integer minor units.
import { object } from 'superstruct';
import { FeesValue, SERVICE_KEYS } from '../../../src/domain/settings-schemas';
import type { FeesSettings, TipSetting } from '../../../src/domain/settings-schemas';
import type { OrderSettings, ServiceKey, TipSettings } from '../../../src/domain/types';
import { saveEcommerceSettings } from '../../db/repositories/ecommerce';
import { getOrderSettings, saveOrderSettings } from '../../db/repositories/order-settings';
import type { SettingsSection } from './section';
import { SectionVersion } from '../settings-write';
import { ecommerceOf } from './stored';

type PerService<T> = Record<ServiceKey, T>;

const perService = <T>(make: (key: ServiceKey) => T): PerService<T> => ({
  table: make('table'),
  onsite: make('onsite'),
  takeaway: make('takeaway'),
  delivery: make('delivery'),
});

const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

function tipOf(tip: TipSettings | undefined): TipSetting {
  return {
    active: tip?.active === true,
    type: tip?.type === 'amount' ? 'amount' : 'percentage',
    options: Array.isArray(tip?.options) ? tip.options.filter(finite) : [],
  };
}

export const feesSection: SettingsSection<FeesSettings, FeesSettings> = {
  name: 'fees',
  body: object({ version: SectionVersion, value: FeesValue }),
  async read(db, companyId) {
    const orders = await getOrderSettings(db, companyId);
    const settings = await ecommerceOf(db, companyId);
    const { delivery } = settings;
    return {
      service_fees: perService((key) => orders[key]?.service_fee ?? null),
      tips: perService((key) => tipOf(settings[key].tip)),
      delivery_minimums: {
        minimum_amount_to_allow: finite(delivery.minimum_amount_to_allow)
          ? delivery.minimum_amount_to_allow
          : 0,
        minimum_amount_for_free: finite(delivery.minimum_amount_for_free)
          ? delivery.minimum_amount_for_free
          : null,
      },
    };
  },
  async write(trx, companyId, value) {
    const orders: OrderSettings = perService((key) => ({ service_fee: value.service_fees[key] }));
    await saveOrderSettings(trx, companyId, orders);
    const settings = await ecommerceOf(trx, companyId);
    for (const key of SERVICE_KEYS) {
      const comment = settings[key].tip?.comment;
      settings[key].tip = { ...value.tips[key], ...(comment === undefined ? {} : { comment }) };
    }
    settings.delivery.minimum_amount_to_allow = value.delivery_minimums.minimum_amount_to_allow;
    settings.delivery.minimum_amount_for_free = value.delivery_minimums.minimum_amount_for_free;
    await saveEcommerceSettings(trx, companyId, settings);
  },
};
