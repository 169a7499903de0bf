// §2.12 analytics virtual page paths. '/ckeckout/address/list' keeps the spec's spelling so that
// reports stay comparable with existing analytics data.
export const VIRTUAL_PAGE_PATHS = {
  landing: '/welcome_page',
  products: '/products',
  cart: '/cart',
  additional_info: '/checkout/additional_information',
  client_info: '/checkout/personal_information',
  delivery_address: '/ckeckout/address/list',
  delivery_autocomplete: '/checkout/address/search_dropdown',
  delivery_map: '/checkout/address/search_map',
  delivery_location: '/checkout/address/search_location',
  delivery_address_create: '/checkout/address/search/creation',
  payment: '/checkout/payment',
  confirmation: '/checkout/confirmation',
  not_found: '/404',
} as const;

export type AnalyticsScreen = keyof typeof VIRTUAL_PAGE_PATHS;

/** Checkout step ids (§2.10) mapped to their analytics screen. */
export const CHECKOUT_STEP_SCREENS: Readonly<Record<string, AnalyticsScreen>> = {
  CHECKOUT_STEP_ADDITIONAL_INFO: 'additional_info',
  CHECKOUT_STEP_CLIENT_INFO: 'client_info',
  CHECKOUT_STEP_DELIVERY_ADDRESS: 'delivery_address',
  CHECKOUT_STEP_DELIVERY_AUTOCOMPLETE: 'delivery_autocomplete',
  CHECKOUT_STEP_DELIVERY_MAP: 'delivery_map',
  CHECKOUT_STEP_DELIVERY_ADDRESS_CREATE: 'delivery_address_create',
  CHECKOUT_STEP_DELIVERY_MAP_ADDRESS_CREATE: 'delivery_address_create',
  CHECKOUT_STEP_ORDER_SUMMARY: 'payment',
};

/** The virtual path for a screen name or a checkout step id; unknown screens report '/404'. */
export function virtualPagePath(screen: string): string {
  // Own properties only: 'toString' and friends are not screens.
  const own = (o: object): boolean => Object.prototype.hasOwnProperty.call(o, screen);
  if (own(VIRTUAL_PAGE_PATHS)) return VIRTUAL_PAGE_PATHS[screen as AnalyticsScreen];
  const step = own(CHECKOUT_STEP_SCREENS) ? CHECKOUT_STEP_SCREENS[screen] : undefined;
  return step ? VIRTUAL_PAGE_PATHS[step] : VIRTUAL_PAGE_PATHS.not_found;
}
