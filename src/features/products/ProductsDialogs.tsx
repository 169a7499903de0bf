// The dialogs of /products (§2.4): the product detail, the categories and coupons drawers, the
// loyalty modal and the opening notices. Each is its own chunk, loaded when it first opens (issue
// [12/13]: drawers and modals are not part of the menu's first JavaScript) and fetched ahead at the
// diner's first touch, key or scroll, so opening one is instant. None is drawn by the server or in
// the hydrating pass: a dialog renders nothing there anyway.
import { Suspense, lazy, useEffect } from 'react';
import type { ReactNode } from 'react';
import type { OrderType } from '../../domain/order-taking';
import type { Category, Coupon, Currency } from '../../domain/types';
import { useHydrated } from '../../ui/use-hydrated';
import { useOpenedOnce } from '../../ui/use-opened-once';
import type { OpeningModal } from './opening-modals';
import type { ProductRoute } from './useProductRoute';

const loadDetail = () => import('./ProductDetail');
const loadDrawers = () => import('./drawer-dialogs');

const ProductDetail = lazy(() => loadDetail().then((m) => ({ default: m.ProductDetail })));
const CategoriesDrawer = lazy(() => loadDrawers().then((m) => ({ default: m.CategoriesDrawer })));
const CouponsDrawer = lazy(() => loadDrawers().then((m) => ({ default: m.CouponsDrawer })));
const LoyaltyModal = lazy(() => loadDrawers().then((m) => ({ default: m.LoyaltyModal })));
const OpeningModals = lazy(() => loadDrawers().then((m) => ({ default: m.OpeningModals })));

/** Fetches the dialogs' chunks at the first sign of the diner's hand: a touch, a key, a scroll. */
function usePrefetchOnIntent(): void {
  useEffect(() => {
    const events = ['pointerdown', 'keydown', 'scroll'] as const;
    const prefetch = () => {
      for (const event of events) window.removeEventListener(event, prefetch, true);
      // A failed prefetch is retried by the lazy component itself when it opens.
      loadDetail().catch(() => undefined);
      loadDrawers().catch(() => undefined);
    };
    for (const event of events)
      window.addEventListener(event, prefetch, { capture: true, passive: true });
    return () => {
      for (const event of events) window.removeEventListener(event, prefetch, true);
    };
  }, []);
}

/** One boundary per dialog: one still loading never hides another that is open. */
function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

export interface ProductsDialogsProps {
  route: ProductRoute;
  readonly: boolean;
  currency: Currency;
  categories: readonly Category[];
  categoriesOpen: boolean;
  onCloseCategories: () => void;
  onChooseCategory: (categoryId: string) => void;
  loyalty: { open: boolean; close: () => void };
  coupons: { open: boolean; close: () => void; list: readonly Coupon[] };
  openingQueue: OpeningModal[];
  orderTypes: OrderType[];
}

export function ProductsDialogs(props: ProductsDialogsProps) {
  const { route, categoriesOpen, loyalty, coupons, openingQueue } = props;
  usePrefetchOnIntent();
  const hydrated = useHydrated();
  const categoriesMounted = useOpenedOnce(categoriesOpen);
  const loyaltyMounted = useOpenedOnce(loyalty.open);
  const couponsMounted = useOpenedOnce(coupons.open);
  if (!hydrated) return null;
  return (
    <>
      {route.product ? (
        <Lazy>
          <ProductDetail
            key={route.session}
            product={route.product}
            open={route.open}
            readonly={props.readonly}
            currency={props.currency}
            onClose={route.close}
          />
        </Lazy>
      ) : null}
      {categoriesMounted ? (
        <Lazy>
          <CategoriesDrawer
            open={categoriesOpen}
            categories={props.categories}
            onClose={props.onCloseCategories}
            onChoose={props.onChooseCategory}
          />
        </Lazy>
      ) : null}
      {loyaltyMounted ? (
        <Lazy>
          <LoyaltyModal open={loyalty.open} onClose={loyalty.close} />
        </Lazy>
      ) : null}
      {couponsMounted ? (
        <Lazy>
          <CouponsDrawer
            open={coupons.open}
            coupons={coupons.list}
            currency={props.currency}
            onClose={coupons.close}
          />
        </Lazy>
      ) : null}
      {openingQueue.length > 0 ? (
        <Lazy>
          <OpeningModals queue={openingQueue} orderTypes={props.orderTypes} />
        </Lazy>
      ) : null}
    </>
  );
}
