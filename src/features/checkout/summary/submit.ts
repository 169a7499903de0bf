// §4.5 order summary submit for offline methods, and the WhatsApp checkout: the order is
// recorded through the same update path (so it is tracked), then the message goes out.
import { orderUpdatePayload, slotInstant } from '../../../domain/checkout-summary';
import type { SummaryView } from '../../../domain/checkout-summary';
import { whatsappLink } from '../../../domain/links';
import type { Company, Order, OrderUpdatePayload, PaymentMethod } from '../../../domain/types';
import { orderMessage, trackingUrl } from '../../../domain/whatsapp-message';
import type { OrderMessageLabels } from '../../../domain/whatsapp-message';
import { completeOrder, reportFailure, updateOrder } from '../../../state/checkout';
import { methodLabel } from './payment-labels';
import { rememberWhatsappSent, sendToTab } from './whatsapp';

type Translate = (key: string, params?: Record<string, string | number>) => string;

export interface UpdateInput {
  company: Company;
  method: PaymentMethod;
  /** The chosen slot value, or null for as soon as possible. */
  deliveryDate: string | null;
  additionalInfo: string;
  comment: string;
  tip: number;
  tipType: string | null;
  receivedAmount: number | null;
  total: number;
  paymentFee: number;
  /** The diner removed an optional service fee. */
  removeServiceFee: boolean;
}

export function buildUpdate(input: UpdateInput): OrderUpdatePayload {
  return orderUpdatePayload({
    timezone: input.company.timezone,
    currency: input.company.currency.code,
    method: input.method,
    scheduledFor: slotInstant(input.deliveryDate),
    additionalInfo: input.additionalInfo,
    comment: input.comment,
    tip: input.tip,
    tipType: input.tipType,
    feeAmount: input.paymentFee,
    billAmount: input.total,
    receivedAmount: input.receivedAmount,
    removeServiceFee: input.removeServiceFee,
  });
}

const LABEL_KEYS: readonly (keyof OrderMessageLabels)[] = [
  'order',
  'table',
  'client',
  'address',
  'scheduled',
  'itemsTotal',
  'discount',
  'delivery',
  'serviceFee',
  'tip',
  'paymentFee',
  'total',
  'payment',
  'comment',
  'tracking',
];

export interface WhatsappInput {
  order: Order;
  company: Company;
  method: PaymentMethod;
  view: SummaryView;
  scheduledLabel: string | null;
  t: Translate;
  rtl: boolean;
  origin: string;
}

export function whatsappText(input: WhatsappInput): string {
  const { order, t, view } = input;
  const labels = Object.fromEntries(
    LABEL_KEYS.map((key) => [key, t(`summary.message.${key}`)]),
  ) as unknown as OrderMessageLabels;
  return orderMessage(order, input.company, {
    trackingUrl: trackingUrl(input.origin, order.id),
    serviceLabel: t(`common.orderTypes.${order.service_type.toLowerCase()}`),
    labels,
    paymentMethodLabel: methodLabel(input.method, t),
    scheduledLabel: input.scheduledLabel,
    tip: view.tip,
    paymentFee: view.paymentFee,
    total: view.total,
    discount: view.discount,
    rtl: input.rtl,
  });
}

/**
 * Records the order, opens the chat in the tab opened during the tap (or, when the browser
 * blocked it, in this tab once the order is completed), remembers the id, then completes.
 */
export async function sendByWhatsapp(
  update: OrderUpdatePayload,
  tab: Window | null,
  message: (order: Order) => string,
  company: Company,
): Promise<void> {
  let order: Order;
  try {
    order = await updateOrder(update);
  } catch (error) {
    reportFailure('orderSummarySubmit', error);
    throw error;
  }
  const link = whatsappLink(company.whatsapp, message(order));
  rememberWhatsappSent(order.id);
  const opened = sendToTab(tab, link);
  // The same update again: completeOrder's hash rule skips the call and completes.
  await completeOrder(update);
  if (!opened) window.location.assign(link);
}
