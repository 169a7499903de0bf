// Issue [10/13] "The CSP allows a provider's origins only on the pages that need them": a
// storefront page of a company with an active provider allows that provider's origins; the
// kitchen page, API answers, files, the 404 and other companies' pages keep the base policy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPaymentProvider } from '../../../server/db/repositories/payment-providers';
import type { ProviderKind } from '../../../server/payments/provider';
import { testDialects } from '../helpers/databases';
import { api, BASE_HOST, cloneDemo, startHarness } from '../api/harness';
import type { Harness } from '../api/harness';
import { addSandbox } from './support';

const SANDBOX = `http://pay-sandbox.${BASE_HOST}`;

const policyOf = (res: Response): string => res.headers.get('content-security-policy') ?? '';

/** One directive's sources, or undefined when the policy does not name it. */
function sources(res: Response, name: string): string[] | undefined {
  const found = policyOf(res)
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([directive]) => directive === name);
  return found?.slice(1);
}

/** The policy every answer gets without a provider (tests/integration/api/security-headers). */
function expectBasePolicy(res: Response, label: string): void {
  expect(sources(res, 'frame-src'), label).toBeUndefined();
  expect(sources(res, 'script-src'), label).toEqual(["'self'"]);
  expect(sources(res, 'connect-src'), label).toEqual(["'self'"]);
  expect(policyOf(res), label).not.toContain('pay-sandbox');
}

describe.each(testDialects)('payment providers in the CSP (%s)', (dialect) => {
  let h: Harness;
  const url = (token: string, path: string) => `http://${token}.${BASE_HOST}${path}`;

  /** A company of its own (cloned from the demo, so with no provider) with these providers. */
  async function companyWith(token: string, kinds: ProviderKind[], active = true) {
    const company = await cloneDemo(h, { token, name: `CSP ${token}` });
    for (const kind of kinds) {
      const id = await insertPaymentProvider(h.db, company.id, {
        kind,
        publicConfig: {},
        secretConfig: { webhook_secret: 'x' },
      });
      if (!active)
        await h.db
          .updateTable('payment_providers')
          .set({ is_active: 0 })
          .where('id', '=', id)
          .execute();
    }
    return company;
  }

  beforeAll(async () => {
    h = await startHarness(dialect);
    // The seed gives the demo a sandbox already; one more changes nothing (deduplicated).
    await addSandbox(h, h.demo.id);
    await companyWith('plain', []);
    await companyWith('dormant', ['sandbox'], false);
    await companyWith('stripey', ['stripe']);
    await companyWith('mercado', ['mercadopago', 'sandbox']);
    await companyWith('pixonly', ['pix_static']);
  });
  afterAll(() => h.cleanup());

  it.each(['/', '/products', '/cart', '/tracking'])(
    'a sandbox company allows its hosted fields on %s',
    async (path) => {
      const res = await h.app.request(h.demoUrl(path));
      expect(res.status).toBe(200);
      expect(sources(res, 'frame-src')).toEqual(["'self'", SANDBOX]);
      // Frames only: no script or connection goes to the sandbox.
      expect(sources(res, 'script-src')).toEqual(["'self'"]);
      expect(sources(res, 'connect-src')).toEqual(["'self'"]);
      expect(policyOf(res)).toContain("default-src 'self'");
      expect(policyOf(res)).toContain("frame-ancestors 'none'");
    },
  );

  it('keeps the base policy on the kitchen, API answers, files and the 404', async () => {
    const answers: [string, string][] = [
      ['kitchen page', h.demoUrl('/kitchen')],
      ['API answer', api(h, `/ms-companies/public/companies/${h.demo.id}`)],
      ['payment methods', api(h, `/ms-payments/public/companies/${h.demo.id}/payment-methods`)],
      ['missing file', h.demoUrl('/missing.js')],
      ['manifest', h.demoUrl('/manifest-demo.json')],
      ['redirect', h.demoUrl('/somewhere')],
      ['unknown company', url('nobody', '/')],
      ['localized 404', h.demoUrl('/es/404')],
    ];
    for (const [label, address] of answers) {
      expectBasePolicy(await h.app.request(address), label);
    }
  });

  it('adds nothing for a company without providers, nor for an inactive one', async () => {
    expectBasePolicy(await h.app.request(url('plain', '/')), 'no provider');
    expectBasePolicy(await h.app.request(url('plain', '/products')), 'no provider, /products');
    expectBasePolicy(await h.app.request(url('dormant', '/')), 'inactive sandbox');
    expectBasePolicy(await h.app.request(url('pixonly', '/')), 'static Pix');
  });

  it('allows the origins Stripe.js documents', async () => {
    const res = await h.app.request(url('stripey', '/'));
    expect(sources(res, 'script-src')).toEqual(["'self'", 'https://js.stripe.com']);
    expect(sources(res, 'frame-src')).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://hooks.stripe.com',
    ]);
    expect(sources(res, 'connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    expectBasePolicy(await h.app.request(url('stripey', '/kitchen')), 'stripe kitchen');
  });

  it("allows Mercado Pago's SDK origins, merged with a sandbox's", async () => {
    const res = await h.app.request(url('mercado', '/info'));
    expect(sources(res, 'script-src')).toEqual(["'self'", 'https://sdk.mercadopago.com']);
    expect(sources(res, 'connect-src')).toEqual(["'self'", 'https://api.mercadopago.com']);
    expect(sources(res, 'frame-src')).toEqual(["'self'", 'https://*.mercadopago.com', SANDBOX]);
  });

  it('gives the sandbox origin in the scheme the page was asked in', async () => {
    const res = await h.app.request(`https://demo.${BASE_HOST}/`);
    expect(sources(res, 'frame-src')).toEqual(["'self'", `https://pay-sandbox.${BASE_HOST}`]);
  });
});
