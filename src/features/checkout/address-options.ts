// What the manual address form shows for the company's delivery settings (§2.10).
import { OTHER_DISTRICT_ID } from '../../domain/constants';
import { sortedDistricts } from '../../domain/delivery';
import type { AddressCreateOptions } from '../../domain/validation-forms';
import type { Company, DeliverySettings } from '../../domain/types';

export interface AddressFormSetup extends AddressCreateOptions {
  districts: { id: string; name: string }[];
  /** 'another district' (OTHER_DISTRICT_ID, price 0) is offered. */
  otherDistrict: boolean;
  complementLabel: string | null;
}

export function addressFormSetup(
  company: Pick<Company, 'delivery_districts'>,
  delivery: Pick<DeliverySettings, 'prices' | 'additional_address_information'>,
  locale: string,
): AddressFormSetup {
  const districts =
    delivery.prices.type === 'districts'
      ? sortedDistricts(company.delivery_districts, locale).map(({ id, name }) => ({ id, name }))
      : [];
  const complementLabel = (delivery.additional_address_information ?? '').trim() || null;
  return {
    districts,
    showDistricts: districts.length > 0,
    otherDistrict: districts.length > 0 && delivery.prices.area?.enable_out_of_area === true,
    complementRequired: complementLabel !== null,
    complementLabel,
  };
}

export const isOtherDistrict = (id: string): boolean => id === OTHER_DISTRICT_ID;
