// The server build's stand-in for src/app/pages.ts (vite.config.ts aliases it there): the pages the
// server draws into the first HTML are imported eagerly, since renderToString cannot wait for a
// lazy chunk. The rest never render on the server (their routes are not drawn there), so they
// stay lazy and cost the server bundle nothing but their import.
import { lazy } from 'react';
import type { ComponentType } from 'react';

export { LandingPage } from '../features/landing/LandingPage';
export { ProductsPage } from '../features/products/ProductsPage';
export { InfoPage } from '../features/info/InfoPage';

const never = (): Promise<{ default: ComponentType }> =>
  Promise.reject(new Error('this page is not drawn on the server'));

export const CartPage = lazy(never);
export const TrackingPage = lazy(never);
export const TabPage = lazy(never);
export const KitchenPage = lazy(never);
export const AdminPage = lazy(never);
export const HealthPage = lazy(never);
