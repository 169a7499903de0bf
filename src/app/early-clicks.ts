// Between the first paint of a server-drawn page and its hydration the buttons are drawn but do
// nothing yet. A tap on one in that window is held, not lost: once the page is interactive it is
// replayed on the same button (the last one only, as a diner would expect of a double tap). Links
// need no help: they work without JavaScript.
let held: HTMLElement | null = null;

function hold(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  const control = target?.closest<HTMLElement>('button, [role="button"], summary');
  if (!control || !document.getElementById('root')?.contains(control)) return;
  event.preventDefault();
  event.stopPropagation();
  held = control;
}

/**
 * From the first script until the page is interactive (markInteractive); meanwhile
 * `<html data-interactive="false">` says taps are being held.
 */
export function holdEarlyClicks(): void {
  document.documentElement.dataset.interactive = 'false';
  document.addEventListener('click', hold, true);
}

/**
 * The page is hydrated (CompanyGate's first effect): `<html data-interactive>` says so, and a
 * held tap is replayed.
 */
export function markInteractive(): void {
  if (document.documentElement.dataset.interactive === 'true') return;
  document.documentElement.dataset.interactive = 'true';
  document.removeEventListener('click', hold, true);
  const control = held;
  held = null;
  if (control?.isConnected) control.click();
}
