// §4.10 display mode: 'twa' inside the Android wrapper, 'standalone' when installed, else 'browser'.
export type AppType = 'browser' | 'standalone' | 'twa';

export function appType(input: { referrer: string; standalone: boolean }): AppType {
  // A Trusted Web Activity opens the page with an android-app:// referrer.
  if (input.referrer.startsWith('android-app://')) return 'twa';
  return input.standalone ? 'standalone' : 'browser';
}

export function currentAppType(): AppType {
  const standalone =
    window.matchMedia('(display-mode: standalone)').matches ||
    // iOS Safari reports home-screen apps through this non-standard flag.
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return appType({ referrer: document.referrer, standalone });
}
