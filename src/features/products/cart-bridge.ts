// The one place the products page touches the cart (docs/contracts.md "Local-first cart"), so a
// change of that seam is a change here only.
export { addToCart, useCart, useRemainingStock } from '../../state/cart';
export { buildCartLine } from '../../domain/cart-line';
