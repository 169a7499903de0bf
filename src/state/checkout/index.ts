// The checkout store and its actions (docs/contracts.md "Checkout"); the pieces live in
// this folder (src/state/checkout/) to stay small.
export { checkout, checkoutLocked, flowContext, serviceSettingsFor, useCheckout } from './store';
export type { BusyKind, CheckoutNotice, CheckoutState } from './store';
export {
  addNewAddress,
  clearCheckout,
  closeCheckout,
  goBack,
  goNext,
  openCheckout,
  reportFailure,
  setScreen,
} from './nav';
export {
  applyCoupon,
  CheckoutError,
  completeOrder,
  discardCreatedOrder,
  ensureOrderCreated,
  updateOrder,
} from './order';
export {
  createManualAddress,
  selectAddress,
  submitAdditionalInfo,
  submitClientInfo,
  submitDeliveryAddress,
} from './steps';
export type { ClientInfoInput, ManualAddressInput } from './steps';
export { emitCheckoutEvent, onCheckoutEvent } from './events';
