// §8: 'payment method unavailable' when an intent could not be made, and 'the payment did not
// work' when the provider refused it. Either way the method was cleared: the diner picks again.
import { useI18n } from '../../../i18n';
import { useCheckout } from '../../../state/checkout';
import { closePaymentModal } from '../../../state/checkout/payment';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';

/** The method was cleared, so the diner chooses again: focus goes back to the methods. */
function close(): void {
  closePaymentModal();
  requestAnimationFrame(() => {
    const section = document.querySelector('[data-field="payment_method_id"]');
    section
      ?.querySelector<HTMLElement>('input:not(:disabled), [role="tab"]:not(:disabled)')
      ?.focus();
  });
}

export function PaymentErrorModal() {
  const { t } = useI18n();
  const { paymentModal } = useCheckout();
  const kind = paymentModal ?? 'failed';
  return (
    <Modal
      open={paymentModal !== null}
      onClose={close}
      title={t(`summary.payment.${kind}Modal.title`)}
      footer={
        <div className="ck-actions">
          <Button onClick={close} data-testid="payment-error-ok">
            {t('summary.payment.modalOk')}
          </Button>
        </div>
      }
    >
      <p>{t(`summary.payment.${kind}Modal.text`)}</p>
    </Modal>
  );
}
