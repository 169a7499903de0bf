// The §2.10 checkout frame: a persistent bottom sheet (600 px wide, fullscreen on small
// screens) showing the current screen, with back, close-with-confirmation, and no dismissal
// while the order saves or a payment step loads.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { CHECKOUT_SCREENS } from '../../domain/checkout-flow';
import type { CheckoutScreen } from '../../domain/checkout-flow';
import { LAYOUT } from '../../domain/constants';
import { useI18n } from '../../i18n';
import { checkoutLocked, closeCheckout, goBack, useCheckout } from '../../state/checkout';
import { BottomSheet } from '../../ui/BottomSheet';
import { Icon } from '../../ui/Icon';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';
import { Spinner } from '../../ui/Spinner';
import { CloseConfirmModal } from './CloseConfirmModal';
import {
  closeAction,
  contentScrolls,
  dismissAction,
  showsBack,
  showsClose,
  titleKey,
} from './frame';
import { AdditionalInfoScreen } from './screens/AdditionalInfoScreen';
import { AddressCreateScreen } from './screens/AddressCreateScreen';
import { ClientInfoScreen } from './screens/ClientInfoScreen';
import { DeliveryAddressScreen } from './screens/DeliveryAddressScreen';
import { DeliveryAutocompleteScreen } from './screens/DeliveryAutocompleteScreen';
import { MapAddressCreateScreen } from './screens/MapAddressCreateScreen';
import './checkout.css';

const OrderSummaryScreen = lazy(() =>
  import('./summary/OrderSummaryScreen').then((m) => ({ default: m.OrderSummaryScreen })),
);

// The map screen brings Leaflet's chunk with it, so it loads only when a map is shown.
const DeliveryMapScreen = lazy(() =>
  import('./screens/DeliveryMapScreen').then((m) => ({ default: m.DeliveryMapScreen })),
);

const S = CHECKOUT_SCREENS;

const SCREENS: Record<CheckoutScreen, ComponentType> = {
  [S.ADDITIONAL_INFO]: AdditionalInfoScreen,
  [S.CLIENT_INFO]: ClientInfoScreen,
  [S.DELIVERY_ADDRESS]: DeliveryAddressScreen,
  [S.DELIVERY_AUTOCOMPLETE]: DeliveryAutocompleteScreen,
  [S.DELIVERY_ADDRESS_CREATE]: AddressCreateScreen,
  [S.DELIVERY_MAP]: DeliveryMapScreen,
  [S.DELIVERY_MAP_ADDRESS_CREATE]: MapAddressCreateScreen,
  [S.ORDER_SUMMARY]: OrderSummaryScreen,
};

/** A dialog opened by the screen (the activate-location modal) is above the sheet. */
function coveredByDialog(): boolean {
  return document.querySelectorAll('[role="dialog"][aria-modal="true"]').length > 1;
}

/**
 * The screen's own first control ([data-autofocus]), else its first field or button; none while
 * a dialog opened by the screen (the activate-location modal) holds the focus above the sheet.
 */
function firstControl(root: HTMLElement | null): HTMLElement | null {
  if (coveredByDialog()) return null;
  return (
    root?.querySelector<HTMLElement>('[data-autofocus]') ??
    root?.querySelector<HTMLElement>('input:not([readonly]), select, textarea, button') ??
    null
  );
}

/** The checkout sheet's title (focusable, tabIndex -1, src/ui/Dialog.tsx). */
function sheetTitle(root: HTMLElement): HTMLElement | null {
  return root.closest('[role="dialog"]')?.querySelector<HTMLElement>('.c-dialog__title') ?? null;
}

export function CheckoutHost() {
  const { t } = useI18n();
  const snap = useCheckout();
  const [confirming, setConfirming] = useState(false);
  const screenRef = useRef<HTMLDivElement>(null);
  const screen = snap.screen;
  const previous = useRef(screen);
  useEffect(() => {
    // A new screen replaces the focused control; keyboard and screen-reader users continue
    // from the new screen's first field instead of the top of the page.
    if (previous.current === screen) return;
    previous.current = screen;
    const root = screenRef.current;
    const control = firstControl(root);
    if (control) control.focus();
    else if (root) {
      // Nothing to focus yet (a lazy screen such as the map, or the summary while it creates the
      // order): the sheet's title holds focus meanwhile, so it never falls to <body> with the
      // control that was tapped, and screen readers hear which screen this is.
      const title = sheetTitle(root);
      if (!coveredByDialog()) title?.focus({ preventScroll: true });
      const watch = new MutationObserver(() => {
        if (!root.querySelector('form')) return;
        watch.disconnect();
        const late = firstControl(root);
        // Only if focus is still where this screen put it: never taken from the diner.
        const active = document.activeElement;
        if (late && (active === title || active === document.body || active === null)) late.focus();
      });
      watch.observe(root, { childList: true, subtree: true });
      return () => watch.disconnect();
    }
  }, [screen]);
  if (!snap.showCheckoutModal || !screen) return null;
  const locked = checkoutLocked(snap);
  const Screen = SCREENS[screen];

  const requestClose = () => {
    if (dismissAction(locked) !== 'confirm') return;
    if (closeAction(screen) === 'back') goBack();
    else setConfirming(true);
  };

  const back = showsBack(screen) ? (
    <button
      type="button"
      className="c-icon-button"
      onClick={goBack}
      disabled={locked}
      aria-label={t('common.back')}
    >
      <Icon name="back" />
    </button>
  ) : null;

  return (
    <>
      <BottomSheet
        open
        onClose={requestClose}
        title={t(titleKey(screen, snap.serviceType))}
        persistent={locked}
        hideClose={!showsClose(screen)}
        leading={back}
        actions={<LanguageSwitcher compact />}
        fullscreenOnSmall
        maxWidth={LAYOUT.checkoutModalMaxWidth}
        className="ck-sheet"
      >
        <div
          className={contentScrolls(screen) ? 'ck-screen' : 'ck-screen ck-screen--fixed'}
          data-screen={screen}
          key={screen}
          ref={screenRef}
        >
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <Screen />
          </Suspense>
        </div>
      </BottomSheet>
      <CloseConfirmModal
        open={confirming}
        onCancel={() => setConfirming(false)}
        onLeave={() => {
          setConfirming(false);
          closeCheckout();
        }}
      />
    </>
  );
}
