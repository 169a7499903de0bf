// Row shapes of the payment tables (migration 0005). See schema.ts.
import type { Flag, JsonText } from './schema';

export interface PaymentProvidersTable {
  id: string;
  company_id: string;
  kind: string;
  public_config: JsonText;
  /** Never answered, never logged: read only when an adapter is made. */
  secret_config: JsonText;
  is_active: Flag;
  created_at: string;
}

export interface PaymentsTable {
  id: string;
  company_id: string;
  order_id: string | null;
  provider_id: string;
  provider_kind: string;
  payment_method_id: string;
  method_kind: string;
  provider_payment_id: string | null;
  amount: number;
  currency: string;
  state: string;
  fingerprint: string;
  client: JsonText;
  refund_state: string | null;
  refunded_amount: number;
  attempts: number;
  started_at: string | null;
  settled_at: string | null;
  created_at: string;
  updated_at: string;
  /** What the provider says it took, once it succeeded (migration 0009). */
  received_amount: number | null;
  received_currency: string | null;
  /** Why the money went back: order_cancelled | amount_mismatch | not_placeable. */
  refund_reason: string | null;
  /** The tab payment this money is for (migration 0013); its order_id is then null. */
  tab_payment_id: string | null;
}

export interface PaymentEventsTable {
  provider_id: string;
  event_id: string;
  type: string;
  received_at: string;
}

export interface SandboxIntentsTable {
  id: string;
  provider_id: string;
  amount: number;
  currency: string;
  status: string;
  method: string;
  client_secret: string;
  idempotency_key: string;
  metadata: JsonText;
  card_last4: string | null;
  refunded: number;
  created_at: string;
  updated_at: string;
}
