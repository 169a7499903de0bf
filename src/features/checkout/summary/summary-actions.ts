// Writes of the order summary into the checkout store (§3 "Held state": comment, delivery date,
// tip, payment method, cash amount). Kept here so the blocks stay presentational.
import type { OrderIsFor } from '../../../domain/checkout-data';
import { checkout } from '../../../state/checkout';

export function setComment(text: string): void {
  checkout.clientData.orderComments = text;
}

export function setOrderIsFor(value: OrderIsFor, firstSlot: string | null): void {
  checkout.orderIsFor = value;
  checkout.deliveryDate = value === 'later' ? (checkout.deliveryDate ?? firstSlot) : null;
}

export function setDeliveryDate(value: string): void {
  checkout.orderIsFor = 'later';
  checkout.deliveryDate = value;
}

export function setTip(amount: number): void {
  checkout.tipValue = amount;
}

export function selectPaymentMethod(id: string): void {
  checkout.selectedPaymentMethodId = id;
}

/** §4.5 'Pay online' / 'Other methods': either tab clears the chosen method. */
export function setPayOnline(online: boolean): void {
  checkout.selectedPaymentMethodId = null;
  checkout.payOnline = online;
  if (!online) checkout.paymentIntents = { ...checkout.paymentIntents, card: null };
}

export function setReceivedAmount(amount: number | null): void {
  checkout.clientData.amountAvailableToPay = amount;
}
