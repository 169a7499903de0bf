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
import { Spinner } from '../../ui/Spinner';
import { CloseConfirmModal } from './CloseConfirmModal';
import { dismissAction, showsBack, showsClose, titleKey } from './frame';
import { AdditionalInfoScreen } from './screens/AdditionalInfoScreen';
import { AddressCreateScreen } from './screens/AddressCreateScreen';
import { ClientInfoScreen } from './screens/ClientInfoScreen';
import { DeliveryAddressScreen } from './screens/DeliveryAddressScreen';
import './checkout.css';

const OrderSummaryScreen = lazy(() =>
  import('./summary/OrderSummaryScreen').then((m) => ({ default: m.OrderSummaryScreen })),
);

const S = CHECKOUT_SCREENS;

/** Map screens come in a later issue; until then manual entry stands in for all of them. */
const SCREENS: Record<CheckoutScreen, ComponentType> = {
  [S.ADDITIONAL_INFO]: AdditionalInfoScreen,
  [S.CLIENT_INFO]: ClientInfoScreen,
  [S.DELIVERY_ADDRESS]: DeliveryAddressScreen,
  [S.DELIVERY_AUTOCOMPLETE]: AddressCreateScreen,
  [S.DELIVERY_ADDRESS_CREATE]: AddressCreateScreen,
  [S.DELIVERY_MAP]: AddressCreateScreen,
  [S.DELIVERY_MAP_ADDRESS_CREATE]: AddressCreateScreen,
  [S.ORDER_SUMMARY]: OrderSummaryScreen,
};

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
    screenRef.current?.querySelector<HTMLElement>('input, select, textarea, button')?.focus();
  }, [screen]);
  if (!snap.showCheckoutModal || !screen) return null;
  const locked = checkoutLocked(snap);
  const Screen = SCREENS[screen];

  const requestClose = () => {
    if (dismissAction(locked) === 'confirm') setConfirming(true);
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
        fullscreenOnSmall
        maxWidth={LAYOUT.checkoutModalMaxWidth}
        className="ck-sheet"
      >
        <div className="ck-screen" data-screen={screen} key={screen} ref={screenRef}>
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
