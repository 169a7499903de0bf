// One coupon in the coupons tab's list: its code, the discount in words, whether it is inactive
// or published, how often it was used, and the buttons to edit or delete it.
import type { AdminCoupon } from '../../../../../api/admin-brand-settings';
import { formatMoney } from '../../../../../domain/money';
import type { Currency } from '../../../../../domain/types';
import { Button } from '../../../../../ui/Button';
import { useAdminI18n } from '../../../admin-i18n';

export function CouponRow({
  coupon,
  currency,
  onEdit,
  onDelete,
}: {
  coupon: AdminCoupon;
  currency: Currency;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useAdminI18n();
  return (
    <li className="ab-row" data-coupon={coupon.code}>
      <div className="ab-row__head">
        <strong dir="ltr">{coupon.code}</strong>
        <span>{describeCoupon(t, coupon, currency)}</span>
        {!coupon.active ? <span className="a-tag">{t('admin.brand.coupons.inactive')}</span> : null}
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
          onClick={onEdit}
        >
          {t('admin.brand.common.edit')}
        </Button>
        <Button
          variant="text"
          aria-label={t('admin.brand.coupons.deleteNamed', { code: coupon.code })}
          onClick={onDelete}
        >
          {t('admin.brand.common.delete')}
        </Button>
      </div>
    </li>
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
