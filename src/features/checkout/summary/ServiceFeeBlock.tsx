// §2.10 block 1: the service fee of order_settings[service], a percentage of the items total.
// Where the owner ticked "Customers may remove the service fee" (issue [16/21] item 5), a
// checkbox lets the diner remove it or take it back: the server prices the draft again and the
// summary's totals show its answer; a refusal is said next to the checkbox.
import { useState } from 'react';
import type { ServiceFeeBlock as Fee } from '../../../domain/checkout-summary';
import { useI18n } from '../../../i18n';
import type { CheckoutNotice } from '../../../state/checkout';
import { noticeFor } from '../../../state/checkout/errors';
import { setServiceFeeRemoved } from '../../../state/checkout/service-fee';
import { FieldError } from './FieldError';

export function ServiceFeeBlock({ fee, disabled }: { fee: Fee; disabled: boolean }) {
  const { t } = useI18n();
  // The choice shows at once; the totals follow when the server has priced it.
  const [pending, setPending] = useState<boolean | null>(null);
  const busy = pending !== null;
  const [error, setError] = useState<CheckoutNotice | null>(null);

  async function choose(include: boolean): Promise<void> {
    if (busy) return;
    setPending(include);
    setError(null);
    try {
      await setServiceFeeRemoved(!include);
    } catch (failure) {
      const notice = noticeFor(failure);
      setError(
        notice.key === 'checkout.errors.generic' ? { key: 'summary.serviceFee.failed' } : notice,
      );
    } finally {
      setPending(null);
    }
  }

  return (
    <section className="cs-block cs-fee" data-block="service-fee">
      <h3 className="cs-block__title">{t('summary.serviceFee.title')}</h3>
      {fee.optional ? (
        <>
          <label className="cs-check">
            <input
              type="checkbox"
              checked={pending ?? !fee.removed}
              disabled={disabled || busy}
              aria-busy={busy || undefined}
              aria-describedby={error ? 'cs-fee-hint cs-fee-error' : 'cs-fee-hint'}
              data-testid="service-fee-include"
              onChange={(event) => void choose(event.target.checked)}
            />
            <span>{t('summary.serviceFee.include', { percent: fee.percent })}</span>
          </label>
          <p id="cs-fee-hint" className="cs-muted">
            {t('summary.serviceFee.optional')}
          </p>
          <FieldError id="cs-fee-error" message={error ? t(error.key, error.params) : null} />
        </>
      ) : (
        <p className="cs-muted">{t('summary.serviceFee.included', { percent: fee.percent })}</p>
      )}
    </section>
  );
}
