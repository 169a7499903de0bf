// The form that creates or edits one coupon (money typed in the company's currency). It checks
// the draft with the server's own schema first; a refused save shows the fields to fix, or a
// conflict with the coupon as it is now (or gone) and a way to load it.
import { useCallback, useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { AdminCoupon } from '../../../../../api/admin-brand-settings';
import { DISCOUNT_TYPES } from '../../../../../domain/brand-schemas';
import type { CouponInput } from '../../../../../domain/brand-schemas';
import { formatMoney } from '../../../../../domain/money';
import type { Currency } from '../../../../../domain/types';
import { Button } from '../../../../../ui/Button';
import { useAdminI18n } from '../../../admin-i18n';
import { couponFromDraft, draftOf, EMPTY_COUPON } from '../coupon-form';
import type { CouponDraft } from '../coupon-form';
import { CheckField, SelectField, TextField } from '../fields';
import type { RowOutcome } from '../useRows';

export function CouponEditor({
  coupon,
  currency,
  onSave,
  onReload,
  onCancel,
}: {
  coupon: AdminCoupon | null;
  currency: Currency;
  onSave: (
    input: CouponInput,
    version: number,
    id: string | null,
  ) => Promise<RowOutcome<AdminCoupon>>;
  onReload: (current: AdminCoupon) => void;
  onCancel: () => void;
}) {
  const { t } = useAdminI18n();
  const titleId = useId();
  const [draft, setDraft] = useState<CouponDraft>(
    coupon ? draftOf(coupon, currency) : EMPTY_COUPON,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<AdminCoupon | null | 'none'>('none');
  const [failed, setFailed] = useState(false);
  const set = useCallback(
    (patch: Partial<CouponDraft>) => setDraft((d) => ({ ...d, ...patch })),
    [],
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailed(false);
    const checked = couponFromDraft(draft, currency);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    const outcome = await onSave(checked.value, coupon?.version ?? 1, coupon?.id ?? null);
    setBusy(false);
    if (outcome.ok) return;
    const { failure } = outcome;
    if (failure.kind === 'invalid') setErrors(failure.errors);
    else if (failure.kind === 'conflict') setConflict(failure.current);
    else if (failure.kind === 'refused' && failure.code === 'not_found') setConflict(null);
    else setFailed(true);
  }

  const moneyHint = t('admin.brand.coupons.moneyHint', { example: formatMoney(1250, currency) });
  return (
    <form
      className="ab-editor"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby={titleId}
    >
      <h3 id={titleId}>
        {coupon
          ? t('admin.brand.coupons.editTitle', { code: coupon.code })
          : t('admin.brand.coupons.newTitle')}
      </h3>
      <TextField
        label={t('admin.brand.coupons.code')}
        value={draft.code}
        dir="ltr"
        maxLength={30}
        hint={t('admin.brand.coupons.codeHint')}
        error={errors.code}
        onChange={(code) => set({ code })}
      />
      <SelectField
        label={t('admin.brand.coupons.type')}
        value={draft.discount_type}
        options={DISCOUNT_TYPES.map((type) => ({
          value: type,
          label: t(`admin.brand.discount.${type}`),
        }))}
        onChange={(discount_type) => set({ discount_type })}
      />
      <TextField
        label={
          draft.discount_type === 'percentage'
            ? t('admin.brand.discount.percentValue')
            : t('admin.brand.discount.amountValue', { currency: currency.code })
        }
        value={draft.value}
        inputMode={draft.discount_type === 'percentage' ? 'numeric' : 'decimal'}
        hint={draft.discount_type === 'fixed' ? moneyHint : undefined}
        error={errors.value}
        onChange={(value) => set({ value })}
      />
      <TextField
        label={t('admin.brand.coupons.minimumLabel', { currency: currency.code })}
        value={draft.min_amount}
        inputMode="decimal"
        hint={moneyHint}
        error={errors.min_amount}
        onChange={(min_amount) => set({ min_amount })}
      />
      <TextField
        label={t('admin.brand.coupons.limit')}
        value={draft.usage_limit}
        inputMode="numeric"
        hint={t('admin.brand.coupons.limitHint')}
        error={errors.usage_limit}
        onChange={(usage_limit) => set({ usage_limit })}
      />
      <TextField
        type="date"
        label={t('admin.brand.coupons.start')}
        value={draft.start_date}
        error={errors.start_date}
        onChange={(start_date) => set({ start_date })}
      />
      <TextField
        type="date"
        label={t('admin.brand.coupons.end')}
        value={draft.end_date}
        error={errors.end_date}
        onChange={(end_date) => set({ end_date })}
      />
      <CheckField
        label={t('admin.brand.coupons.active')}
        checked={draft.active}
        onChange={(active) => set({ active })}
      />
      <CheckField
        label={t('admin.brand.coupons.published')}
        checked={draft.published}
        onChange={(published) => set({ published })}
      />
      {conflict !== 'none' ? (
        <div className="a-notice" role="alert">
          <p>{conflict ? t('admin.brand.common.rowConflict') : t('admin.brand.common.rowGone')}</p>
          {conflict ? (
            <Button variant="secondary" onClick={() => onReload(conflict)}>
              {t('admin.brand.common.loadCurrent')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {failed ? (
        <p className="a-error" role="alert">
          {t('admin.brand.common.failed')}
        </p>
      ) : null}
      {Object.keys(errors).length > 0 ? (
        <p className="a-error" role="alert">
          {t('admin.brand.common.invalid')}
        </p>
      ) : null}
      <div className="ab-row__actions">
        <Button type="submit" busy={busy} disabled={busy}>
          {t('admin.brand.common.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('admin.brand.common.cancel')}
        </Button>
      </div>
    </form>
  );
}
