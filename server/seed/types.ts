// The shape of one demo company's data file (server/seed/companies/{token}.ts).
import type { CouponInput } from '../db/repositories/coupons';
import type { CompanyInput } from '../db/repositories/company-row';
import type { LoyaltyInput } from '../db/repositories/loyalty';
import type { PaymentMethodInput } from '../db/repositories/payment-methods';
import type { ProviderInput } from '../db/repositories/payment-providers';
import type { QrInput } from '../db/repositories/qrs';
import type { TabSettings } from '../db/repositories/tab-requests';
import type { EcommerceSettings, OrderSettings, ServiceKey } from '../../src/domain/types';

export interface DishOptions {
  /** [variant name, price] pairs; replaces the single price. */
  sizes?: [string, number][];
  /** Price before the discount (original_price > price). */
  was?: number;
  /** Enables stock with this many units on every variant. */
  stock?: number;
  /** Keys of the menu's modifier groups. */
  groups?: string[];
  hidden?: boolean;
}

export interface DishSpec extends DishOptions {
  name: string;
  description: string;
  price: number;
}

export interface GroupSpec {
  name: string;
  min: number;
  max: number;
  required: boolean;
  options: [string, number][];
}

export interface MenuSpec {
  groups: Record<string, GroupSpec>;
  categories: { name: string; dishes: DishSpec[] }[];
}

export interface Brand {
  primary: string;
  secondary: string;
  text: string;
  /** Whether the landing uses generated background images. */
  imageBackground: boolean;
}

/** A seeded payment provider: its id is stable (seedId) so the seeded methods can name it. */
export interface SeededProvider extends ProviderInput {
  id: string;
}

export interface DemoCompany {
  company: CompanyInput;
  brand: Brand;
  settings: EcommerceSettings;
  menu: MenuSpec;
  qrs: QrInput[];
  coupons: CouponInput[];
  loyalty: LoyaltyInput | null;
  /** Inserted before the payment methods, which may link to them (online payments). */
  providers?: SeededProvider[];
  payments: Partial<Record<ServiceKey, PaymentMethodInput[]>>;
  orderSettings: OrderSettings;
  /** The table's tab (issue [17/21]); absent: pay per order, no table code. */
  tabs?: TabSettings;
}
