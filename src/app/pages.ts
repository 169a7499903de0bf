// Every route is its own chunk (vite.config.ts). main.tsx starts loading the page being visited
// with the entry (preloadPage), and a server-drawn page is hydrated once its chunk is in. Routes
// other than the landing also wait for the active locale's lazy namespaces, so no raw key ever
// shows.
import { createElement } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { localeReady } from '../i18n';
import { reloadingForChunk } from './chunk-reload';

export interface RoutePage<P extends object> {
  (props: P): ReactElement;
  /**
   * Loads the chunk (once); the page then renders at once, with no suspended first pass. Resolves
   * true when the page is in, false when its chunk could not be loaded.
   */
  preload: () => Promise<boolean>;
}

/** A page's chunk (or one it needs) could not be loaded: typically a deploy removed it. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

// Suspends for good: the page is about to reload (chunk-reload.ts), the skeleton stays till then.
const RELOAD_PENDING = new Promise<never>(() => undefined);

/**
 * React.lazy, except that a page whose chunk is already in renders synchronously: the browser
 * hydrates a server-drawn page only after preloading it (src/main.tsx), so hydration adopts the
 * whole page in one pass instead of suspending on the chunk and finishing it later.
 * A chunk that fails to load is rethrown to the error boundary, like React.lazy's.
 */
export function route<P extends object>(
  load: () => Promise<ComponentType<P> | undefined>,
  needsLocale = true,
): RoutePage<P> {
  let loaded: ComponentType<P> | null = null;
  let failed: { error: unknown } | null = null;
  let pending: Promise<boolean> | null = null;
  const preload = (): Promise<boolean> => {
    pending ??= Promise.all([load(), needsLocale ? localeReady() : undefined]).then(
      ([component]) => {
        // Vite's loader resolves undefined, not the module, when a 'vite:preloadError' listener
        // took the failure over (chunk-reload.ts, as it reloads). Once settled the page is either
        // loaded or failed: suspending again on the settled promise would render it in a loop,
        // for good, and keep the tab at full CPU.
        if (component) loaded = component;
        else failed = { error: new ChunkLoadError('the page chunk did not load') };
        return loaded !== null;
      },
      (error: unknown) => {
        failed = { error };
        return false;
      },
    );
    return pending;
  };
  function Page(props: P): ReactElement {
    if (failed) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense's protocol
      if (reloadingForChunk()) throw RELOAD_PENDING;
      throw failed.error;
    }
    // Suspense shows its fallback until the chunk is in, then draws the page again.
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense's protocol
    if (!loaded) throw preload();
    return createElement(loaded, props);
  }
  return Object.assign(Page, { preload });
}

export const LandingPage = route(
  () => import('../features/landing/LandingPage').then((m) => m.LandingPage),
  false,
);
export const ProductsPage = route(() =>
  import('../features/products/ProductsPage').then((m) => m.ProductsPage),
);
export const CartPage = route(() => import('../features/cart/CartPage').then((m) => m.CartPage));
export const InfoPage = route(() => import('../features/info/InfoPage').then((m) => m.InfoPage));
export const TrackingPage = route(() =>
  import('../features/tracking/TrackingPage').then((m) => m.TrackingPage),
);
// The table's tab (issue [17/21]): its own chunk, reached only from a scanned table's link.
export const TabPage = route(() => import('../features/tab/entry').then((m) => m.default()));
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

const PAGE_BY_PATH: Record<string, { preload: () => Promise<boolean> }> = {
  '/': LandingPage,
  '/products': ProductsPage,
  '/info': InfoPage,
  '/cart': CartPage,
};

/**
 * Starts loading the chunk of the page at this path, if it is a storefront page. Resolves false
 * when that chunk could not be loaded.
 */
export function preloadPage(pathname: string): Promise<boolean> {
  return PAGE_BY_PATH[pathname]?.preload() ?? Promise.resolve(true);
}
