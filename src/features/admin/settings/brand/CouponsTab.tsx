// The coupons tab (issue [11/13]): the company's coupons with their use, a form to create or edit
// one (money typed in the company's currency), deleting with a confirmation, and the window in
// which published coupons show on the menu. The row, the form and the window live in coupons/.
import { useState } from 'react';
import {
  createCoupon,
  deleteCoupon,
  getCoupons,
  updateCoupon,
} from '../../../../api/admin-brand-settings';
import type { AdminCoupon, AdminCoupons } from '../../../../api/admin-brand-settings';
import { Button } from '../../../../ui/Button';
import { Modal } from '../../../../ui/Modal';
import { Spinner } from '../../../../ui/Spinner';
import { useAdminI18n } from '../../admin-i18n';
import type { SettingsTabProps } from '../tabs';
import { CouponEditor } from './coupons/CouponEditor';
import { CouponRow } from './coupons/CouponRow';
import { CouponWindowSection } from './coupons/CouponWindowSection';
import { useRows } from './useRows';
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
              <CouponRow
                key={coupon.id}
                coupon={coupon}
                currency={currency}
                onEdit={() => {
                  setNotice(null);
                  setEditing(coupon);
                }}
                onDelete={() => setDeleting(coupon)}
              />
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
