// The origins a storefront page must allow for its company's active payment providers (issue
// [10/13]: "The CSP allows a provider's origins only on the pages that need them"). Only the
// storefront pages ask for them; the kitchen, API answers, files and the 404 keep the base policy
// (server/http/security.ts builds both).
import type { ProviderRecord } from '../../db/repositories/payment-providers';
import type { CspExtra } from '../../http/security';
import type { ProviderKind } from '../../payments/provider';

/**
 * What each provider's browser SDK documents it needs:
 * - Stripe.js (docs.stripe.com/security/guide#content-security-policy): the script and its
 *   frames from https://js.stripe.com, 3-D Secure frames from https://hooks.stripe.com, and
 *   calls to https://api.stripe.com.
 * - Mercado Pago's SDK JS v2 (Checkout Bricks' CSP guide): the script from
 *   https://sdk.mercadopago.com, calls to https://api.mercadopago.com, and its secure-fields
 *   and challenge frames from subdomains of mercadopago.com.
 * - The sandbox: its hosted card fields, framed from its own origin (sandboxOrigin).
 * - A static Pix needs nothing: the page only shows a code and its QR.
 */
const PROVIDER_SOURCES: Record<Exclude<ProviderKind, 'sandbox'>, CspExtra> = {
  stripe: {
    'script-src': ['https://js.stripe.com'],
    'frame-src': ['https://js.stripe.com', 'https://hooks.stripe.com'],
    'connect-src': ['https://api.stripe.com'],
  },
  mercadopago: {
    'script-src': ['https://sdk.mercadopago.com'],
    'connect-src': ['https://api.mercadopago.com'],
    'frame-src': ['https://*.mercadopago.com'],
  },
  pix_static: {},
};

/** The extra sources for these providers (inactive ones add nothing), merged and deduplicated. */
export function providerSources(
  providers: readonly Pick<ProviderRecord, 'kind' | 'active'>[],
  sandboxOrigin: string,
): CspExtra {
  const merged: Record<keyof CspExtra, Set<string>> = {
    'script-src': new Set(),
    'frame-src': new Set(),
    'connect-src': new Set(),
  };
  for (const provider of providers) {
    if (!provider.active) continue;
    const sources: CspExtra =
      provider.kind === 'sandbox'
        ? { 'frame-src': [sandboxOrigin] }
        : PROVIDER_SOURCES[provider.kind];
    for (const key of Object.keys(merged) as (keyof CspExtra)[])
      for (const source of sources[key] ?? []) merged[key].add(source);
  }
  const extra: CspExtra = {};
  for (const key of Object.keys(merged) as (keyof CspExtra)[])
    if (merged[key].size > 0) extra[key] = [...merged[key]];
  return extra;
}
