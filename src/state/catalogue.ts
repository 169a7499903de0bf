// The catalogue for /products (§2.4 "Categories are fetched if none are loaded").
import { proxy } from 'valtio';
import { getCategories } from '../api/client';
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
