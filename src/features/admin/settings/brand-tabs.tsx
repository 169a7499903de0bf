// Settings tabs for selling and the brand: payment methods, coupons, loyalty, landing.
import { CouponsTab } from './brand/CouponsTab';
import { LandingTab } from './brand/LandingTab';
import { LoyaltyTab } from './brand/LoyaltyTab';
import { PaymentsTab } from './brand/PaymentsTab';
import type { SettingsTab } from './tabs';

export const BRAND_TABS: readonly SettingsTab[] = [
  { id: 'payments', labelKey: 'admin.brand.tabs.payments', Component: PaymentsTab },
  { id: 'coupons', labelKey: 'admin.brand.tabs.coupons', Component: CouponsTab },
  { id: 'loyalty', labelKey: 'admin.brand.tabs.loyalty', Component: LoyaltyTab },
  { id: 'landing', labelKey: 'admin.brand.tabs.landing', Component: LandingTab },
];
