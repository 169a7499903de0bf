// §2.4 show-coupons: the published-coupons drawer, with a copy-code action per coupon.
import type { Coupon, Currency } from '../../domain/types';
import { formatMoney } from '../../domain/money';
import { useI18n } from '../../i18n';
import { BottomSheet, Button, showSnackbar } from '../../ui';
import { copyText } from '../landing/clipboard';
import { couponValueText } from './coupons-view';
import './drawers.css';

export interface CouponsDrawerProps {
  open: boolean;
  coupons: readonly Coupon[];
  currency: Currency;
  onClose: () => void;
}

export function CouponsDrawer({ open, coupons, currency, onClose }: CouponsDrawerProps) {
  const { t, locale } = useI18n();
  const copy = async (code: string) => {
    const ok = await copyText(
      code,
      typeof navigator === 'undefined' ? undefined : navigator.clipboard,
    );
    showSnackbar(
      t(ok ? 'products.coupons.copied' : 'products.coupons.copyFailed'),
      ok ? 'success' : 'error',
    );
  };
  return (
    <BottomSheet open={open} onClose={onClose} title={t('products.coupons.title')} maxWidth={480}>
      {coupons.length === 0 ? (
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
      )}
    </BottomSheet>
  );
}
