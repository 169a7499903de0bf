// The drawers and modals of /products in one chunk (ProductsDialogs.tsx loads it on demand).
export { CategoriesDrawer } from './CategoriesDrawer';
export { CouponsDrawer } from './CouponsDrawer';
export { LoyaltyModal } from './LoyaltyModal';
export { OpeningModals } from './OpeningModals';
