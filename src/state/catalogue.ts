// The catalogue for /products (§2.4 "Categories are fetched if none are loaded"), kept current
// while a page is open (issue [13/13]: what the kitchen marks out reaches an open cart within
// seconds, not two reloads later).
import { proxy } from 'valtio';
import { getCategories, revalidateCategories } from '../api/client';
import type { Category } from '../domain/types';
import { hold } from './app';
import type { Held } from './app';

export const catalogue = proxy<{
  categories: Held<Category[]> | null;
  status: 'idle' | 'loading' | 'ready' | 'error';
}>({
  categories: null,
  status: 'idle',
});

let inFlight: Promise<void> | null = null;

/** Loads once; a failed load may be retried by calling again. */
export function loadCatalogue(companyId: string): Promise<void> {
  if (catalogue.status === 'ready') return Promise.resolve();
  inFlight ??= (async () => {
    catalogue.status = 'loading';
    try {
      catalogue.categories = hold(await getCategories(companyId));
      catalogue.status = 'ready';
    } catch (error) {
      console.error('[ERROR:getCategories]', error instanceof Error ? error.message : error);
      catalogue.status = 'error';
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/** Focus and visibility ask at most this often: switching tabs back and forth costs nothing. */
export const REVALIDATE_MIN_INTERVAL_MS = 10_000;

/** The tag of the catalogue held, once a revalidation has seen it (the first load had none). */
let heldEtag: string | null = null;
let lastAskedAt = Number.NEGATIVE_INFINITY;
let revalidating: Promise<void> | null = null;

/**
 * Asks the server whether the catalogue changed (an ETag: a 304 while it has not) and takes the
 * new one; the cart reconciles with it (src/state/cart/index.ts) and says what changed in
 * CartNotices. Only once a catalogue is held, not twice at once, and at most once per
 * REVALIDATE_MIN_INTERVAL_MS. A failure (offline) keeps what is shown; the next call asks again.
 */
export function revalidateCatalogue(companyId: string, now: number = Date.now()): Promise<void> {
  if (revalidating) return revalidating;
  if (catalogue.status !== 'ready' || now - lastAskedAt < REVALIDATE_MIN_INTERVAL_MS)
    return Promise.resolve();
  lastAskedAt = now;
  revalidating = (async () => {
    try {
      const fresh = await revalidateCategories(companyId, heldEtag);
      if (!fresh) return;
      const firstLook = heldEtag === null;
      heldEtag = fresh.etag;
      // The first answer after a server-drawn page usually holds what the page already shows:
      // the list is not redrawn for nothing.
      const held = catalogue.categories;
      if (firstLook && held && JSON.stringify(held) === JSON.stringify(fresh.categories)) return;
      catalogue.categories = hold(fresh.categories);
    } catch {
      // Offline or refused: the catalogue shown stays, and the cart is checked again at the order.
    } finally {
      revalidating = null;
    }
  })();
  return revalidating;
}

/** Tests: forget what the revalidation saw. */
export function resetCatalogueRevalidation(): void {
  heldEtag = null;
  lastAskedAt = Number.NEGATIVE_INFINITY;
  revalidating = null;
}
