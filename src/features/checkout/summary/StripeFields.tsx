// Stripe's Payment Element for a Stripe intent (stripe-fields.ts): Stripe.js loads from
// js.stripe.com only here (the CSP allows it only for companies with Stripe), mounts its own
// frames, and answers the checkout's confirm. A redirect-based method returns to tracking.
import { useEffect, useRef, useState } from 'react';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { OnlinePayment } from '../../../domain/payment-state';
import { useI18n } from '../../../i18n';
import { checkout } from '../../../state/checkout';
import { FormStatus } from './FormStatus';
import type { FormPhase } from './FormStatus';
import { registerFields } from './hosted-fields';
import { stripeLocale, stripeOutcome } from './stripe-fields';

export default function StripeFields({ payment }: { payment: OnlinePayment }) {
  const { t, locale } = useI18n();
  const mountRef = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<FormPhase>('loading');
  const [attempt, setAttempt] = useState(0);
  const { publishable_key: key = '', client_secret: secret = '' } = payment.client;

  useEffect(() => {
    let stopped = false;
    let unregister = () => {};
    let unmount = () => {};
    setPhase('loading');
    checkout.paymentFormReady = false;
    const ready = (stripe: Stripe, elements: StripeElements) => {
      checkout.paymentFormReady = true;
      setPhase('ready');
      unregister = registerFields({
        confirm: async () => {
          const back = new URL('/tracking', window.location.origin);
          back.search = window.location.search;
          back.searchParams.set('order_id', payment.reference_id ?? '');
          try {
            return stripeOutcome(
              await stripe.confirmPayment({
                elements,
                redirect: 'if_required',
                confirmParams: { return_url: back.toString() },
              }),
            );
          } catch {
            return 'error';
          }
        },
      });
    };
    loadStripe(key, { locale: stripeLocale(locale) })
      .then((stripe) => {
        if (stopped || !stripe || !mountRef.current) return;
        const elements = stripe.elements({ clientSecret: secret, locale: stripeLocale(locale) });
        const element = elements.create('payment', { layout: 'tabs' });
        element.on('ready', () => {
          if (!stopped) ready(stripe, elements);
        });
        element.on('loaderror', () => {
          if (!stopped) setPhase('failed');
        });
        element.mount(mountRef.current);
        unmount = () => element.destroy();
      })
      .catch((error: unknown) => {
        console.error('[ERROR:stripeLoad]', error instanceof Error ? error.message : error);
        if (!stopped) setPhase('failed');
      });
    return () => {
      stopped = true;
      unregister();
      unmount();
      checkout.paymentFormReady = false;
    };
  }, [key, secret, locale, attempt, payment.reference_id]);

  return (
    <div className="cs-fields" data-phase={phase} data-provider="stripe">
      <FormStatus phase={phase} onRetry={() => setAttempt((n) => n + 1)} />
      <div ref={mountRef} aria-label={t('summary.payment.formTitle')} role="group" />
    </div>
  );
}
