// The provider's own card form in a frame from the provider's origin (hosted-fields.ts): the
// card never reaches this page. It gets our labels in the diner's language, grows to its
// content, and answers a 'confirm' with the outcome. A form that does not load in time says so.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { OnlinePayment } from '../../../domain/payment-state';
import { useI18n } from '../../../i18n';
import { FormStatus } from './FormStatus';
import './fields.css';
import type { FormPhase } from './FormStatus';
import { fieldsUrl, readFieldsMessage, registerFields } from './hosted-fields';
import type { FieldsOutcome } from './hosted-fields';

/** How long the form may take to load before the diner is told and offered a retry. */
export const FIELDS_LOAD_TIMEOUT_MS = 15_000;

const LABEL_KEYS = [
  'badge',
  'number',
  'expiry',
  'cvc',
  'wallet',
  'challengeTitle',
  'challengeText',
  'approve',
  'decline',
  'invalid_number',
  'invalid_expiry',
  'invalid_cvc',
] as const;

export interface FieldsProps {
  payment: OnlinePayment;
  /**
   * Told whether the form can be confirmed (the checkout's submit button waits for it); a prop,
   * so the tab's dialog can show the same form without the checkout's state.
   */
  onReady?: (ready: boolean) => void;
}

export function HostedFields({ payment, onReady }: FieldsProps) {
  const { t, dir, locale } = useI18n();
  const readyChanged = useRef(onReady);
  readyChanged.current = onReady;
  const tell = (value: boolean) => readyChanged.current?.(value);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(190);
  const [phase, setPhase] = useState<FormPhase>('loading');
  const [challenge, setChallenge] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const pending = useRef<((outcome: FieldsOutcome) => void) | null>(null);
  const code = useRef<string | null>(null);
  const ready = useRef(false);
  const origin = payment.client.fields_origin ?? '';
  const src = useMemo(
    () => `${fieldsUrl(payment, window.location.origin)}#${attempt}`,
    // A new intent, or a retry, loads a new form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [payment.id, attempt],
  );
  const labels = useMemo(
    () => Object.fromEntries(LABEL_KEYS.map((key) => [key, t(`summary.payment.fields.${key}`)])),
    [t],
  );

  const post = (message: Record<string, unknown>) =>
    frameRef.current?.contentWindow?.postMessage(message, origin);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== origin || event.source !== frameRef.current?.contentWindow) return;
      const message = readFieldsMessage(event.data);
      if (!message) return;
      switch (message.type) {
        case 'ready':
          ready.current = true;
          tell(true);
          setPhase('ready');
          post({ type: 'init', labels, dir, lang: locale });
          break;
        case 'height':
          setHeight(message.value);
          break;
        case 'challenge':
          // The bank's step shows inside the form: bring it into view and into focus.
          setChallenge(true);
          frameRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
          frameRef.current?.focus();
          break;
        case 'result':
          setChallenge(false);
          code.current = message.code;
          pending.current?.(message.outcome);
          pending.current = null;
          break;
      }
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- post reads the frame's ref
  }, [origin, labels, dir, locale]);

  // The diner changed language while the form was open: it follows.
  useEffect(() => {
    if (ready.current) post({ type: 'init', labels, dir, lang: locale });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [labels, dir, locale]);

  useEffect(() => {
    ready.current = false;
    tell(false);
    setPhase('loading');
    const timer = setTimeout(() => {
      if (!ready.current) setPhase('failed');
    }, FIELDS_LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [src]);

  useEffect(() => {
    const unregister = registerFields({
      confirm: () =>
        new Promise<FieldsOutcome>((resolve) => {
          if (!ready.current) {
            resolve('error');
            return;
          }
          pending.current?.('error');
          pending.current = resolve;
          code.current = null;
          post({ type: 'confirm' });
        }),
      code: () => code.current,
    });
    return () => {
      unregister();
      tell(false);
      pending.current?.('error');
      pending.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="cs-fields" data-phase={phase}>
      <FormStatus phase={phase} onRetry={() => setAttempt((n) => n + 1)} />
      <p className="c-visually-hidden" aria-live="polite">
        {challenge ? t('summary.payment.challenge') : ''}
      </p>
      <iframe
        ref={frameRef}
        key={src}
        src={src}
        title={t('summary.payment.formTitle')}
        className="cs-fields__frame"
        style={{ height }}
        allow="payment"
        referrerPolicy="no-referrer"
      />
    </div>
  );
}
