// The update prompt's rule: never while the checkout is open, and only a Reload reloads.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkout } from '../state/checkout/store';
import { hideSnackbar, snackbarState } from '../ui/snackbar-store';
import en from '../i18n/locales/en/pwa.json';
import { offerUpdate, resetUpdateOffer, whenCheckoutClosed } from './pwa-update';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the update prompt', () => {
  let serviceWorker: EventTarget;

  beforeEach(() => {
    serviceWorker = new EventTarget();
    vi.stubGlobal('navigator', { serviceWorker });
    resetUpdateOffer();
    hideSnackbar();
    checkout.showCheckoutModal = false;
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    checkout.showCheckoutModal = false;
  });

  it('runs at once when no checkout is open, else when it closes', async () => {
    const run = vi.fn();
    whenCheckoutClosed(run);
    expect(run).toHaveBeenCalledOnce();
    checkout.showCheckoutModal = true;
    whenCheckoutClosed(run);
    await flush();
    expect(run).toHaveBeenCalledOnce();
    checkout.showCheckoutModal = false;
    await flush();
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('holds the offer during checkout, then reloads only after accept and the new controller', async () => {
    const target = { messageSkipWaiting: vi.fn() };
    const reload = vi.fn();
    checkout.showCheckoutModal = true;
    offerUpdate(target, reload);
    await flush();
    expect(snackbarState.current).toBeNull();

    checkout.showCheckoutModal = false;
    await flush();
    expect(snackbarState.current?.text).toBe(en.update.available);
    expect(snackbarState.current?.action?.label).toBe(en.update.reload);
    snackbarState.current?.action?.onClick();
    expect(target.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();

    // The diner reopened the checkout before the new worker took over: still no reload.
    checkout.showCheckoutModal = true;
    serviceWorker.dispatchEvent(new Event('controllerchange'));
    await flush();
    expect(reload).not.toHaveBeenCalled();
    checkout.showCheckoutModal = false;
    await flush();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('offers an update once per page', async () => {
    const target = { messageSkipWaiting: vi.fn() };
    offerUpdate(target, vi.fn());
    hideSnackbar();
    offerUpdate(target, vi.fn());
    await flush();
    expect(snackbarState.current).toBeNull();
  });

  it('steps aside while a checkout is open, and comes back when it closes (issue [16/21] 21)', async () => {
    const target = { messageSkipWaiting: vi.fn() };
    offerUpdate(target, vi.fn());
    expect(snackbarState.current?.text).toBe(en.update.available);
    checkout.showCheckoutModal = true;
    await flush();
    expect(snackbarState.current).toBeNull();
    checkout.showCheckoutModal = false;
    await flush();
    expect(snackbarState.current?.text).toBe(en.update.available);
    // Answered: it does not come back after another checkout.
    snackbarState.current?.action?.onClick();
    checkout.showCheckoutModal = true;
    await flush();
    checkout.showCheckoutModal = false;
    await flush();
    expect(snackbarState.current).toBeNull();
  });
});
