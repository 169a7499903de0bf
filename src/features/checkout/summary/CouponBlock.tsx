// §2.10 block 6: a coupon code applied on the server (apply-discount); the recomputed order
// shows the discount, a refusal shows the localized message for its code (issue [7/13]), with
// any minimum amount in the company currency.
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { formatMoney } from '../../../domain/money';
import type { Currency, OrderDiscount } from '../../../domain/types';
import { useI18n } from '../../../i18n';
import { applyCoupon } from '../../../state/checkout';
import type { CheckoutNotice } from '../../../state/checkout';
import { noticeFor } from '../../../state/checkout/errors';
import { Button } from '../../../ui/Button';
import { FieldError } from './FieldError';

interface Props {
  coupon: OrderDiscount | null;
  discount: number;
  currency: Currency;
  disabled: boolean;
}

export function CouponBlock({ coupon, discount, currency, disabled }: Props) {
  const { t } = useI18n();
  const [code, setCode] = useState('');
  // Kept as a key, so a language switch re-renders it in the new language.
  const [error, setError] = useState<CheckoutNotice | null>(null);
  const [busy, setBusy] = useState(false);

  async function apply(): Promise<void> {
    const trimmed = code.trim();
    if (trimmed === '') return setError({ key: 'summary.coupon.required' });
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await applyCoupon(trimmed);
      setCode('');
    } catch (failure) {
      const notice = noticeFor(failure);
      setError(
        notice.key === 'checkout.errors.generic' ? { key: 'summary.coupon.failed' } : notice,
      );
    } finally {
      setBusy(false);
    }
  }

  // The summary is one form: Enter here applies the coupon instead of placing the order.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void apply();
  }

  return (
    <section className="cs-block" data-block="coupon">
      <label className="cs-block__title" htmlFor="cs-coupon">
        {t('summary.coupon.title')}
      </label>
      <div className="cs-inline">
        <input
          id="cs-coupon"
          className="cs-input"
          autoComplete="off"
          autoCapitalize="characters"
          aria-label={t('summary.coupon.label')}
          placeholder={t('summary.coupon.label')}
          value={code}
          maxLength={64}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setCode(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" busy={busy} disabled={disabled} onClick={() => void apply()}>
          {t('summary.coupon.apply')}
        </Button>
      </div>
      <FieldError id="cs-coupon-error" message={error ? t(error.key, error.params) : null} />
      {coupon && discount > 0 ? (
        <p className="cs-success" role="status" data-coupon={coupon.description}>
          {t('summary.coupon.applied', { code: coupon.description })} ·{' '}
          <bdi>-{formatMoney(discount, currency)}</bdi>
        </p>
      ) : null}
    </section>
  );
}
