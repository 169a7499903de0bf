// Under the chosen online method: the provider's own card form once its intent is ready (made by
// useSummarySubmit as the method, tip, coupon or fee change): the sandbox's hosted fields or
// Stripe's Payment Element. For a Pix, a note that the code to pay comes right after ordering.
import { lazy, Suspense } from 'react';
import type { PaymentMethod } from '../../../domain/types';
import { useI18n } from '../../../i18n';
import { checkout, useCheckout } from '../../../state/checkout';
import { paidAfterOrdering } from '../../../domain/payment-state';
import { Spinner } from '../../../ui/Spinner';
import { HostedFields } from './HostedFields';
import { Glyph } from './MethodIcon';
import { hasHostedFields } from './hosted-fields';
import { isStripeIntent } from './stripe-fields';

/** The checkout's submit waits for the form (§5.2 paymentElementLoading). */
const formReady = (ready: boolean) => {
  checkout.paymentFormReady = ready;
};

// Stripe.js and its element load only for a company that takes Stripe.
const StripeFields = lazy(() => import('./StripeFields'));

export function LockIcon() {
  return (
    <Glyph
      d="M5 11h14v10H5zM8 11V7a4 4 0 0 1 8 0v4"
      className="c-icon cs-secure__icon"
      size={16}
      strokeWidth={2}
    />
  );
}

export function OnlineMethodForm({ method }: { method: PaymentMethod }) {
  const { t } = useI18n();
  const co = useCheckout();
  if (paidAfterOrdering(method))
    return (
      <p className="cs-note" role="note">
        {t('summary.payment.pixAfter')}
      </p>
    );
  const intent = co.paymentIntents.card;
  if (intent?.payment_method_id === method.id && co.paymentIntentKey !== null) {
    if (hasHostedFields(intent)) return <HostedFields payment={intent} onReady={formReady} />;
    if (isStripeIntent(intent))
      return (
        <Suspense fallback={<Preparing />}>
          <StripeFields payment={intent} onReady={formReady} />
        </Suspense>
      );
    return (
      <p className="cs-note" role="note">
        {t('summary.payment.onlineUnavailable')}
      </p>
    );
  }
  return <Preparing />;
}

function Preparing() {
  const { t } = useI18n();
  return (
    <p className="cs-fields__status" role="status">
      <Spinner size={18} />
      <span>{t('summary.payment.preparing')}</span>
    </p>
  );
}
