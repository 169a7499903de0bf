// §5.6 assigned payment, recomputed by the server: the fee from the method's percentage of the
// order total, the bill from the order total plus the tip. Client-sent amounts are ignored,
// except the cash the customer will hand over (received_amount, cash only).
import { PAYMENT_METHOD_CASH } from '../../src/domain/constants';
import { tipsVisible } from '../../src/domain/checkout-summary';
import { assignedPaymentFields, paymentFee } from '../../src/domain/pricing';
import type { AssignedPayment, PaymentMethod, ServiceType } from '../../src/domain/types';
import type { OrderContext } from './context';
import { serviceSettingsOf } from './context';
import { field, unprocessable } from './errors';

export interface PaymentRequest {
  tip_value?: number | undefined;
  tip_type?: string | undefined;
  received_amount?: number | undefined;
}

export function assignedPayment(
  ctx: OrderContext,
  serviceType: ServiceType,
  method: PaymentMethod,
  orderTotal: number,
  request: PaymentRequest,
): AssignedPayment {
  const tip = request.tip_value ?? 0;
  const tipSettings = serviceSettingsOf(ctx, serviceType).tip;
  if (tip > 0 && !tipsVisible(tipSettings, ctx.company.country.country_code))
    throw unprocessable(
      'tips_not_accepted',
      `Tips are not accepted for ${serviceType} orders`,
      field('meta_data.assigned_payment.tip_value', 'tips are off'),
    );
  const billAmount = orderTotal + tip;
  const received = method.code === PAYMENT_METHOD_CASH ? request.received_amount : undefined;
  if (received !== undefined && received < billAmount)
    throw unprocessable('cash_below_bill', 'The cash received is less than the bill', {
      ...field('meta_data.assigned_payment.received_amount', 'less than bill_amount'),
      params: { bill: billAmount },
    });
  return assignedPaymentFields({
    method,
    feeAmount: paymentFee(method.payment_method_fee, orderTotal),
    billAmount,
    receivedAmount: received ?? null,
    tip,
    tipType: request.tip_type ?? null,
  });
}

/** The same payment after the order total changed (a discount applied later). */
export function repriced(
  ctx: OrderContext,
  serviceType: ServiceType,
  previous: AssignedPayment,
  method: PaymentMethod | null,
  orderTotal: number,
): AssignedPayment | undefined {
  if (!method) return undefined;
  const { received_amount: _stale, ...rest } = previous;
  return assignedPayment(ctx, serviceType, method, orderTotal, {
    tip_value: rest.tip_value,
    tip_type: rest.tip_type,
  });
}
