// A static Pix BR Code to the restaurant's own key (issue [10/13]): no provider account, no API.
// The diner pays from their bank app with the copy-and-paste code or its QR; nobody tells us,
// so the staff confirm it from the kitchen board ('payment received'). Hence no status check,
// no expiry and no automatic refund: a cancelled paid Pix is refunded by hand (refund_pending).
import { pixPayload, pixTxid } from '../../src/domain/pix-brcode';
import type { PaymentProvider, ProviderStatus } from './provider';
import { ProviderRefused, WebhookRejected } from './provider';

export interface PixStaticConfig {
  /** The Pix key: e-mail, CPF/CNPJ, +55 phone or random key. */
  key: string;
  merchantName: string;
  merchantCity: string;
}

export function createPixStaticProvider(config: PixStaticConfig): PaymentProvider {
  const unknown = (id: string): ProviderStatus => ({
    providerPaymentId: id,
    state: 'pending',
    amount: 0,
    currency: 'BRL',
  });
  return {
    kind: 'pix_static',
    refunds: false,
    createIntent(request) {
      if (request.currency.toUpperCase() !== 'BRL')
        return Promise.reject(new ProviderRefused('pix_static', 'currency_not_brl'));
      const txid = pixTxid(request.paymentId);
      const code = pixPayload({
        key: config.key,
        merchantName: config.merchantName,
        merchantCity: config.merchantCity,
        amount: request.amount,
        txid,
      });
      return Promise.resolve({
        providerPaymentId: txid,
        state: 'pending',
        client: { pix_code: code },
      });
    },
    // Only the staff know: the service never asks a manual provider (service.ts).
    retrieve: (id) => Promise.resolve(unknown(id)),
    cancel: (id) => Promise.resolve({ ...unknown(id), state: 'canceled' }),
    refund: () => Promise.reject(new ProviderRefused('pix_static', 'manual_refund')),
    parseWebhook() {
      throw new WebhookRejected('a static Pix sends no webhooks');
    },
  };
}
