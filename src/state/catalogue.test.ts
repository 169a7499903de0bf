import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Category } from '../domain/types';
import { revalidateCategories } from '../api/client';
import { hold } from './app';
import {
  REVALIDATE_MIN_INTERVAL_MS,
  catalogue,
  resetCatalogueRevalidation,
  revalidateCatalogue,
} from './catalogue';

vi.mock('../api/client', () => ({ getCategories: vi.fn(), revalidateCategories: vi.fn() }));
const ask = vi.mocked(revalidateCategories);

const menu = (stock: number): Category[] =>
  [
    { id: 'c1', name: 'Bowls', products: [{ id: 'p1', name: 'Poke', stock }] },
  ] as unknown as Category[];

const T0 = 1_000_000;

beforeEach(() => {
  ask.mockReset();
  resetCatalogueRevalidation();
  catalogue.categories = hold(menu(4));
  catalogue.status = 'ready';
});

describe('revalidateCatalogue (issue [13/13]: sold-out items reach an open page)', () => {
  it('takes a changed catalogue, so the cart reconciles with it', async () => {
    ask.mockResolvedValueOnce({ categories: menu(0), etag: 'W/"b"' });
    await revalidateCatalogue('co', T0);
    expect(catalogue.categories).toEqual(menu(0));
  });

  it('keeps the held catalogue (no redraw) when the first answer holds the same', async () => {
    const held = catalogue.categories;
    ask.mockResolvedValueOnce({ categories: menu(4), etag: 'W/"a"' });
    await revalidateCatalogue('co', T0);
    expect(catalogue.categories).toBe(held);
  });

  it('sends the tag it saw, and an unchanged answer (null) changes nothing', async () => {
    ask.mockResolvedValueOnce({ categories: menu(4), etag: 'W/"a"' });
    await revalidateCatalogue('co', T0);
    const held = catalogue.categories;
    ask.mockResolvedValueOnce(null);
    await revalidateCatalogue('co', T0 + REVALIDATE_MIN_INTERVAL_MS);
    expect(ask).toHaveBeenLastCalledWith('co', 'W/"a"');
    expect(catalogue.categories).toBe(held);
  });

  it('asks at most once per interval, and once at a time', async () => {
    ask.mockResolvedValue(null);
    const first = revalidateCatalogue('co', T0);
    expect(revalidateCatalogue('co', T0 + REVALIDATE_MIN_INTERVAL_MS)).toBe(first);
    await first;
    await revalidateCatalogue('co', T0 + REVALIDATE_MIN_INTERVAL_MS - 1);
    expect(ask).toHaveBeenCalledTimes(1);
    await revalidateCatalogue('co', T0 + REVALIDATE_MIN_INTERVAL_MS);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('does not ask before a catalogue is held', async () => {
    catalogue.status = 'loading';
    await revalidateCatalogue('co', T0);
    expect(ask).not.toHaveBeenCalled();
  });

  it('keeps what is shown when the server cannot be reached', async () => {
    const held = catalogue.categories;
    ask.mockRejectedValueOnce(new Error('offline'));
    await revalidateCatalogue('co', T0);
    expect(catalogue.categories).toBe(held);
    ask.mockResolvedValueOnce({ categories: menu(1), etag: 'W/"c"' });
    await revalidateCatalogue('co', T0 + REVALIDATE_MIN_INTERVAL_MS);
    expect(catalogue.categories).toEqual(menu(1));
  });
});
