// §2.4 show-coupons: the published-coupons drawer, with a copy-code action per coupon.
import type { Coupon, Currency } from '../../domain/types';
import { formatMoney } from '../../domain/money';
import { copyAndTell } from '../../ui/clipboard';
import { useI18n } from '../../i18n';
import { BottomSheet, Button } from '../../ui';
import { couponValueText } from './coupons-view';
import './drawers.css';

export interface CouponsDrawerProps {
  open: boolean;
  coupons: readonly Coupon[];
  currency: Currency;
  onClose: () => void;
}

export function CouponsDrawer({ open, coupons, currency, onClose }: CouponsDrawerProps) {
  const { t } = useI18n();
  // The list is its own component: a closed drawer formats none of it (see LoyaltyModal).
  return (
    <BottomSheet open={open} onClose={onClose} title={t('products.coupons.title')} maxWidth={480}>
      <CouponList coupons={coupons} currency={currency} />
    </BottomSheet>
  );
}

function CouponList({ coupons, currency }: Pick<CouponsDrawerProps, 'coupons' | 'currency'>) {
  const { t, locale } = useI18n();
  const copy = (code: string) =>
    copyAndTell(code, {
      copied: t('products.coupons.copied'),
      failed: t('products.coupons.copyFailed'),
    });
  return coupons.length === 0 ? (
    <p>{t('products.coupons.none')}</p>
  ) : (
    <ul className="pp-coupons">
      {coupons.map((coupon) => (
        <li key={coupon.id} className="pp-coupon">
          <span className="pp-coupon__value">{couponValueText(coupon, currency, locale)}</span>
          <code className="pp-coupon__code">{coupon.code}</code>
          <span className="pp-coupon__min">
            {coupon.min_amount > 0
              ? t('products.coupons.min', { amount: formatMoney(coupon.min_amount, currency) })
              : t('products.coupons.noMin')}
          </span>
          <Button
            variant="secondary"
            aria-label={t('products.coupons.copyLabel', { code: coupon.code })}
            onClick={() => void copy(coupon.code)}
          >
            {t('products.coupons.copy')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
