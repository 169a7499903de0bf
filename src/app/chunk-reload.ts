// §8 "Failed script load: full page reload" — typically a deploy replaced the hashed chunks.
// One reload per build and visit: the session remembers which build (this entry chunk's own URL,
// whose hash changes with every deploy) has already reloaded, so a chunk missing for good (e.g.
// offline, or a build that lost it) cannot cause a reload loop, while a later deploy in the same
// tab still gets its one reload.
const FLAG = 'comanda:chunk-reload';
const BUILD = import.meta.url;

let reloading = false;

/** True once this page has asked for the reload: what renders meanwhile is thrown away. */
export function reloadingForChunk(): boolean {
  return reloading;
}

/** Whether this build may still reload once; remembers that it has. */
function claimReload(): boolean {
  try {
    if (sessionStorage.getItem(FLAG) === BUILD) return false;
    sessionStorage.setItem(FLAG, BUILD);
    return true;
  } catch {
    return false; // cannot remember: never risk a loop
  }
}

export function reloadOnChunkError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (!reloading && !claimReload()) return;
    // Vite's loader then resolves the failed import with undefined instead of rejecting: the
    // routes (pages.ts) take that as a failed load and wait for the reload without rendering.
    event.preventDefault();
    if (reloading) return;
    reloading = true;
    location.reload();
  });
}
