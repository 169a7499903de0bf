// Settings tabs for running the service: hours, order types, fees, delivery, address, domain,
// staff, and the table's tab (issue [17/21]).
import { AddressTab } from './service/AddressTab';
import { DeliveryTab } from './service/DeliveryTab';
import { DomainTab } from './service/DomainTab';
import { FeesTab } from './service/FeesTab';
import { HoursTab } from './service/HoursTab';
import { ServicesTab } from './service/ServicesTab';
import { StaffTab } from './service/StaffTab';
import { TableTabTab } from './service/TableTabTab';
import type { SettingsTab } from './tabs';

export const SERVICE_TABS: readonly SettingsTab[] = [
  { id: 'hours', labelKey: 'admin.services.hours.tab', Component: HoursTab },
  { id: 'services', labelKey: 'admin.services.services.tab', Component: ServicesTab },
  { id: 'fees', labelKey: 'admin.services.fees.tab', Component: FeesTab },
  { id: 'delivery', labelKey: 'admin.services.delivery.tab', Component: DeliveryTab },
  { id: 'address', labelKey: 'admin.services.address.tab', Component: AddressTab },
  { id: 'domain', labelKey: 'admin.services.domain.tab', Component: DomainTab },
  { id: 'staff', labelKey: 'admin.services.staff.tab', Component: StaffTab },
  { id: 'table-tab', labelKey: 'admin.services.tab.tab', Component: TableTabTab },
];
