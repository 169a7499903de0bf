// The settings sections that run the service (issue [11/13]), in the order the back office
// shows them: hours, services, fees, delivery, address, domain, staff, and the table's tab
// (issue [17/21]).
export { hoursSection } from './hours';
export { servicesSection } from './services';
export { feesSection } from './fees';
export { deliverySection } from './delivery';
export { addressSection } from './address';
export { domainSection } from './domain';
export { staffSection } from './staff';
export { getSettings, putSettings } from './section';
export type { SectionContext, SettingsSection } from './section';
export { tabSection } from './tab';
