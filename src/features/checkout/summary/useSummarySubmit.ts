// The order summary form: validation (§5.1 orderSummarySchema plus the delivery time and the
// cash amount), the submit-button rule (§5.2) and the §4.5 submit, guarded against double taps.
import { useEffect, useMemo, useRef, useState } from 'react';
import { isOnlineMethod, receivedAmountError } from '../../../domain/checkout-summary';
import { PAYMENT_METHOD_CASH } from '../../../domain/constants';
import { formatMoney } from '../../../domain/money';
import { orderSummarySchema } from '../../../domain/validation-forms';
import { orderSummarySubmitEnabled } from '../../../domain/validation-submit';
import { useNavigateKeepQuery } from '../../../app/navigation';
import { useI18n } from '../../../i18n';
import { CheckoutError, closeCheckout, reportFailure, useCheckout } from '../../../state/checkout';
import { cartEmptiedBeforePlacing, closeStaleCheckout } from '../../../state/checkout/tabs';
import { completeOrQueue } from '../../../state/outbox/checkout';
import {
  intentKey,
  payAfterOrdering,
  payWithForm,
  prepareCardIntent,
} from '../../../state/checkout/payment';
import { paidAfterOrdering } from '../../../domain/payment-state';
import { isLocalOrder } from '../../../state/checkout/local-order';
import { useOnline } from '../../../ui/useOnline';
import { mountedFields } from './hosted-fields';
import { showSnackbar } from '../../../ui/snackbar-store';
import { scrollToFirstError } from '../scroll-to-error';
import { useCheckoutForm } from '../use-checkout-form';
import { slotLabel } from './slot-labels';
import { messageLanguage } from './message-language';
import { buildUpdate, sendByWhatsapp, whatsappText } from './submit';
import type { SummaryModel } from './useSummaryModel';
import { closeTab, openPendingTab } from './whatsapp';

export interface CashInput {
  amount: number | null;
  valid: boolean;
}

