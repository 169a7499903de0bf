// /products (§2.4): header, search, the categories with their cards, the product detail, the
// bottom bar, the free-delivery alert, the drawers and modals, and the footer.
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { loyaltyProgramIsActive } from '../../domain/loyalty';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { catalogue, loadCatalogue } from '../../state/catalogue';
import { useCatalogueRevalidation } from '../../state/use-catalogue-revalidation';
import {
  useCompanyIsOpen,
  useMenuType,
  useOrderTypes,
  useReceivesOrders,
} from '../../state/derived';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import { CartNotices } from '../cart';
import { BottomBar } from './BottomBar';
import { useCart } from './cart-bridge';
import { SEE_CART_ID } from './bottom-bar';
import { SkipLink } from '../../ui/SkipLink';
import { CatalogueList } from './CatalogueList';
import { visibleCategories } from '../../domain/catalogue-view';
import { categoryDomId } from './CategorySection';
import { publishedCoupons } from './coupons-view';
import { FreeDeliveryAlert } from './FreeDeliveryAlert';
import { markShown, openingModals, unshown } from './opening-modals';
import { ProductsDialogs } from './ProductsDialogs';
import { ProductsFooter } from './ProductsFooter';
import { ProductsHeader } from './ProductsHeader';
import { searchProducts } from './search';
import { SearchField } from './SearchField';
import { useProductRoute } from './useProductRoute';
import { useQueryModal } from './useQueryModal';
import './products.css';

export function ProductsPage() {
  const { t } = useI18n();
  const { companyId, company, settings, coupons, loyalty, now } = useApp();
  const { categories, status } = useSnapshot(catalogue);
  const cart = useCart();
  const readonly = useMenuType() === 'readonly';
  const orderTypes = useOrderTypes();
  const isOpen = useCompanyIsOpen();
  const receivesOrders = useReceivesOrders();
  useEffect(() => {
    if (companyId) void loadCatalogue(companyId);
  }, [companyId]);
  // Stock the kitchen marks out (and price changes) show when the diner comes back to the tab.
  useCatalogueRevalidation(companyId);

  const visible = useMemo(() => visibleCategories(categories ?? []), [categories]);
  const [query, setQuery] = useState('');
  // Typing stays responsive on big menus: the list re-renders at a lower priority.
  const deferredQuery = useDeferredValue(query);
  const results = useMemo(() => searchProducts(visible, deferredQuery), [visible, deferredQuery]);
  const route = useProductRoute(status === 'ready' ? visible : null, company, settings);

  const loyaltyActive = loyaltyProgramIsActive(loyalty);
  const shownCoupons = useMemo(
    () => (company ? publishedCoupons(coupons, company, now) : []),
    [coupons, company, now],
  );
  const loyaltyModal = useQueryModal('show-loyalty', loyaltyActive);
  const couponsDrawer = useQueryModal('show-coupons', shownCoupons.length > 0);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const [openingQueue] = useState(() =>
    unshown(openingModals({ orderTypes, open: isOpen, receivesOrders })),
  );
  useEffect(() => markShown(openingQueue), [openingQueue]);

  const chooseCategory = useCallback((categoryId: string) => {
    setDrawerOpen(false);
    setQuery('');
    // After the drawer has returned focus to its opener, move to the chosen category.
    setTimeout(() => {
      const section = document.getElementById(categoryDomId(categoryId));
      section?.scrollIntoView({ block: 'start' });
      section?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
    }, 50);
  }, []);

  if (!company || !companyId) return null;
  const currency = company.currency;

  return (
    <div className="pp-page">
      {/* After the shell's 'skip to main content': straight to 'See cart' (issue [16/21] 21). */}
      {!readonly && receivesOrders && cart.quantity > 0 ? (
        <SkipLink target={SEE_CART_ID} label={t('common.skip.cart')} />
      ) : null}
      <ProductsHeader
        loyaltyActive={loyaltyActive}
        hasCoupons={shownCoupons.length > 0}
        onCategories={() => setDrawerOpen(true)}
        onLoyalty={loyaltyModal.show}
        onCoupons={couponsDrawer.show}
      />
      <div className="pp-toolbar">
        <SearchField value={query} onChange={setQuery} />
      </div>
      <main id="main" className="pp-main">
        {/* Tells the diner when a refreshed catalogue changed or removed something in the cart. */}
        <CartNotices />
        {status === 'error' ? (
          <div className="c-card" role="alert">
            <p>{t('common.catalogue.loadFailed')}</p>
            <Button onClick={() => void loadCatalogue(companyId)}>{t('common.retry')}</Button>
          </div>
        ) : status !== 'ready' ? (
          <div className="c-skeleton-page" aria-busy="true" aria-label={t('common.loading')}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} height={120} />
            ))}
          </div>
        ) : visible.length === 0 ? (
          <p className="pp-empty">{t('common.catalogue.empty')}</p>
        ) : (
          <CatalogueList
            categories={visible}
            results={results}
            query={deferredQuery}
            currency={currency}
            ledger={cart.ledger}
            onOpen={route.show}
          />
        )}
      </main>
      <ProductsFooter />
      {readonly ? null : (
        <BottomBar quantity={cart.quantity} total={cart.total} currency={currency} />
      )}
      {readonly ? null : (
        <FreeDeliveryAlert
          ready={cart.ready}
          quantity={cart.quantity}
          minimumForFree={settings?.delivery.minimum_amount_for_free}
          orderTypes={orderTypes}
          currency={currency}
        />
      )}
      <ProductsDialogs
        route={route}
        readonly={readonly}
        currency={currency}
        categories={visible}
        categoriesOpen={drawerOpen}
        onCloseCategories={() => setDrawerOpen(false)}
        onChooseCategory={chooseCategory}
        loyalty={loyaltyModal}
        coupons={{ ...couponsDrawer, list: shownCoupons }}
        openingQueue={openingQueue}
        orderTypes={orderTypes}
      />
    </div>
  );
}
