// §4.10 display mode: 'twa' inside the Android wrapper, 'standalone' when installed, else
// 'browser'. The health page shows it (src/features/health/app-type.ts re-exports it).
export type DisplayMode = 'browser' | 'standalone' | 'twa';

const STANDALONE_QUERY = '(display-mode: standalone)';

export function displayMode(input: { referrer: string; standalone: boolean }): DisplayMode {
  // A Trusted Web Activity opens the page with an android-app:// referrer.
  if (input.referrer.startsWith('android-app://')) return 'twa';
  return input.standalone ? 'standalone' : 'browser';
}

export function currentDisplayMode(): DisplayMode {
  const standalone =
    window.matchMedia(STANDALONE_QUERY).matches ||
    // iOS Safari reports home-screen apps through this non-standard flag.
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return displayMode({ referrer: document.referrer, standalone });
}

/** Calls back each time the page switches to standalone (installed, or opened in the app window). */
export function watchStandalone(
  onStandalone: () => void,
  query: Pick<MediaQueryList, 'addEventListener' | 'removeEventListener'> = window.matchMedia(
    STANDALONE_QUERY,
  ),
): () => void {
  const listener = (event: { matches: boolean }) => {
    if (event.matches) onStandalone();
  };
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
