// The sandbox's webhooks: signed like a real provider's (signature.ts) and delivered over HTTP to
// the payment service's webhook route, retried a few times. The reconciliation job catches
// whatever still gets lost, as it would for a real provider.
import { randomUUID } from 'node:crypto';
import { signatureHeader, SIGNATURE_HEADER } from './signature';
import type { SandboxIntent } from './store';

/** Sends a request to our own webhook route (buildApp gives its own fetch). */
export type WebhookDispatch = (request: Request) => Promise<Response>;

export interface SandboxNotifier {
  notify(intent: SandboxIntent, type: string): void;
}

const RETRY_DELAYS_MS = [0, 1_000, 5_000];

export function sandboxNotifier(options: {
  providerId: string;
  webhookSecret: string;
  webhookUrl: string;
  dispatch: WebhookDispatch;
  now?: () => Date;
}): SandboxNotifier {
  const deliver = async (body: string): Promise<void> => {
    for (const delay of RETRY_DELAYS_MS) {
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      try {
        const headers = {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signatureHeader(
            options.webhookSecret,
            body,
            options.now?.() ?? new Date(),
          ),
        };
        const answer = await options.dispatch(
          new Request(options.webhookUrl, { method: 'POST', headers, body }),
        );
        if (answer.ok) return;
      } catch {
        // retried below; the reconciliation job is the last resort
      }
    }
    console.error(`[sandbox] webhook for provider ${options.providerId} not delivered`);
  };
  return {
    notify(intent, type) {
      const body = JSON.stringify({
        id: `sbx_evt_${randomUUID().replace(/-/g, '')}`,
        type,
        created: Math.floor(Date.now() / 1000),
        data: {
          id: intent.id,
          status: intent.status,
          amount: intent.amount,
          currency: intent.currency,
        },
      });
      void deliver(body);
    },
  };
}
