// Every route is its own chunk (vite.config.ts); the landing's loader is exported so main.tsx
// can start fetching it in parallel with React when the visitor arrives on '/'. Routes other than
// the landing also wait for the active locale's lazy namespaces, so no raw key ever shows.
import { lazy } from 'react';
import type { ComponentType } from 'react';
import { localeReady } from '../i18n';

function route<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [component] = await Promise.all([load(), localeReady()]);
    return { default: component };
  });
}

export const loadLanding = () => import('../features/landing/LandingPage');

export const LandingPage = lazy(() => loadLanding().then((m) => ({ default: m.LandingPage })));
export const ProductsPage = route(() =>
  import('../features/products/ProductsPage').then((m) => m.ProductsPage),
);
export const CartPage = route(() => import('../features/cart/CartPage').then((m) => m.CartPage));
export const InfoPage = route(() => import('../features/info/InfoPage').then((m) => m.InfoPage));
export const TrackingPage = route(() =>
  import('../features/tracking/TrackingPage').then((m) => m.TrackingPage),
);
// Staff only: its own chunk, so the board never weighs on the storefront's bundles.
export const KitchenPage = route(() =>
  import('../features/kitchen/KitchenPage').then((m) => m.KitchenPage),
);
// The owner's back office: its own chunks, only reached through this import, so none of it (nor
// its strings, src/i18n/staff-namespaces.ts) weighs on a diner's page.
export const AdminPage = route(() =>
  import('../features/admin/AdminPage').then((m) => m.AdminPage),
);
export const HealthPage = route(() =>
  import('../features/health/HealthPage').then((m) => m.HealthPage),
);
