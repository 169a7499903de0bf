// CHECKOUT_STEP_ORDER_SUMMARY (§2.10): the blocks in the spec's order, the account summary bar
// and the 'to order (total)' submit. Opening it creates the order once (§4.4).
import { useEffect, useState } from 'react';
import { tipOptions } from '../../../domain/checkout-summary';
import { formatMoney } from '../../../domain/money';
import { chosenTip } from '../../../domain/checkout-summary';
import type { TipChoice } from '../../../domain/pricing';
import { useI18n } from '../../../i18n';
import { useCheckout } from '../../../state/checkout';
import { isLocalOrder } from '../../../state/checkout/local-order';
import { Button } from '../../../ui/Button';
import { ScreenNotice } from '../ScreenNotice';
import { AccountSummaryBar } from './AccountSummaryBar';
import { ClientBlock } from './ClientBlock';
import { CommentField } from './CommentField';
import { CouponBlock } from './CouponBlock';
import { DeliveryTimePicker } from './DeliveryTimePicker';
import { PaymentErrorModal } from './PaymentErrorModal';
import { PaymentSection } from './PaymentSection';
import { RewardBlock } from './RewardBlock';
import { ServiceFeeBlock } from './ServiceFeeBlock';
import { SummaryInfo } from './SummaryInfo';
import { SummaryLoading } from './SummaryLoading';
import { TipsBlock } from './TipsBlock';
import {
  selectPaymentMethod,
  setComment,
  setDeliveryDate,
  setOrderIsFor,
  setPayOnline,
  setTip,
} from './summary-actions';
import { useOrderCreation } from './useOrderCreation';
import { useSummaryModel } from './useSummaryModel';
import { useSummarySubmit } from './useSummarySubmit';
import './summary.css';
import './summary-controls.css';

export function OrderSummaryScreen() {
  const { t } = useI18n();
  const co = useCheckout();
  const model = useSummaryModel();
  const creation = useOrderCreation();
  const [tipChoice, setTipChoice] = useState<TipChoice>({ kind: 'none' });
  const itemsTotal = model?.order?.combos_price ?? 0;
  const tip = model?.showTips ? chosenTip(model.tip, tipChoice, itemsTotal) : 0;
  const tipType = tipChoice.kind === 'option' ? (model?.tip?.type ?? null) : 'amount';
  const form = useSummarySubmit(model, tip, tipType);

  // A percentage tip follows the items total (a coupon does not change it, a new order might).
  useEffect(() => {
    if (co.tipValue !== tip) setTip(tip);
  }, [co.tipValue, tip]);

  // One method only: it is the choice, so the customer need not tap it.
  const only = co.paymentMethods?.length === 1 ? co.paymentMethods[0] : undefined;
  useEffect(() => {
    if (only && !only.provider_id && co.selectedPaymentMethodId === null)
      selectPaymentMethod(only.id);
  }, [only, co.selectedPaymentMethodId]);

  // Closed: only later slots exist, so the first one is preselected. A chosen slot that has
  // slipped into the past (the list moves with the clock) moves to the first one still open.
  const firstSlot = model?.slots[0]?.value ?? null;
  const later = model !== null && model.showScheduler && (!model.open || co.orderIsFor === 'later');
  const known = model?.slots.some((slot) => slot.value === co.deliveryDate) === true;
  useEffect(() => {
    if (later && !known && firstSlot) setDeliveryDate(firstSlot);
  }, [later, known, firstSlot]);

  if (!model || !model.order || !model.view)
    return <SummaryLoading failed={creation.failed} onRetry={creation.retry} />;
  const { order, view, company } = model;
  const currency = company.currency;
  const coupon = order.discounts.find((d) => d.modality === 'COUPON') ?? null;
  const label = model.isWhatsapp
    ? t('summary.submitWhatsapp')
    : t('summary.submit', { total: formatMoney(view.total, currency) });

  return (
    <form
      ref={form.formRef}
      className="ck-form cs-summary"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <ScreenNotice />
      {model.serviceFee ? (
        <ServiceFeeBlock fee={model.serviceFee} disabled={co.savingOrder || co.busy.payment} />
      ) : null}
      <SummaryInfo
        view={view}
        currency={currency}
        isDelivery={model.serviceType === 'DELIVERY'}
        deliveryEstimated={isLocalOrder(co.createdOrder)}
        showTip={model.showTips}
      />
      <ClientBlock client={model.client} address={model.address} />
      {model.showScheduler ? (
        <DeliveryTimePicker
          open={model.open}
          slots={model.slots}
          orderIsFor={co.orderIsFor}
          value={co.deliveryDate}
          error={form.slotError}
          onMode={(mode) => setOrderIsFor(mode, firstSlot)}
          onSlot={setDeliveryDate}
        />
      ) : null}
      <CommentField
        value={co.clientData.orderComments}
        error={form.message('comment')}
        onChange={setComment}
      />
      {model.showCoupon ? (
        <CouponBlock
          coupon={coupon}
          discount={view.discount}
          currency={currency}
          disabled={co.savingOrder || co.busy.payment}
        />
      ) : null}
      {model.loyalty && co.client ? (
        <RewardBlock
          order={order}
          loyalty={model.loyalty}
          points={co.client.available_points}
          currency={currency}
          disabled={co.savingOrder || co.busy.payment}
        />
      ) : null}
      {model.showTips && model.tip ? (
        <TipsBlock
          settings={model.tip}
          options={tipOptions(model.tip, itemsTotal)}
          choice={tipChoice}
          currency={currency}
          onChange={setTipChoice}
          disabled={co.busy.payment}
        />
      ) : null}
      {model.methodsError ? null : (
        <PaymentSection
          methods={model.methods}
          selected={model.selectedMethod}
          payOnline={co.payOnline}
          currency={currency}
          total={view.total}
          paying={co.busy.payment}
          error={form.message('payment_method_id')}
          cashError={form.cashError}
          onTab={setPayOnline}
          onSelect={selectPaymentMethod}
          onCash={(amount, valid) => form.setCash({ amount, valid })}
        />
      )}
      <div className="cs-footer">
        <AccountSummaryBar
          order={order}
          count={view.itemsCount}
          chip={view.deliveryChip}
          currency={currency}
        />
        <Button
          type="submit"
          block
          busy={co.savingOrder || form.paying}
          disabled={!form.enabled}
          data-testid="summary-submit"
        >
          {label}
        </Button>
      </div>
      <PaymentErrorModal />
    </form>
  );
}
