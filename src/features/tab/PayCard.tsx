// The provider's card form for a started online tab payment (issue [17/21]): the checkout's own
// forms (the Sandbox's hosted fields, Stripe's Payment Element), told nothing of the checkout, and
// confirmed the way the checkout's submit confirms them (the registered fields' confirm). Its own
// chunk, loaded when a phone pays online: the tab screen and the storefront's entry carry none of
// it. The outcome is the server's: the dialog then follows the tab payment until it ends.
import { lazy, Suspense, useState } from 'react';
import type { OnlinePayment } from '../../domain/payment-state';
import { useI18n } from '../../i18n';
import { Spinner } from '../../ui/Spinner';
import { HostedFields } from '../checkout/summary/HostedFields';
import { hasHostedFields, mountedFields } from '../checkout/summary/hosted-fields';
import { isStripeIntent } from '../checkout/summary/stripe-fields';

const StripeFields = lazy(() => import('../checkout/summary/StripeFields'));

/** The PaymentView the tab payment carries, if it has what a form needs (checked: it is JSON). */
export function onlinePaymentOf(value: unknown): OnlinePayment | null {
  if (typeof value !== 'object' || value === null) return null;
  const p = value as Record<string, unknown>;
  const client = p.client;
  if (typeof p.id !== 'string' || typeof p.provider !== 'string') return null;
  if (typeof client !== 'object' || client === null) return null;
  if (!Object.values(client).every((v) => typeof v === 'string')) return null;
  return value as OnlinePayment;
}

export default function PayCard({
  payment,
  amount,
  onConfirmed,
}: {
  /** The tab payment's `payment` (the PaymentView). */
  payment: unknown;
  /** The charge, formatted. */
  amount: string;
  /** The provider took the confirm; `code` is its reason when it refused the card. */
  onConfirmed: (code: string | null) => void;
}) {
  const { t } = useI18n();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(false);
  const online = onlinePaymentOf(payment);
  const hosted = online !== null && hasHostedFields(online);
  const stripe = online !== null && !hosted && isStripeIntent(online);
  if (!online || (!hosted && !stripe))
    // A Pix or another method with no form here: the payment is followed as before.
    return (
      <p role="status" data-testid="tab-payment-status" data-status="pending">
        {t('tab.pay.status.pending')}
      </p>
    );

  async function confirm(): Promise<void> {
    const fields = mountedFields();
    if (!fields || busy) return;
    setBusy(true);
    setError(false);
    const outcome = await fields.confirm();
    setBusy(false);
    // An invalid field is shown by the form itself, which keeps the diner in it.
    if (outcome === 'invalid') return;
    if (outcome === 'error') {
      setError(true);
      return;
    }
    onConfirmed(outcome === 'failed' ? (fields.code?.() ?? null) : null);
  }

  const returnUrl = window.location.href;
  return (
    <div className="c-tab__pay" data-testid="tab-card">
      <p>{t('tab.pay.card.heading', { amount })}</p>
      {hosted ? (
        <HostedFields payment={online} onReady={setReady} />
      ) : (
        <Suspense fallback={<Spinner size={18} />}>
          <StripeFields payment={online} onReady={setReady} returnUrl={returnUrl} />
        </Suspense>
      )}
      <p className="c-tab__error" role="alert">
        {error ? t('tab.pay.card.error') : ''}
      </p>
      <button
        type="button"
        className="c-button c-button--primary c-button--block"
        data-testid="tab-card-pay"
        disabled={!ready || busy}
        aria-busy={busy}
        onClick={() => void confirm()}
      >
        {t('tab.pay.submit', { amount })}
      </button>
    </div>
  );
}
