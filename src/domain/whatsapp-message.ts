// §1 "Orders go out by chat message": the text of a WhatsApp checkout. The order has already
// been recorded on the server, so the message quotes the server's numbers and links to its
// tracking page. Labels arrive translated (the domain holds no user-visible text).
import { addressLine } from './formatting';
import { formatMoney } from './money';
import { orderItemPrice } from './pricing';
import type { Company, Order } from './types';

export interface OrderMessageLabels {
  order: string;
  table: string;
  client: string;
  address: string;
  scheduled: string;
  itemsTotal: string;
  discount: string;
  delivery: string;
  serviceFee: string;
  tip: string;
  paymentFee: string;
  total: string;
  payment: string;
  comment: string;
  tracking: string;
}

export interface OrderMessageOptions {
  trackingUrl: string;
  /** The translated service type ('Delivery', 'Takeaway' …). */
  serviceLabel: string;
  labels: OrderMessageLabels;
  paymentMethodLabel?: string | null;
  /** The delivery-time label when the order is scheduled. */
  scheduledLabel?: string | null;
  tip?: number;
  paymentFee?: number;
  /** The checkout total (§5.6); defaults to the order total. */
  total?: number;
  discount?: number;
  /**
   * Right-to-left text: amounts, links and other left-to-right runs are wrapped in Unicode
   * isolates so chat apps do not reorder '$ 12.00' or split a URL inside an Arabic line.
   */
  rtl?: boolean;
}

type MessageOrder = Pick<
  Order,
  | 'public_id'
  | 'combos'
  | 'combos_price'
  | 'delivery_price'
  | 'service_fee'
  | 'total'
  | 'service_type'
  | 'order_title'
  | 'client'
  | 'address'
  | 'comment'
>;

const LRI = '\u2066';
const PDI = '\u2069';

export function orderMessage(
  order: MessageOrder,
  company: Pick<Company, 'name' | 'currency'>,
  options: OrderMessageOptions,
): string {
  const { labels } = options;
  const ltr = (text: string): string => (options.rtl ? `${LRI}${text}${PDI}` : text);
  const money = (minor: number): string => ltr(formatMoney(minor, company.currency));
  const field = (label: string, value: string | null | undefined): string[] =>
    value && value.trim() !== '' ? [`${label}: ${value.trim()}`] : [];

  const header = [
    `*${company.name}*`,
    `${labels.order} ${ltr(`#${order.public_id}`)} · ${options.serviceLabel}`,
    ...field(labels.table, order.service_type === 'DELIVERY' ? null : order.order_title),
    ...field(labels.client, order.client?.name),
    ...field(labels.address, order.address ? addressLine(order.address) : null),
    ...field(labels.scheduled, options.scheduledLabel),
  ];

  const items = order.combos.flatMap((combo) => {
    const name = combo.variant_name
      ? `${combo.product_name} (${combo.variant_name})`
      : combo.product_name;
    const lineTotal = combo.quantity * orderItemPrice(combo.variant_price, combo.modifiers_price);
    return [
      `${ltr(`${combo.quantity}x`)} ${name} ${money(lineTotal)}`,
      ...combo.modifiers.map((m) => `   + ${ltr(`${m.quantity}x`)} ${m.name}`),
      ...(combo.comment?.trim() ? [`   _${combo.comment.trim()}_`] : []),
    ];
  });

  const amount = (label: string, minor: number | undefined, sign = ''): string[] =>
    minor !== undefined && minor > 0 ? [`${label}: ${sign}${money(minor)}`] : [];
  const totals = [
    `${labels.itemsTotal}: ${money(order.combos_price)}`,
    ...amount(labels.discount, options.discount, '-'),
    ...(order.service_type === 'DELIVERY'
      ? [`${labels.delivery}: ${money(order.delivery_price)}`]
      : []),
    ...amount(labels.serviceFee, order.service_fee),
    ...amount(labels.tip, options.tip),
    ...amount(labels.paymentFee, options.paymentFee),
    `*${labels.total}: ${money(options.total ?? order.total)}*`,
    ...field(labels.payment, options.paymentMethodLabel),
  ];

  const footer = [
    ...field(labels.comment, order.comment),
    `${labels.tracking}: ${ltr(options.trackingUrl)}`,
  ];

  return [header, items, totals, footer].map((block) => block.join('\n')).join('\n\n');
}

/** The tracking link the message carries: {origin}/tracking?order_id=… */
export function trackingUrl(origin: string, orderId: string): string {
  return `${origin.replace(/\/+$/, '')}/tracking?order_id=${encodeURIComponent(orderId)}`;
}
