// A queued order (issue [6/6]): its lines and totals as priced on the device, "Sending…" with
// the time it was queued, a retry button, or the store's refusal (and, when its coupon no longer
// applies, that it was held back rather than placed at a higher price). The live view takes over
// as soon as the outbox reports it sent (use-queued-order.ts).
import type { OutboxEntry } from '../../db/outbox';
import { isolate } from '../../domain/bidi';
import { resolveTimeZone } from '../../domain/hours-time';
import { formatInstant } from '../../domain/time-format';
import type { Company } from '../../domain/types';
import { useI18n } from '../../i18n';
import { refusalNotice } from '../../state/checkout/errors';
import { retryEntry } from '../../state/outbox';
import { couponRefused } from '../../state/outbox/coupon';
import { Button } from '../../ui/Button';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';
import { OrderHeader } from './OrderHeader';
import { OrderLines } from './OrderLines';

/** When the order was queued, isolated: it sits inside a sentence that may run right to left. */
function queuedTime(iso: string, company: Company, locale: string): string {
  return isolate(
    formatInstant(Date.parse(iso), {
      locale,
      timeZone: resolveTimeZone(company.timezone),
      timeFormat: company.country?.time_format ?? '24h',
    }),
  );
}

export function QueuedOrderView({ entry, company }: { entry: OutboxEntry; company: Company }) {
  const { t, locale } = useI18n();
  const failed = entry.status === 'failed';
  const sending = entry.status === 'sending';
  // The store's reason in the diner's language; a refusal without a code has only the heading.
  const reason = entry.errorCode ? refusalNotice(entry.errorCode, entry.errorParams) : null;
  // Isolated, so a Latin code keeps its place in a right-to-left sentence.
  const couponLost = couponRefused(entry) ? `\u2068${entry.couponCode ?? ''}\u2069` : null;
  return (
    <main className="c-page c-tracking" id="main" data-outbox-status={entry.status}>
      <header className="c-tracking__header">
        <h1>{t('tracking.title')}</h1>
        <LanguageSwitcher compact />
      </header>
      <section
        className={`c-card c-tracking__queued${failed ? ' c-tracking__queued--failed' : ''}`}
        role={failed ? 'alert' : 'status'}
        aria-busy={sending}
      >
        <h2>{failed ? t('offline.failed') : t('offline.sending')}</h2>
        {failed ? (
          <>
            {reason ? (
              <p className="c-tracking__queued-error">{t(reason.key, reason.params)}</p>
            ) : null}
            {couponLost !== null ? (
              <p className="c-tracking__queued-error">
                {t('offline.couponLost', { code: couponLost })}
              </p>
            ) : null}
          </>
        ) : (
          <p>{t('offline.queuedAt', { time: queuedTime(entry.createdAt, company, locale) })}</p>
        )}
        <Button variant="secondary" busy={sending} onClick={() => void retryEntry(entry.id)}>
          {t('offline.retry')}
        </Button>
      </section>
      <section className="c-card">
        <OrderHeader order={entry.preview} company={company} />
      </section>
      <section className="c-card" aria-labelledby="tracking-items">
        <h2 id="tracking-items">{t('tracking.items')}</h2>
        <OrderLines order={entry.preview} currency={company.currency} />
      </section>
    </main>
  );
}
