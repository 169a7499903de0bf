// §7.4 payments: the methods per service type, the online payment intent, its start and the
// order's payments as the server last checked them with the provider.
import type { OnlinePayment } from '../domain/payment-state';
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

export function createCompanyPayment(payload: CompanyPaymentPayload): Promise<OnlinePayment> {
  return request('POST', '/ms-payments/public/company-payments', { body: payload });
}

/** The diner pressed pay: the server places the order and the payment waits for its outcome. */
export function startCompanyPayment(companyId: string, paymentId: string): Promise<OnlinePayment> {
  return request('POST', `/ms-payments/public/company-payments/${segment(paymentId)}/start`, {
    body: { company_id: companyId },
  });
}

/** The order's payments, newest first, each checked with its provider by the server. */
export async function getCompanyPayments(
  companyId: string,
  orderId: string,
): Promise<OnlinePayment[]> {
  const answer: { data: { data: OnlinePayment[] } } = await request(
    'GET',
    '/ms-payments/public/company-payments/filters',
    { query: { company_id: companyId, reference_id: orderId } },
  );
  return answer.data.data;
}
