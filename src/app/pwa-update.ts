// The update prompt (registerType 'prompt'): a new worker waits until the diner accepts. The offer
// is held while the checkout is open, and the reload after accepting waits for it too: a
// storefront never reloads under a diner who is placing an order.
import { subscribe } from 'valtio';
import { t } from '../i18n';
import { checkout } from '../state/checkout/store';
import { hideSnackbar, showSnackbar } from '../ui/Snackbar';

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

/** Shows 'update available' with a Reload action, once, when no checkout is open. */
export function offerUpdate(target: UpdateTarget, reload: () => void = () => location.reload()) {
  if (offered) return;
  offered = true;
  whenCheckoutClosed(() =>
    showSnackbar(t('pwa.update.available'), 'success', {
      label: t('pwa.update.reload'),
      onClick: () => accept(target, reload),
    }),
  );
}

/** Tests: allow another offer. */
export function resetUpdateOffer(): void {
  offered = false;
}