export function useSummarySubmit(model: SummaryModel | null, tip: number, tipType: string | null) {
  const { t, dir, locale } = useI18n();
  const co = useCheckout();
  const navigate = useNavigateKeepQuery();
  const [cash, setCash] = useState<CashInput>({ amount: null, valid: true });
  const [attempted, setAttempted] = useState(false);
  const inFlight = useRef(false);
  const comment = co.clientData.orderComments;
  const method = model?.selectedMethod ?? null;
  const methodsShown = !co.paymentMethodsError && (co.paymentMethods?.length ?? 0) > 0;
  const schema = useMemo(
    () => orderSummarySchema({ paymentMethodRequired: methodsShown }),
    [methodsShown],
  );
  const values = useMemo(
    () => ({ comment, payment_method_id: co.selectedPaymentMethodId ?? '' }),
    [comment, co.selectedPaymentMethodId],
  );
  const form = useCheckoutForm(schema, values);
  const network = useOnline();

  const later = model !== null && model.showScheduler && (!model.open || co.orderIsFor === 'later');
  const total = model?.view?.total ?? 0;
  const isCash = method?.code === PAYMENT_METHOD_CASH;
  const slotError = later && !co.deliveryDate ? t('summary.time.required') : null;
  const cashError = !isCash
    ? null
    : !cash.valid
      ? t('summary.invalidAmount')
      : receivedAmountError(cash.amount, total) && model
        ? t('summary.payment.cashTooLow', { total: formatMoney(total, model.company.currency) })
        : null;
  const valid = form.result.valid && slotError === null && cashError === null;

  // The update as it would be sent now (§4.5), for the submit and for the card intent.
  function currentUpdate() {
    if (!model || !method) return null;
    return buildUpdate({
      company: model.company,
      method,
      deliveryDate: later ? co.deliveryDate : null,
      additionalInfo: co.additionalInfo,
      comment,
      tip,
      tipType,
      receivedAmount: isCash ? cash.amount : null,
      total,
      paymentFee: model.view?.paymentFee ?? 0,
      removeServiceFee: model.serviceFee?.optional === true && model.serviceFee.removed,
    });
  }
  const withForm = method !== null && isOnlineMethod(method) && !paidAfterOrdering(method);
  const draft = co.createdOrder;
  const draftReady = draft !== null && !isLocalOrder(draft);
  const update = withForm ? currentUpdate() : null;
  const key = update && method ? intentKey(method, update) : null;
  const latest = useRef(currentUpdate);
  latest.current = currentUpdate;
  // §4.5: the card intent follows the method, coupon, fee and tip (a typed tip settles first).
  const paying = co.busy.payment;
  useEffect(() => {
    // Never while a payment is being prepared or confirmed: it runs again once that ends.
    if (!key || !network || !draftReady || !method || paying) return;
    const timer = setTimeout(() => {
      const now = latest.current();
      if (now) void prepareCardIntent(now, method);
    }, 350);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key names what matters
  }, [key, network, draftReady, paying]);

  const enabled = orderSummarySubmitEnabled({
    // §5.2 disables an invalid form, yet §4.5 step 1 validates on submit and scrolls to the
    // error: the first tap validates (so the customer learns what is missing); after that the
    // button stays disabled until the form is fixed.
    formValid: valid || !attempted,
    saving: co.savingOrder,
    paymentElementLoading: co.busy.payment || (withForm && !co.paymentFormReady),
  });

  async function submit(): Promise<void> {
    if (inFlight.current || co.savingOrder || !model?.order || !model.view) return;
    setAttempted(true);
    // The form hook scrolls to the first invalid field; the extra checks share its markers.
    const schemaValid = form.attempt();
    if (!schemaValid || !valid) {
      if (schemaValid) scrollToFirstError(form.formRef.current);
      return;
    }
    if (!later && !model.open) {
      showSnackbar(t('summary.closedNow'), 'error');
      closeCheckout();
      navigate('/products');
      return;
    }
    if (!method) {
      reportFailure('orderSummarySubmit', new CheckoutError('summary.payment.unavailable'));
      return;
    }
    inFlight.current = true;
    // Opened now, inside the tap, so popup blockers let it through (WhatsApp checkout only).
    const tab = model.isWhatsapp ? openPendingTab() : null;
    try {
      // Another tab may have ordered this cart a moment ago: never place it a second time.
      if (await cartEmptiedBeforePlacing()) {
        closeTab(tab);
        closeStaleCheckout();
        return;
      }
      const update = currentUpdate();
      if (!update) return;
      if (isOnlineMethod(method) && !model.isWhatsapp) {
        // Online payments need the network; the outbox never charges anything (issue [6/6]).
        if (!network) {
          showSnackbar(t('offline.onlinePayment'), 'error');
          return;
        }
        const fields = mountedFields();
        if (paidAfterOrdering(method)) await payAfterOrdering(update, method);
        else if (fields) await payWithForm(update, method, fields.confirm);
        return;
      }
      if (!model.isWhatsapp) {
        // Offline methods are queued when the network is gone (issue [6/6]).
        await completeOrQueue(update, method);
        return;
      }
      const view = model.view;
      // The restaurant reads the message: in the company's language, not the diner's.
      const words = await messageLanguage(model.company, { t, locale, rtl: dir === 'rtl' });
      const scheduledLabel = later
        ? slotLabel(model.slots, co.deliveryDate, words.t, words.locale)
        : null;
      await sendByWhatsapp(
        update,
        tab,
        (order) =>
          whatsappText({
            order,
            company: model.company,
            method,
            view,
            scheduledLabel,
            t: words.t,
            rtl: words.rtl,
            origin: window.location.origin,
          }),
        model.company,
      );
    } catch {
      // Already logged and shown by completeOrder / sendByWhatsapp (§8 'Order summary submit fails').
      closeTab(tab);
    } finally {
      inFlight.current = false;
    }
  }

  return {
    formRef: form.formRef,
    message: form.message,
    slotError: attempted ? slotError : null,
    cashError: attempted || cash.amount !== null ? cashError : null,
    setCash,
    enabled,
    paying: co.busy.payment,
    submit,
  };
}
