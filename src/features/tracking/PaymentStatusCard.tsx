// The online payment on the tracking page (§4.2, §4.3): a static Pix shows its QR code, a copy
// button and the time it must be paid by, until the restaurant confirms it or the time runs out;
// a card payment shows 'confirming', 'paid' (and any refund), money that did not pay the order
// and goes back (issue [14/21]) or 'did not go through'. It asks the server, which checks with
// the provider, and asks again while the payment waits and whenever the order changes.
import { useEffect, useState } from 'react';
import { getCompanyPayments } from '../../api/payments';
import { formatMoney } from '../../domain/money';
import type { OnlinePayment } from '../../domain/payment-state';
import type { Company, Order } from '../../domain/types';
import { copyAndTell } from '../../ui/clipboard';
import { useI18n } from '../../i18n';
import { Spinner } from '../../ui/Spinner';
import { formatOrderTime } from './order-time';
import { currentPayment, minutesLeft, panelWaits, paymentPanel } from './payment-panel';
import type { PaymentPanel } from './payment-panel';

/** How often a waiting payment is asked about (the live socket usually tells first). */
export const PAYMENT_POLL_MS = 5_000;

function usePayment(companyId: string, order: Order): OnlinePayment | null | 'loading' {
  const [payment, setPayment] = useState<OnlinePayment | null | 'loading'>('loading');
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let cancelled = false;
    getCompanyPayments(companyId, order.id).then(
      (list) => {
        if (!cancelled) setPayment(currentPayment(order, list));
      },
      (error: unknown) => {
        console.error('[ERROR:getPayments]', error instanceof Error ? error.message : error);
        if (!cancelled) setPayment((prev) => (prev === 'loading' ? null : prev));
      },
    );
    return () => {
      cancelled = true;
    };
    // The order's status or payment status moved (pushed or reloaded): ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [companyId, order.id, order.status, order.payment_status, tick]);
  const waits = payment !== 'loading' && panelWaits(paymentPanel(payment));
  useEffect(() => {
    if (!waits) return;
    const timer = setTimeout(() => setTick((n) => n + 1), PAYMENT_POLL_MS);
    return () => clearTimeout(timer);
  }, [waits, tick]);
  return payment;
}

function PixQr({ code, label }: { code: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    // The QR encoder loads only for a Pix to pay.
    void import('../../ui/qr-svg').then(({ qrSvg }) => {
      if (cancelled) return;
      const svg = qrSvg(code, { label, ecc: 'M' });
      setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      cancelled = true;
    };
  }, [code, label]);
  if (!src) return <div className="c-pix__qr c-pix__qr--loading" aria-hidden="true" />;
  return <img className="c-pix__qr" src={src} alt={label} width={220} height={220} />;
}

/** 'Pay by 14:35 · 12 min left', in the company's time zone and clock. */
function PixDeadline({ expiresAt, company }: { expiresAt: string | null; company: Company }) {
  const { t, locale } = useI18n();
  const time = formatOrderTime(
    expiresAt,
    { timeZone: company.timezone, locale, timeFormat: company.country?.time_format ?? '24h' },
    'none',
  );
  const minutes = minutesLeft(expiresAt, Date.now());
  if (!time || minutes === null) return null;
  return (
    <p className="c-pix__deadline" data-testid="pix-deadline">
      {t('tracking.payment.pixDeadline', { time, minutes })}
    </p>
  );
}

/** Money that did not pay the order: why, and where its refund stands. */
function returnedText(panel: Extract<PaymentPanel, { kind: 'returned' }>): string {
  const why = panel.reason === 'amount_mismatch' ? 'mismatch' : 'late';
  return `tracking.payment.${why}${panel.refund === 'refunded' ? 'Refunded' : 'Pending'}`;
}

export function PaymentStatusCard({
  companyId,
  order,
  company,
  onPixToPay,
}: {
  companyId: string;
  order: Order;
  company: Company;
  /** Told whether a Pix QR code is on show, still to pay (the page holds its modal meanwhile). */
  onPixToPay?: (toPay: boolean) => void;
}) {
  const { t } = useI18n();
  const payment = usePayment(companyId, order);
  const pixToPay = payment === 'loading' ? null : paymentPanel(payment).kind === 'pix';
  useEffect(() => {
    if (pixToPay !== null) onPixToPay?.(pixToPay);
  }, [pixToPay, onPixToPay]);
  if (payment === 'loading') return null;
  const panel = paymentPanel(payment);
  if (panel.kind === 'none') return null;
  const currency = company.currency;

  const copy = (code: string) =>
    copyAndTell(code, {
      copied: t('tracking.payment.copied'),
      failed: t('tracking.payment.copyFailed'),
    });

  return (
    <section
      className="c-card c-tracking__payment"
      aria-labelledby="tracking-payment"
      data-payment={panel.kind}
    >
      <h2 id="tracking-payment">{t('tracking.payment.title')}</h2>
      {panel.kind === 'pix' ? (
        <div className="c-pix">
          <p>{t('tracking.payment.pixIntro', { amount: formatMoney(panel.amount, currency) })}</p>
          <PixQr code={panel.code} label={t('tracking.payment.pixQr')} />
          <label className="c-pix__label" htmlFor="pix-code">
            {t('tracking.payment.pixCode')}
          </label>
          <textarea
            id="pix-code"
            className="c-pix__code"
            dir="ltr"
            readOnly
            rows={3}
            value={panel.code}
          />
          <button
            type="button"
            className="c-button c-button--primary"
            onClick={() => void copy(panel.code)}
          >
            {t('tracking.payment.copy')}
          </button>
          <PixDeadline expiresAt={panel.expiresAt} company={company} />
          <p className="c-pix__wait" role="status">
            <Spinner size={16} />
            <span>{t('tracking.payment.pixWaiting')}</span>
          </p>
        </div>
      ) : null}
      {panel.kind === 'expired' ? (
        <p role="alert" className="c-tracking__unpaid">
          {t('tracking.payment.pixExpired')}
        </p>
      ) : null}
      {panel.kind === 'returned' ? (
        <p role="alert" className="c-tracking__unpaid" data-refund={panel.refund}>
          {t(returnedText(panel))}
        </p>
      ) : null}
      {panel.kind === 'confirming' ? (
        <p className="c-pix__wait" role="status">
          <Spinner size={16} />
          <span>{t('tracking.payment.confirming')}</span>
        </p>
      ) : null}
      {panel.kind === 'paid' ? (
        <p role="status" className="c-tracking__paid">
          {t(
            panel.refund === 'refunded'
              ? 'tracking.payment.refunded'
              : panel.refund === 'pending'
                ? 'tracking.payment.refundPending'
                : 'tracking.payment.paid',
          )}
        </p>
      ) : null}
      {panel.kind === 'failed' ? (
        <p role="alert" className="c-tracking__unpaid">
          {t('tracking.payment.failed')}
        </p>
      ) : null}
    </section>
  );
}
