// The checkout store and its actions (docs/contracts.md "Checkout"); the pieces live in
// checkout-*.ts to stay small.
export {
  checkout,
  checkoutLocked,
  flowContext,
  serviceSettingsFor,
  useCheckout,
} from './checkout-store';
export type { BusyKind, CheckoutNotice, CheckoutState } from './checkout-store';
export {
  addNewAddress,
  clearCheckout,
  closeCheckout,
  goBack,
  goNext,
  openCheckout,
  reportFailure,
  setScreen,
} from './checkout-nav';
export {
  applyCoupon,
  CheckoutError,
  completeOrder,
  discardCreatedOrder,
  ensureOrderCreated,
  updateOrder,
} from './checkout-order';
export {
  createManualAddress,
  selectAddress,
  submitAdditionalInfo,
  submitClientInfo,
  submitDeliveryAddress,
} from './checkout-steps';
export type { ClientInfoInput, ManualAddressInput } from './checkout-steps';
export { emitCheckoutEvent, onCheckoutEvent } from './checkout-events';
