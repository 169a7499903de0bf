// The update prompt (registerType 'prompt'): a new worker waits until the diner accepts. The offer
// is held while the checkout is open, and the reload after accepting waits for it too: a
// storefront never reloads under a diner who is placing an order.
import { subscribe } from 'valtio';
import { t } from '../i18n';
import { checkout } from '../state/checkout/store';
import { hideSnackbar, showSnackbar } from '../ui/Snackbar';
import { snackbarState } from '../ui/snackbar-store';

/** The part of workbox-window's Workbox the prompt uses. */
export interface UpdateTarget {
  messageSkipWaiting(): void;
}

/** Runs `then` now if the checkout is closed, else as soon as it closes. */
export function whenCheckoutClosed(then: () => void): void {
  if (!checkout.showCheckoutModal) {
    then();
    return;
  }
  const stop = subscribe(checkout, () => {
    if (checkout.showCheckoutModal) return;
    stop();
    then();
  });
}

let offered = false;

function accept(target: UpdateTarget, reload: () => void): void {
  hideSnackbar();
  // The new worker claims this page once it activates; only then do the new chunks match.
  navigator.serviceWorker.addEventListener('controllerchange', () => whenCheckoutClosed(reload), {
    once: true,
  });
  target.messageSkipWaiting();
}

/**
 * Shows the offer. It never stands over an open checkout, whose totals and 'place order' sit at
 * the bottom of the sheet (issue [16/21] item 21): when the diner opens one, the offer steps
 * aside and comes back once the checkout closes, until it is answered or replaced.
 */
function showOffer(target: UpdateTarget, reload: () => void): void {
  showSnackbar(t('pwa.update.available'), 'success', {
    label: t('pwa.update.reload'),
    onClick: () => accept(target, reload),
  });
  const shown = snackbarState.current?.id;
  const stop = subscribe(checkout, () => {
    if (!checkout.showCheckoutModal) return;
    stop();
    if (shown === undefined || snackbarState.current?.id !== shown) return;
    hideSnackbar();
    whenCheckoutClosed(() => showOffer(target, reload));
  });
}

/** Shows 'update available' with a Reload action, once, when no checkout is open. */
export function offerUpdate(target: UpdateTarget, reload: () => void = () => location.reload()) {
  if (offered) return;
  offered = true;
  whenCheckoutClosed(() => showOffer(target, reload));
}

/** Tests: allow another offer. */
export function resetUpdateOffer(): void {
  offered = false;
}
