// Every route is its own chunk (vite.config.ts); the landing's loader is exported so main.tsx
// can start fetching it in parallel with React when the visitor arrives on '/'.
import { lazy } from 'react';

export const loadLanding = () => import('../features/landing/LandingPage');

export const LandingPage = lazy(() => loadLanding().then((m) => ({ default: m.LandingPage })));
export const ProductsPage = lazy(() =>
  import('../features/products/ProductsPage').then((m) => ({ default: m.ProductsPage })),
);
export const CartPage = lazy(() =>
  import('../features/cart/CartPage').then((m) => ({ default: m.CartPage })),
);
export const InfoPage = lazy(() =>
  import('../features/info/InfoPage').then((m) => ({ default: m.InfoPage })),
);
export const TrackingPage = lazy(() =>
  import('../features/tracking/TrackingPage').then((m) => ({ default: m.TrackingPage })),
);
// Staff only: its own chunk, so the board never weighs on the storefront's bundles.
export const KitchenPage = lazy(() =>
  import('../features/kitchen/KitchenPage').then((m) => ({ default: m.KitchenPage })),
);
export const HealthPage = lazy(() =>
  import('../features/health/HealthPage').then((m) => ({ default: m.HealthPage })),
);
