// "Customers may remove the service fee" (issue [16/21] item 5): the diner removes an optional
// fee from the draft, or takes it back. Online, the server prices the draft again (PATCH
// remove_service_fee) and the summary shows its answer; offline, the device prices its local
// order with the same rule (pricing.ts serviceFeeOf), and the queued placement carries the choice.
import type { ServiceKey } from '../../domain/types';
import { serviceFeeOf } from '../../domain/pricing';
import { app, hold } from '../app';
import { CheckoutError } from './error';
import { isLocalOrder, withServiceFee } from './local-order';
import { updateOrder } from './order';
import { checkout } from './store';

export async function setServiceFeeRemoved(removed: boolean): Promise<void> {
  const order = checkout.createdOrder;
  const company = app.company;
  const serviceType = checkout.serviceType;
  if (!order || !company || !serviceType) throw new CheckoutError('checkout.errors.noOrder');
  if (isLocalOrder(order)) {
    const entry = checkout.orderSettings?.[serviceType.toLowerCase() as ServiceKey];
    const fee = serviceFeeOf(entry, order.combos_price, removed);
    checkout.createdOrder = hold(withServiceFee(order, fee));
    return;
  }
  await updateOrder({
    timezone: company.timezone,
    currency: company.currency.code,
    remove_service_fee: removed,
  });
}
