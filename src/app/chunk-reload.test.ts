// §8 "Failed script load: full page reload": once per build and visit, never a loop, and a page
// that reloads keeps Vite's error to itself (its routes wait for the reload, pages.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ChunkReload from './chunk-reload';

const FLAG = 'comanda:chunk-reload';

let storage: Map<string, string>;
let reload: ReturnType<typeof vi.fn>;

/** A fresh page of the same build: the module's state starts over, the session's storage stays. */
async function freshPage(): Promise<typeof ChunkReload> {
  vi.resetModules();
  vi.stubGlobal('window', new EventTarget());
  const module = await import('./chunk-reload');
  module.reloadOnChunkError();
  return module;
}

/** Dispatches Vite's event as its loader does; true when a listener took the error over. */
function preloadError(): boolean {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

beforeEach(() => {
  storage = new Map();
  reload = vi.fn();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  });
  vi.stubGlobal('location', { reload });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reloading on a failed chunk', () => {
  it('reloads once, and takes over every failure until the reload', async () => {
    const page = await freshPage();
    expect(page.reloadingForChunk()).toBe(false);
    expect(preloadError()).toBe(true);
    // A second failure of the same page (a page chunk and its dependency) reloads no more.
    expect(preloadError()).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(page.reloadingForChunk()).toBe(true);
  });

  it('does not reload the same build again: the failure reaches the page', async () => {
    await freshPage();
    preloadError();
    const reloaded = await freshPage();
    expect(preloadError()).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
    expect(reloaded.reloadingForChunk()).toBe(false);
  });

  it('lets a later build of the same visit reload once more', async () => {
    storage.set(FLAG, 'https://demo.example/assets/index-older.js');
    await freshPage();
    expect(preloadError()).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('never reloads when the session cannot remember it', async () => {
    vi.stubGlobal('sessionStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
    });
    await freshPage();
    expect(preloadError()).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
