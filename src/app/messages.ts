// §2.2: a window message (e.g. from an embedding page) asks the storefront to open the menu.
export const POSTMESSAGE_TYPE_GO_TO_PRODUCTS_CLICKED = 'POSTMESSAGE_TYPE_GO_TO_PRODUCTS_CLICKED';

export function isGoToProductsMessage(data: unknown): boolean {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === POSTMESSAGE_TYPE_GO_TO_PRODUCTS_CLICKED
  );
}
