// What other features may mount from the cart without pulling in the cart page's chunk.
export { CartNotices } from './CartNotices';
