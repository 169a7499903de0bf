// §2.10 frame decisions per screen, pure so they are tested without a browser.
import { CHECKOUT_SCREENS } from '../../domain/checkout-flow';
import type { CheckoutScreen } from '../../domain/checkout-flow';
import type { ServiceType } from '../../domain/types';

const S = CHECKOUT_SCREENS;

/** The back button is hidden on the order summary. */
export function showsBack(screen: CheckoutScreen): boolean {
  return screen !== S.ORDER_SUMMARY;
}

/**
 * Close (with confirmation) on the summary and in the title bars of client info, the address
 * list, manual entry, the map (§2.10 'back and close buttons') and the map address confirm
 * (§2.10 'a close button returns to the previous checkout screen').
 */
export function showsClose(screen: CheckoutScreen): boolean {
  return (
    screen === S.ORDER_SUMMARY ||
    screen === S.CLIENT_INFO ||
    screen === S.DELIVERY_ADDRESS ||
    screen === S.DELIVERY_ADDRESS_CREATE ||
    screen === S.DELIVERY_MAP ||
    screen === S.DELIVERY_MAP_ADDRESS_CREATE
  );
}

/** What the title bar's close does: leave (with confirmation), or step back (map confirm). */
export function closeAction(screen: CheckoutScreen): 'leave' | 'back' {
  return screen === S.DELIVERY_MAP_ADDRESS_CREATE ? 'back' : 'leave';
}

/** §2.10: the content does not scroll on the autocomplete screen (its list scrolls instead). */
export function contentScrolls(screen: CheckoutScreen): boolean {
  return screen !== S.DELIVERY_AUTOCOMPLETE;
}

/** The title key of a screen; the summary's depends on the service type. */
export function titleKey(screen: CheckoutScreen, serviceType: ServiceType | null): string {
  switch (screen) {
    case S.ADDITIONAL_INFO:
      return 'checkout.titles.additionalInfo';
    case S.CLIENT_INFO:
      return 'checkout.titles.clientInfo';
    case S.DELIVERY_MAP:
      return 'checkout.titles.selectLocation';
    case S.ORDER_SUMMARY:
      return `checkout.titles.summary.${(serviceType ?? 'TAKEAWAY').toLowerCase()}`;
    default:
      return 'checkout.titles.address';
  }
}

export type DismissAction = 'ignore' | 'confirm';

/** Escape, the backdrop or a close button: nothing while saving or loading, else ask first. */
export function dismissAction(locked: boolean): DismissAction {
  return locked ? 'ignore' : 'confirm';
}
