// The settings section's tabs (?section=settings&tab=…). Each part of the settings registers its
// tabs in a list of its own (service-tabs.tsx, brand-tabs.tsx); SettingsPage shows them in order.
import type { ComponentType } from 'react';
import type { Company } from '../../../domain/types';

export interface SettingsTabProps {
  company: Company;
  /** The owner's session ended: back to the sign-in screen. */
  onUnauthorized: () => void;
}

export interface SettingsTab {
  /** The tab's id in the URL, e.g. 'hours'. */
  id: string;
  /** The admin string key of its name, e.g. 'admin.services.hours.title'. */
  labelKey: string;
  Component: ComponentType<SettingsTabProps>;
}
