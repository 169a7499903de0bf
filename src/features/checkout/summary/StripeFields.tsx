// Stripe's Payment Element for a Stripe intent (stripe-fields.ts): Stripe.js loads from
// js.stripe.com only here (the CSP allows it only for companies with Stripe), mounts its own
// frames, and answers the checkout's confirm. A redirect-based method returns to tracking.
import { useEffect, useRef, useState } from 'react';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useI18n } from '../../../i18n';
import { FormStatus } from './FormStatus';
import './fields.css';
import type { FormPhase } from './FormStatus';
import { registerFields } from './hosted-fields';
import type { FieldsProps } from './HostedFields';
import { stripeLocale, stripeOutcome } from './stripe-fields';

export default function StripeFields({
  payment,
  onReady,
  returnUrl,
}: FieldsProps & {
  /** Where a redirect-based method comes back to; the order's tracking by default. */
  returnUrl?: string;
}) {
  const { t, locale } = useI18n();
  const readyChanged = useRef(onReady);
  readyChanged.current = onReady;
  const tell = (value: boolean) => readyChanged.current?.(value);
  const mountRef = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<FormPhase>('loading');
  const [attempt, setAttempt] = useState(0);
  const { publishable_key: key = '', client_secret: secret = '' } = payment.client;

  useEffect(() => {
    let stopped = false;
    let unregister = () => {};
    let unmount = () => {};
    setPhase('loading');
    tell(false);
    let code: string | null = null;
    const ready = (stripe: Stripe, elements: StripeElements) => {
      tell(true);
      setPhase('ready');
      unregister = registerFields({
        confirm: async () => {
          const back = new URL('/tracking', window.location.origin);
          back.search = window.location.search;
          back.searchParams.set('order_id', payment.reference_id ?? '');
          code = null;
          try {
            const result = await stripe.confirmPayment({
              elements,
              redirect: 'if_required',
              confirmParams: { return_url: returnUrl ?? back.toString() },
            });
            code = result.error?.decline_code ?? result.error?.code ?? null;
            return stripeOutcome(result);
          } catch {
            return 'error';
          }
        },
        code: () => code,
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
      tell(false);
    };
  }, [key, secret, locale, attempt, payment.reference_id, returnUrl]);

  return (
    <div className="cs-fields" data-phase={phase} data-provider="stripe">
      <FormStatus phase={phase} onRetry={() => setAttempt((n) => n + 1)} />
      <div ref={mountRef} aria-label={t('summary.payment.formTitle')} role="group" />
    </div>
  );
}
