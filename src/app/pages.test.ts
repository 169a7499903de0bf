// The routes' lazy loading: a chunk that does not arrive settles the route as failed, once, so
// rendering it throws the error for the boundary instead of suspending again on a settled promise,
// which React would retry in a loop for good (issue [16/21] item 15: the tab at full CPU).
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ChunkLoadError, route } from './pages';

function Loaded(): ReactElement | null {
  return null;
}

describe('a route page', () => {
  it('renders the component once its chunk is in', async () => {
    const Page = route(() => Promise.resolve(Loaded), false);
    expect(await Page.preload()).toBe(true);
    expect(Page({}).type).toBe(Loaded);
  });

  it("fails, not suspends, when Vite's loader resolved the failed chunk with nothing", async () => {
    // What Vite's preload helper resolves when a 'vite:preloadError' listener prevented the error.
    const Page = route<object>(() => Promise.resolve(undefined), false);
    expect(await Page.preload()).toBe(false);
    expect(() => Page({})).toThrow(ChunkLoadError);
  });

  it('rethrows the error of a chunk that failed to load', async () => {
    const error = new TypeError('Failed to fetch dynamically imported module');
    const Page = route<object>(() => Promise.reject(error), false);
    expect(await Page.preload()).toBe(false);
    expect(() => Page({})).toThrow(error);
  });

  it('suspends on the load while the chunk is on its way', () => {
    const Page = route<object>(() => new Promise(() => undefined), false);
    let thrown: unknown;
    try {
      Page({});
    } catch (caught) {
      thrown = caught;
    }
    expect(thrown).toBeInstanceOf(Promise);
  });
});
