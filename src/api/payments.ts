// §7.4 payments: the methods per service type and the online payment intent calls.
import type { PaymentMethods, ServiceType } from '../domain/types';
import { request } from './client';
import { segment } from './url';

/** The answer is keyed by the lower-cased service type (§3 "Payment methods response"). */
export function getPaymentMethods(
  companyId: string,
  serviceType: ServiceType,
): Promise<PaymentMethods> {
  return request('GET', `/ms-payments/public/companies/${segment(companyId)}/payment-methods`, {
    query: { service_type: serviceType.toLowerCase() },
  });
}

/** §7.4 payment intent payload. */
export interface CompanyPaymentPayload {
  provider_id: string;
  company_id: string;
  company_logo_url: string | null;
  reference_id: string;
  currency: string;
  country_code: string;
  received_amount: number;
  payment_method: string;
  client_id: string | null;
  meta: {
    payment: { bill_amount: number; tip_amount: number; payment_method_id: string };
    combos: { combo_id: string; full_name: string; quantity: number }[];
  };
}

/** Parameters for the embedded payment form; provider-specific, so kept opaque. */
export type CompanyPaymentAnswer = Record<string, unknown>;

export function createCompanyPayment(
  payload: CompanyPaymentPayload,
): Promise<CompanyPaymentAnswer> {
  return request('POST', '/ms-payments/public/company-payments', { body: payload });
}

export function getCompanyPaymentFilters(query: {
  reference_id: string;
  payment_method_id: string;
}): Promise<{ data: { data: unknown } }> {
  return request('GET', '/ms-payments/public/company-payments/filters', { query: { ...query } });
}
