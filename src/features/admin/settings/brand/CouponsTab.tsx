// The coupons tab (issue [11/13]): the company's coupons with their use, a form to create or edit
// one (money typed in the company's currency), deleting with a confirmation, and the window in
// which published coupons show on the menu.
import { useCallback, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import {
  createCoupon,
  deleteCoupon,
  getCoupons,
  saveCouponWindow,
  updateCoupon,
} from '../../../../api/admin-brand-settings';
import type {
  AdminCoupon,
  AdminCoupons,
  CouponWindow,
  Versioned,
} from '../../../../api/admin-brand-settings';
import { CouponWindowValue, DISCOUNT_TYPES } from '../../../../domain/brand-schemas';
import type { CouponInput } from '../../../../domain/brand-schemas';
import { formatMoney } from '../../../../domain/money';
import type { Currency } from '../../../../domain/types';
import { Button } from '../../../../ui/Button';
import { Modal } from '../../../../ui/Modal';
import { Spinner } from '../../../../ui/Spinner';
import { useAdminI18n } from '../../admin-i18n';
import type { SettingsTabProps } from '../tabs';
import { couponFromDraft, draftOf, EMPTY_COUPON } from './coupon-form';
import type { CouponDraft } from './coupon-form';
import { CheckField, SelectField, TextField } from './fields';
import { SectionFrame } from './SectionFrame';
import { useRows } from './useRows';
import type { RowOutcome } from './useRows';
import { useSection } from './useSection';
import './brand.css';

const rowsOf = (answer: AdminCoupons) => answer.coupons;

export function CouponsTab({ company, onUnauthorized }: SettingsTabProps) {
  const { t } = useAdminI18n();
  const { rows, loadFailed, reload, run, loaded } = useRows({
    load: getCoupons,
    rowsOf,
    onUnauthorized,
  });
  const [editing, setEditing] = useState<AdminCoupon | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminCoupon | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const currency = company.currency;

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteBusy(true);
    const target = deleting;
    const outcome = await run(
      () => deleteCoupon(target.id, target.version).then(() => target),
      true,
    );
    setDeleteBusy(false);
    setDeleting(null);
    setNotice(
      outcome.ok
        ? t('admin.brand.coupons.deleted', { code: target.code })
        : outcome.failure.kind === 'conflict'
          ? t('admin.brand.common.rowConflict')
          : t('admin.brand.common.failed'),
    );
  }

  if (loadFailed)
    return (
      <div className="a-state" role="alert">
        <p className="a-error">{t('admin.brand.common.loadFailed')}</p>
        <Button variant="secondary" onClick={reload}>
          {t('admin.brand.common.retry')}
        </Button>
      </div>
    );
  if (rows === null || loaded === null)
    return (
      <div className="a-state" role="status">
        <Spinner />
        <p>{t('admin.brand.common.loading')}</p>
      </div>
    );

  return (
    <div className="ab-stack">
      <section className="ab-form" aria-labelledby="ab-coupons-title">
        <h2 id="ab-coupons-title" className="ab-title">
          {t('admin.brand.coupons.title')}
        </h2>
        <p className="ab-status" role="status" aria-live="polite">
          {notice}
        </p>
        {rows.length === 0 ? (
          <p className="a-empty">{t('admin.brand.coupons.empty')}</p>
        ) : (
          <ul className="ab-list">
            {rows.map((coupon) => (
              <li key={coupon.id} className="ab-row" data-coupon={coupon.code}>
                <div className="ab-row__head">
                  <strong dir="ltr">{coupon.code}</strong>
                  <span>{describeCoupon(t, coupon, currency)}</span>
                  {!coupon.active ? (
                    <span className="a-tag">{t('admin.brand.coupons.inactive')}</span>
                  ) : null}
                  {coupon.published ? (
                    <span className="a-tag">{t('admin.brand.coupons.publishedTag')}</span>
                  ) : null}
                </div>
                <p className="a-muted">
                  {coupon.usage_limit > 0
                    ? t('admin.brand.coupons.usedOf', {
                        used: coupon.coupons_used,
                        limit: coupon.usage_limit,
                      })
                    : t('admin.brand.coupons.used', { used: coupon.coupons_used })}
                </p>
                <div className="ab-row__actions">
                  <Button
                    variant="secondary"
                    aria-label={t('admin.brand.coupons.editNamed', { code: coupon.code })}
                    onClick={() => {
                      setNotice(null);
                      setEditing(coupon);
                    }}
                  >
                    {t('admin.brand.common.edit')}
                  </Button>
                  <Button
                    variant="text"
                    aria-label={t('admin.brand.coupons.deleteNamed', { code: coupon.code })}
                    onClick={() => setDeleting(coupon)}
                  >
                    {t('admin.brand.common.delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {editing === null ? (
          <Button onClick={() => setEditing('new')}>{t('admin.brand.coupons.add')}</Button>
        ) : (
          <CouponEditor
            key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`}
            coupon={editing === 'new' ? null : editing}
            currency={currency}
            onSave={async (input, version, id) => {
              const outcome = await run(() =>
                id ? updateCoupon(id, { ...input, version }) : createCoupon(input),
              );
              if (outcome.ok) {
                setEditing(null);
                setNotice(t('admin.brand.coupons.saved', { code: outcome.row.code }));
              }
              return outcome;
            }}
            onReload={(current) => setEditing(current)}
            onCancel={() => setEditing(null)}
          />
        )}
      </section>
      <CouponWindowSection initial={loaded.published} onUnauthorized={onUnauthorized} />
      <Modal
        open={deleting !== null}
        onClose={() => {
          if (!deleteBusy) setDeleting(null);
        }}
        persistent={deleteBusy}
        title={deleting ? t('admin.brand.coupons.deleteTitle', { code: deleting.code }) : ''}
        footer={
          <div className="a-dialog-actions">
            <Button variant="secondary" onClick={() => setDeleting(null)} disabled={deleteBusy}>
              {t('admin.brand.common.cancel')}
            </Button>
            <Button busy={deleteBusy} onClick={() => void confirmDelete()}>
              {t('admin.brand.common.delete')}
            </Button>
          </div>
        }
      >
        <p className="a-dialog-text">{t('admin.brand.coupons.deleteText')}</p>
      </Modal>
    </div>
  );
}

function describeCoupon(
  t: (key: string, params?: Record<string, string | number>) => string,
  coupon: AdminCoupon,
  currency: Currency,
): string {
  const off =
    coupon.discount_type === 'percentage'
      ? t('admin.brand.coupons.percentOff', { value: coupon.value })
      : t('admin.brand.coupons.amountOff', { value: formatMoney(coupon.value, currency) });
  return coupon.min_amount > 0
    ? `${off} · ${t('admin.brand.coupons.minimum', { value: formatMoney(coupon.min_amount, currency) })}`
    : off;
}

function CouponEditor({
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

function CouponWindowSection({
  initial,
  onUnauthorized,
}: {
  initial: Versioned<CouponWindow>;
  onUnauthorized: () => void;
}) {
  const { t } = useAdminI18n();
  // The coupons answer already carried the window: the first load uses it, later ones ask again.
  const initialRef = useRef<Versioned<CouponWindow> | null>(initial);
  const [load] = useState(() => async () => {
    const first = initialRef.current;
    initialRef.current = null;
    return first ?? (await getCoupons()).published;
  });
  const section = useSection({
    load,
    save: saveCouponWindow,
    schema: CouponWindowValue,
    onUnauthorized,
  });
  return (
    <SectionFrame
      section={section}
      title={t('admin.brand.coupons.windowTitle')}
      intro={<p className="a-muted">{t('admin.brand.coupons.windowIntro')}</p>}
    >
      {(draft) => (
        <>
          <CheckField
            label={t('admin.brand.coupons.windowActive')}
            checked={draft.active}
            onChange={(active) => section.edit({ ...draft, active })}
          />
          <TextField
            type="date"
            label={t('admin.brand.coupons.start')}
            value={draft.start_date ?? ''}
            error={section.errors.start_date}
            onChange={(v) => section.edit({ ...draft, start_date: v || null })}
          />
          <TextField
            type="date"
            label={t('admin.brand.coupons.end')}
            value={draft.end_date ?? ''}
            error={section.errors.end_date}
            onChange={(v) => section.edit({ ...draft, end_date: v || null })}
          />
        </>
      )}
    </SectionFrame>
  );
}
