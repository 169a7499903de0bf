// The back office's settings that run the service (issue [11/13], server/routes/admin/
// settings-service.ts): each section is read as { version, value } and saved with the version it
// was read at; a stale one is 409 edit_conflict with `current` ({ version, value } as it is now).
import type {
  AddressSettings,
  AddressValueInput,
  DeliverySettingsValue,
  DomainSettings,
  FeesSettings,
  HoursSettings,
  ServicesSettings,
  StaffSettings,
} from '../domain/settings-schemas';
import type { TabSettings } from '../domain/tab/settings';
import { request } from './client';

export interface Versioned<T> {
  version: number;
  value: T;
}

/** Each section: what it reads as, and what its save sends. */
export interface ServiceSections {
  hours: { read: HoursSettings; write: HoursSettings };
  services: { read: ServicesSettings; write: ServicesSettings };
  fees: { read: FeesSettings; write: FeesSettings };
  delivery: { read: DeliverySettingsValue; write: DeliverySettingsValue };
  address: { read: AddressSettings; write: AddressValueInput };
  domain: { read: DomainSettings; write: { domain_url: string | null } };
  staff: { read: StaffSettings; write: { password: string } };
  /** The table's tab (issue [17/21]): pay at the end, table code. */
  tab: { read: TabSettings; write: TabSettings };
}
export type ServiceSection = keyof ServiceSections;

export function getServiceSettings<S extends ServiceSection>(
  section: S,
): Promise<Versioned<ServiceSections[S]['read']>> {
  return request('GET', `/admin/settings/${section}`);
}

/** 422 invalid_body (errors per field, 'value.…'), 409 edit_conflict (current), 409 domain_taken. */
export function saveServiceSettings<S extends ServiceSection>(
  section: S,
  version: number,
  value: ServiceSections[S]['write'],
): Promise<Versioned<ServiceSections[S]['read']>> {
  return request('PUT', `/admin/settings/${section}`, { body: { version, value } });
}
