// The conversation with a provider's hosted card fields, framed from the provider's own origin
// (the sandbox's today; docs/decisions.md "Online payments"). The storefront never sees the card:
// it sends the frame its labels and a 'confirm', and the frame answers with the outcome. Only
// messages from the frame's origin and window are read, and each is checked before use.
import type { OnlinePayment } from '../../../domain/payment-state';

export const FIELDS_SOURCE = 'comanda-sandbox';

/**
 * What the frame's confirm ended in (the server's word comes after, see
 * src/state/checkout/payment.ts).
 */
export type FieldsOutcome = 'succeeded' | 'failed' | 'invalid' | 'pending' | 'error';

export type FieldsMessage =
  | { type: 'ready' }
  | { type: 'height'; value: number }
  | { type: 'challenge' }
  | { type: 'result'; outcome: FieldsOutcome; code: string | null };

// No prototype: a status such as 'toString' must not find anything.
const OUTCOMES = Object.assign(Object.create(null) as Record<string, FieldsOutcome | undefined>, {
  succeeded: 'succeeded',
  failed: 'failed',
  canceled: 'failed',
  invalid: 'invalid',
  pending: 'pending',
  processing: 'pending',
  error: 'error',
} satisfies Record<string, FieldsOutcome>);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.length <= 64 ? value : null;

/** The message, if it is one the frame sends; anything else is ignored. */
export function readFieldsMessage(data: unknown): FieldsMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  if (m.source !== FIELDS_SOURCE) return null;
  switch (m.type) {
    case 'ready':
    case 'challenge':
      return { type: m.type };
    case 'height':
      return typeof m.value === 'number' && Number.isFinite(m.value)
        ? { type: 'height', value: Math.min(Math.max(Math.round(m.value), 60), 640) }
        : null;
    case 'result': {
      const status = text(m.status);
      return {
        type: 'result',
        outcome: (status === null ? undefined : OUTCOMES[status]) ?? 'error',
        code: text(m.code),
      };
    }
    default:
      return null;
  }
}

/** The frame's address: the intent and its client secret, and the storefront that frames it. */
export function fieldsUrl(payment: Pick<OnlinePayment, 'client'>, parentOrigin: string): string {
  const c = payment.client;
  const query = new URLSearchParams({
    provider: c.provider_id ?? '',
    intent: c.intent_id ?? '',
    secret: c.client_secret ?? '',
    parent: parentOrigin,
  });
  return `${c.fields_origin ?? ''}/fields?${query.toString()}`;
}

/** Whether this build can show the payment's own form in a frame (the sandbox's can). */
export const hasHostedFields = (payment: Pick<OnlinePayment, 'client'>): boolean =>
  Boolean(
    payment.client.fields_origin &&
    payment.client.intent_id &&
    payment.client.client_secret &&
    payment.client.provider_id,
  );

export interface FieldsController {
  /** Asks the frame to pay; resolves with the frame's outcome. */
  confirm: () => Promise<FieldsOutcome>;
  /** The provider's reason for the last confirm's refusal ('card_declined' …), if it gave one. */
  code?: () => string | null;
}

let mounted: FieldsController | null = null;

/** The frame on screen registers itself; one checkout shows one form at a time. */
export function registerFields(controller: FieldsController): () => void {
  mounted = controller;
  return () => {
    if (mounted === controller) mounted = null;
  };
}

export function mountedFields(): FieldsController | null {
  return mounted;
}
