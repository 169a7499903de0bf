// §8 "Failed script load: full page reload" — typically a deploy replaced the hashed chunks.
// A session flag allows one reload per visit, so a chunk missing for good (e.g. offline)
// cannot cause a reload loop.
const FLAG = 'comanda:chunk-reload';

export function reloadOnChunkError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    let reloaded = false;
    try {
      reloaded = sessionStorage.getItem(FLAG) === '1';
      sessionStorage.setItem(FLAG, '1');
    } catch {
      reloaded = true; // cannot remember: never risk a loop
    }
    if (reloaded) return;
    event.preventDefault();
    location.reload();
  });
}
