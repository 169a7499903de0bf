// Row shapes of the SQL tables. One migration set serves SQLite and PostgreSQL, so the
// column types are the common subset: text ids (UUIDs made in code), integer minor units
// for money, integer 0/1 for booleans (better-sqlite3 cannot bind JS booleans), ISO text
// timestamps, and JSON text for nested settings that are always read and written whole.

import type {
  CompaniesTable,
  EcommerceSettingsTable,
  CategoriesTable,
  ProductsTable,
  ProductVariantsTable,
  ModifierGroupsTable,
  ModifiersTable,
  ProductModifierGroupsTable,
  QrsTable,
  CouponsTable,
  LoyaltySettingsTable,
  LoyaltyRewardsTable,
} from './schema-catalog';
import type {
  ClientsTable,
  ClientAddressesTable,
  OrdersTable,
  OrderItemsTable,
  OrderItemModifiersTable,
  OrderSettingsTable,
  PaymentMethodsTable,
  CompanyVisitsTable,
  CompanyVisitDevicesTable,
  AbuseReportsTable,
  OrderRatingsTable,
  IdempotencyKeysTable,
  KitchenSessionsTable,
  MonthlyOrderCountsTable,
  ClientDevicesTable,
} from './schema-orders';
import type {
  PaymentProvidersTable,
  PaymentsTable,
  PaymentEventsTable,
  SandboxIntentsTable,
} from './schema-payments';
import type {
  OwnerSessionsTable,
  AdminAuditTable,
  SettingsVersionsTable,
  MenuUndoTable,
} from './schema-admin';
import type {
  TabClaimsTable,
  TabPaymentsTable,
  TabRequestsTable,
  TabSettingsTable,
  TabsTable,
  TabVoidsTable,
} from './schema-tabs';

export type {
  CompaniesTable,
  EcommerceSettingsTable,
  CategoriesTable,
  ProductsTable,
  ProductVariantsTable,
  ModifierGroupsTable,
  ModifiersTable,
  ProductModifierGroupsTable,
  QrsTable,
  CouponsTable,
  LoyaltySettingsTable,
  LoyaltyRewardsTable,
} from './schema-catalog';
export type {
  ClientsTable,
  ClientAddressesTable,
  OrdersTable,
  OrderItemsTable,
  OrderItemModifiersTable,
  OrderSettingsTable,
  PaymentMethodsTable,
  CompanyVisitsTable,
  CompanyVisitDevicesTable,
  AbuseReportsTable,
  OrderRatingsTable,
  IdempotencyKeysTable,
  KitchenSessionsTable,
  MonthlyOrderCountsTable,
  ClientDevicesTable,
} from './schema-orders';
export type {
  PaymentProvidersTable,
  PaymentsTable,
  PaymentEventsTable,
  SandboxIntentsTable,
} from './schema-payments';
export type {
  OwnerSessionsTable,
  AdminAuditTable,
  SettingsVersionsTable,
  MenuUndoTable,
} from './schema-admin';

/** 0 or 1. */
export type Flag = number;
/** JSON text; parsed and validated in the repositories. */
export type JsonText = string;

export interface Database {
  companies: CompaniesTable;
  ecommerce_settings: EcommerceSettingsTable;
  categories: CategoriesTable;
  products: ProductsTable;
  product_variants: ProductVariantsTable;
  modifier_groups: ModifierGroupsTable;
  modifiers: ModifiersTable;
  product_modifier_groups: ProductModifierGroupsTable;
  qrs: QrsTable;
  coupons: CouponsTable;
  loyalty_settings: LoyaltySettingsTable;
  loyalty_rewards: LoyaltyRewardsTable;
  clients: ClientsTable;
  client_addresses: ClientAddressesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_item_modifiers: OrderItemModifiersTable;
  order_settings: OrderSettingsTable;
  payment_methods: PaymentMethodsTable;
  company_visits: CompanyVisitsTable;
  company_visit_devices: CompanyVisitDevicesTable;
  abuse_reports: AbuseReportsTable;
  order_ratings: OrderRatingsTable;
  idempotency_keys: IdempotencyKeysTable;
  kitchen_sessions: KitchenSessionsTable;
  monthly_order_counts: MonthlyOrderCountsTable;
  client_devices: ClientDevicesTable;
  payment_providers: PaymentProvidersTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  sandbox_intents: SandboxIntentsTable;
  owner_sessions: OwnerSessionsTable;
  admin_audit: AdminAuditTable;
  settings_versions: SettingsVersionsTable;
  menu_undo: MenuUndoTable;
  tabs: TabsTable;
  tab_requests: TabRequestsTable;
  tab_settings: TabSettingsTable;
  tab_voids: TabVoidsTable;
  tab_payments: TabPaymentsTable;
  tab_claims: TabClaimsTable;
}
