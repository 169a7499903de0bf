// Everything the order summary renders, derived from the app and checkout snapshots through the
// domain helpers (DESIGN rule 1: no rule is re-implemented here).
import { useMemo } from 'react';
import {
  deliverySlots,
  serviceFeeBlock,
  summaryView,
  tipsVisible,
} from '../../../domain/checkout-summary';
import type { DeliverySlot, ServiceFeeBlock, SummaryView } from '../../../domain/checkout-summary';
import { MENU_MODES } from '../../../domain/constants';
import { isCompanyOpen } from '../../../domain/hours';
import { loyaltyProgramIsActive } from '../../../domain/loyalty';
import type {
  Client,
  ClientAddress,
  Company,
  EcommerceSettings,
  LoyaltySettings,
  Order,
  PaymentMethod,
  ServiceKey,
  ServiceSettings,
  ServiceType,
  TipSettings,
} from '../../../domain/types';
import { useI18n } from '../../../i18n';
import { useApp } from '../../../state/app';
import { serviceSettingsFor, useCheckout } from '../../../state/checkout';

export interface SummaryModel {
  company: Company;
  settings: EcommerceSettings;
  order: Order | null;
  serviceType: ServiceType;
  serviceKey: ServiceKey;
  service: ServiceSettings;
  open: boolean;
  isWhatsapp: boolean;
  tip: TipSettings | null;
  showTips: boolean;
  serviceFee: ServiceFeeBlock | null;
  showScheduler: boolean;
  slots: DeliverySlot[];
  showCoupon: boolean;
  /** An active loyalty program, whose rewards the summary offers (§4.8). */
  loyalty: LoyaltySettings | null;
  methods: readonly PaymentMethod[] | null;
  methodsError: boolean;
  selectedMethod: PaymentMethod | null;
  view: SummaryView | null;
  client: Client | null;
  address: ClientAddress | null;
}

/** Slots move on the 30-second clock; a minute key keeps the list stable in between. */
function useSlots(company: Company | null, now: Date, enabled: boolean): DeliverySlot[] {
  const { locale } = useI18n();
  const minute = Math.floor(now.getTime() / 60_000);
  return useMemo(
    () =>
      company && enabled
        ? deliverySlots(
            company.business_hours_settings,
            company.timezone,
            new Date(minute * 60_000),
            company.country.time_format,
            locale,
          )
        : [],
    [company, minute, enabled, locale],
  );
}

export function useSummaryModel(): SummaryModel | null {
  const { company, settings, now, loyalty } = useApp();
  const co = useCheckout();
  const serviceType = co.serviceType;
  const service = settings && serviceType ? serviceSettingsFor(settings, serviceType) : null;
  const slots = useSlots(company, now, service?.scheduled_orders_enabled === true);
  if (!company || !settings || !serviceType || !service) return null;

  const serviceKey = serviceType.toLowerCase() as ServiceKey;
  const order = co.createdOrder;
  const tip = service.tip ?? null;
  const showTips = tipsVisible(tip, company.country.country_code);
  const methods = co.paymentMethods;
  const selectedMethod = methods?.find((m) => m.id === co.selectedPaymentMethodId) ?? null;
  const client = co.client;
  const address =
    serviceType === 'DELIVERY'
      ? (order?.address ??
        co.clientAddresses.find((a) => a.id === co.selectedClientAddressId) ??
        null)
      : null;
  return {
    company,
    settings,
    order,
    serviceType,
    serviceKey,
    service,
    open: isCompanyOpen(company.business_hours_settings, company.timezone, now),
    isWhatsapp: settings.checkout_type === MENU_MODES.WHATSAPP,
    tip,
    showTips,
    serviceFee: serviceFeeBlock(co.orderSettings?.[serviceKey], order),
    showScheduler: service.scheduled_orders_enabled,
    slots,
    // §2.10 shows coupons 'when a client exists'; orders the service places without a client
    // (a table QR) would otherwise never get one, so they show it too.
    showCoupon: client !== null || service.collect_client_info !== true,
    loyalty: loyaltyProgramIsActive(loyalty) ? loyalty : null,
    methods,
    methodsError: co.paymentMethodsError,
    selectedMethod,
    view: order
      ? summaryView({
          order,
          delivery: settings.delivery,
          tipsActive: showTips,
          tip: co.tipValue,
          paymentMethod: selectedMethod,
        })
      : null,
    client,
    address,
  };
}
