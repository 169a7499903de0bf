// /cart (§2.5): the summary bar, notices from catalogue changes, the lines, the items total
// (cartTotal, §5.6), coupons, and the checkout start; the checkout modal loads on first use.
import { Suspense, lazy, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useNavigateKeepQuery } from '../../app/navigation';
import { formatMoney } from '../../domain/money';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { loadCatalogue } from '../../state/catalogue';
import {
  CART_REVALIDATE_MS,
  useCatalogueRevalidation,
} from '../../state/use-catalogue-revalidation';
import { useCart } from '../../state/cart';
import { checkout } from '../../state/checkout';
import { reportVirtualPage } from '../../state/checkout/events';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';
import { Spinner } from '../../ui/Spinner';
import { CouponsDrawer } from '../products/CouponsDrawer';
import { publishedCoupons } from '../products/coupons-view';
import { CartIcon } from './CartIcons';
import { CartLineItem } from './CartLineItem';
import { CartNotices } from './CartNotices';
import { CheckoutActions } from './CheckoutActions';
import { EmptyCart } from './EmptyCart';
import { OtherTabNotice } from './OtherTabNotice';
import { QrPendingNotice } from './QrPendingNotice';
import { SummaryBar } from './SummaryBar';
import './cart.css';

const CheckoutHost = lazy(() =>
  import('../checkout/CheckoutHost').then((m) => ({ default: m.CheckoutHost })),
);

function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

export function CartPage() {
  const { t } = useI18n();
  const { company, companyId, coupons, now } = useApp();
  const { lines, ledger, ready, quantity, total } = useCart();
  const { showCheckoutModal } = useSnapshot(checkout);
  const navigate = useNavigateKeepQuery();
  const [couponsOpen, setCouponsOpen] = useState(false);
  const mainRef = useRef<HTMLElement>(null);
  // After the other-tab notice: the empty cart's way back to the menu, else the bar's back button.
  const focusPage = useCallback(() => {
    const main = mainRef.current;
    const target = ['.c-cart__empty a', '.c-cart-bar button']
      .map((selector) => main?.querySelector<HTMLElement>(selector))
      .find((element) => element);
    target?.focus();
  }, []);
  const title = t('cart.title', { name: company?.name ?? '' });
  useDocumentTitle(title);
  // A fresh catalogue lets the cart catch removed products and changed prices or stock.
  useEffect(() => {
    if (companyId) void loadCatalogue(companyId);
  }, [companyId]);
  // And it stays fresh while the cart is open: an item the kitchen marks out shows as a notice
  // when the diner comes back to the tab, or within half a minute.
  useCatalogueRevalidation(companyId, CART_REVALIDATE_MS);
  // §2.12: the cart reports its virtual page on load.
  useEffect(() => reportVirtualPage('cart'), []);
  const shownCoupons = useMemo(
    () => (company ? publishedCoupons(coupons, company, now) : []),
    [coupons, company, now],
  );
  if (!company) return null;
  const back = () => navigate('/products');

  return (
    <main className="c-page c-cart" id="main" ref={mainRef}>
      <SummaryBar
        title={title}
        quantity={quantity}
        total={total}
        currency={company.currency}
        onBack={back}
      />
      {/* The diner's language (§2.1), under the bar: the bar itself is a swipe handle. */}
      <div className="c-cart__lang">
        <LanguageSwitcher />
      </div>
      <CartNotices />
      <QrPendingNotice />
      {!ready ? (
        <div className="c-cart__loading" aria-busy="true">
          <Spinner size={28} />
        </div>
      ) : lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <>
          <ul className="c-cart__lines" aria-label={t('cart.linesLabel')}>
            {lines.map((line) => (
              <CartLineItem
                key={line.hash}
                line={line}
                ledger={ledger}
                currency={company.currency}
              />
            ))}
          </ul>
          <dl className="c-cart__totals">
            <dt>{t('cart.itemsTotal')}</dt>
            <dd data-testid="cart-items-total">{formatMoney(total, company.currency)}</dd>
          </dl>
          {shownCoupons.length > 0 ? (
            <button type="button" className="c-cart__coupons" onClick={() => setCouponsOpen(true)}>
              <CartIcon name="tag" />
              {t('cart.coupons.open')}
            </button>
          ) : null}
          <CheckoutActions />
        </>
      )}
      <CouponsDrawer
        open={couponsOpen}
        coupons={shownCoupons}
        currency={company.currency}
        onClose={() => setCouponsOpen(false)}
      />
      <OtherTabNotice returnFocus={focusPage} />
      {showCheckoutModal ? (
        <Suspense fallback={null}>
          <CheckoutHost />
        </Suspense>
      ) : null}
    </main>
  );
}
