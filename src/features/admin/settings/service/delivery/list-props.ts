// What the delivery form hands each price list it edits (ranges, districts, areas): the draft,
// the company (its currency, its pin for the map), the section's errors by field path, and the
// one setter every change goes through.
import type { DeliverySettingsValue } from '../../../../../domain/settings-delivery';
import type { Company } from '../../../../../domain/types';

export type Draft = DeliverySettingsValue;
export type Errors = Record<string, string>;

export interface ListProps {
  draft: Draft;
  company: Company;
  errors: Errors;
  set: (change: (d: Draft) => Draft) => void;
}

export const newId = (): string => crypto.randomUUID();
