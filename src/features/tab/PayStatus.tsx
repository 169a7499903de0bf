// A started tab payment in the Pay dialog (issue [17/21]): an online one shows the provider's
// card form (PayCard, its own chunk) until the diner confirms it; then the payment's status as the
// server settles it. A refused card says why and may try again as a new payment; focus stays in
// the dialog as the form gives way to the news.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { formatMoney } from '../../domain/money';
import type { Currency } from '../../domain/types';
import { useI18n } from '../../i18n';
import { Spinner } from '../../ui/Spinner';
import type { PayState } from './use-pay';

// The card form is its own chunk, loaded once a phone pays online (PayCard.tsx).
const PayCard = lazy(() => import('./PayCard'));

/** A provider's refusal the diner is told in words; any other reads as a plain refusal. */
const REFUSALS = new Set([
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'authentication_declined',
]);

export function PaymentStatus({
  pay,
  currency,
  onDone,
}: {
  pay: PayState;
  currency: Currency;
  onDone: () => void;
}) {
  const { t } = useI18n();
  // Which payment's form was confirmed, and the provider's reason if it refused the card.
  const [confirmed, setConfirmed] = useState<{ id: string; code: string | null } | null>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const payment = pay.payment;
  const online = payment !== null && payment.method !== 'staff' && payment.payment != null;
  const showForm = online && payment.status === 'pending' && confirmed?.id !== payment.id;
  const phase = payment ? `${payment.id}:${payment.status}:${showForm}` : '';
  // The form gave way to the outcome (or the reverse): focus stays in the dialog, on the news.
  useEffect(() => {
    const box = statusRef.current;
    if (box && !box.contains(document.activeElement)) box.focus();
  }, [phase]);
  if (!payment) return null;
  const amount = formatMoney(payment.amount + payment.tip, currency);
  if (showForm)
    return (
      <div ref={statusRef} tabIndex={-1} className="c-tab__pay">
        <Suspense fallback={<Spinner size={18} />}>
          <PayCard
            payment={payment.payment}
            amount={amount}
            onConfirmed={(code) => {
              setConfirmed({ id: payment.id, code });
              pay.refresh();
            }}
          />
        </Suspense>
      </div>
    );
  const code = confirmed?.id === payment.id ? confirmed.code : null;
  const confirming = online && payment.status === 'pending';
  return (
    <div ref={statusRef} tabIndex={-1} className="c-tab__pay">
      <p role="status" data-testid="tab-payment-status" data-status={payment.status}>
        {confirming
          ? t('tab.pay.card.confirming')
          : t(`tab.pay.status.${payment.status}`, { amount })}
      </p>
      {payment.status === 'succeeded' ? (
        <p data-testid="tab-payment-paid">{t('tab.pay.card.paid', { amount })}</p>
      ) : null}
      {online && payment.status === 'failed' ? (
        <>
          <p className="c-tab__error" role="alert" data-testid="tab-payment-refusal">
            {t(`tab.pay.card.refused.${code && REFUSALS.has(code) ? code : 'other'}`)}
          </p>
          {pay.error ? (
            <p className="c-tab__error" role="alert">
              {t(`tab.pay.errors.${pay.error}`)}
            </p>
          ) : null}
          <button
            type="button"
            className="c-button c-button--primary"
            disabled={pay.busy}
            aria-busy={pay.busy}
            onClick={() => void pay.retry()}
          >
            {t('tab.pay.card.retry')}
          </button>
        </>
      ) : null}
      <button
        type="button"
        className={`c-button ${online && payment.status === 'failed' ? 'c-button--secondary' : 'c-button--primary'}`}
        onClick={onDone}
      >
        {t('tab.pay.done')}
      </button>
    </div>
  );
}
