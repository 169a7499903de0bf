// The back office's payment methods and landing settings (issue [11/13]): each is one settings
// section saved with its version (a stale one is 409 edit_conflict with the current section),
// validated with the shared schemas (422 with the field), audited as settings.{section}, and
// seen by the storefront's public answers at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LandingValue, PaymentsValue } from '../../../src/domain/brand-schemas';
import type { Company, EcommerceSettings, PaymentMethods } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { api, json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import { login } from '../kitchen/support';
import { auditCount, brandCall, lastAudit } from './brand-support';
import { ownerLogin } from './support';

interface Section<T> {
  version: number;
  value: T;
}
interface PaymentsAnswer extends Section<PaymentsValue> {
  providers: { id: string; kind: string; methods: string[] }[];
}
interface Conflict<T> extends ErrorBody {
  current?: Section<T>;
}

describe.each(testDialects)('admin brand settings (%s)', (dialect) => {
  let h: Harness;
  let cookie: string;

  const get = async <T>(path: string, owner = cookie, token = 'demo'): Promise<T> => {
    const response = await brandCall(h, 'GET', path, { cookie: owner, token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return json<T>(response);
  };
  const put = (path: string, body: unknown, owner = cookie, token = 'demo') =>
    brandCall(h, 'PUT', path, { cookie: owner, token, body });
  const publicJson = async <T>(path: string): Promise<T> => {
    const response = await h.app.request(api(h, path));
    expect(response.status).toBe(200);
    return json<T>(response);
  };

  beforeAll(async () => {
    h = await startHarness(dialect, {
      env: { RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_COMPANY_LOGIN_PER_MINUTE: '1000' },
    });
    cookie = await ownerLogin(h);
  });
  afterAll(async () => {
    await h.cleanup();
  });

  it("is the owner's only, on the owner's own origin", async () => {
    for (const path of ['/settings/payments', '/settings/landing', '/coupons', '/loyalty'])
      expect((await brandCall(h, 'GET', path)).status, path).toBe(401);
    expect(
      (await brandCall(h, 'GET', '/settings/landing', { cookie: await login(h) })).status,
    ).toBe(401);
    // Another company's owner session is no session here.
    const sabor = await ownerLogin(h, 'sabor');
    expect((await brandCall(h, 'GET', '/settings/landing', { cookie: sabor })).status).toBe(401);
    const current = await get<Section<LandingValue>>('/settings/landing');
    const foreign = await brandCall(h, 'PUT', '/settings/landing', {
      cookie,
      body: current,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
  });

  describe('payment methods', () => {
    it('lists every service with the offline methods, and online ones from the configured providers', async () => {
      const answer = await get<PaymentsAnswer>('/settings/payments');
      expect(answer.version).toBe(0);
      expect(Object.keys(answer.value).sort()).toEqual(['delivery', 'onsite', 'table', 'takeaway']);
      const text = JSON.stringify(answer);
      // Provider keys never reach the back office.
      expect(text).not.toMatch(/secret|webhook|sk_|whsec_/i);
      const cash = answer.value.delivery.find((m) => m.code === 'cash');
      expect(cash).toMatchObject({ kind: 'offline', enabled: true, provider_id: null });
      for (const provider of answer.providers)
        for (const code of provider.methods)
          expect(
            answer.value.delivery.some((m) => m.provider_id === provider.id && m.code === code),
          ).toBe(true);
    });

    it('saves order, instructions, fees and enabled state, and the checkout lists them at once', async () => {
      const start = await get<PaymentsAnswer>('/settings/payments');
      const delivery = start.value.delivery;
      const cash = delivery.find((m) => m.code === 'cash')!;
      const transfer = {
        id: null,
        kind: 'offline' as const,
        code: 'transfer',
        description: 'Bank transfer to ACME 123-456',
        payment_code: 'ACME-123-456',
        fee: 1.5,
        provider_id: null,
        enabled: true,
      };
      const value: PaymentsValue = {
        ...start.value,
        delivery: [
          transfer,
          { ...cash, description: '  Bring change  ' },
          ...delivery.filter((m) => m !== cash),
        ],
        takeaway: start.value.takeaway.map((m) =>
          m.code === 'cash' ? { ...m, enabled: false } : m,
        ),
      };
      const before = await auditCount(h, h.demo.id);
      const response = await put('/settings/payments', { version: 0, value });
      expect(response.status).toBe(200);
      const saved = await json<PaymentsAnswer>(response);
      expect(saved.version).toBe(1);
      expect(saved.value.delivery[0]).toMatchObject({ code: 'transfer', fee: 1.5, enabled: true });
      expect(saved.value.delivery[1]).toMatchObject({ id: cash.id, description: 'Bring change' });
      expect(await auditCount(h, h.demo.id)).toBe(before + 1);
      const entry = await lastAudit(h, cookie);
      expect(entry).toMatchObject({ action: 'settings.payments', entity: 'settings' });
      expect(JSON.stringify(entry)).not.toMatch(/secret/i);

      const methods = await publicJson<PaymentMethods>(
        `/ms-payments/public/companies/${h.demo.id}/payment-methods?service_type=delivery`,
      );
      expect(methods.delivery?.map((m) => m.code).slice(0, 2)).toEqual(['transfer', 'cash']);
      expect(methods.delivery?.[0]).toMatchObject({
        description: 'Bank transfer to ACME 123-456',
        payment_code: 'ACME-123-456',
        payment_method_fee: 1.5,
        provider_id: null,
      });
      const takeaway = await publicJson<PaymentMethods>(
        `/ms-payments/public/companies/${h.demo.id}/payment-methods?service_type=takeaway`,
      );
      expect(takeaway.takeaway?.some((m) => m.code === 'cash')).toBe(false);
      // The disabled cash keeps its place in the back office, ready to be enabled again.
      const reread = await get<PaymentsAnswer>('/settings/payments');
      const disabledCash = reread.value.takeaway.find((m) => m.code === 'cash');
      expect(disabledCash).toMatchObject({ enabled: false, kind: 'offline' });

      // Two saves from the same version: the second is 409 with the section as it is now.
      const stale = await put('/settings/payments', { version: 0, value });
      expect(stale.status).toBe(409);
      const conflict = await json<Conflict<PaymentsValue>>(stale);
      expect(conflict.code).toBe('edit_conflict');
      expect(conflict.current?.version).toBe(1);
      expect(conflict.current?.value.delivery[0]?.code).toBe('transfer');
    });

    it('refuses bad methods with the field, and ids or providers that are not the company’s', async () => {
      const { version, value } = await get<PaymentsAnswer>('/settings/payments');
      const cash = value.table.find((m) => m.code === 'cash')!;
      const bad: [unknown, string][] = [
        [{ ...cash, fee: 101 }, 'value.table.0.fee'],
        [{ ...cash, fee: 1.234 }, 'value.table.0.fee'],
        [{ ...cash, code: 'Cash Money' }, 'value.table.0.code'],
        [{ ...cash, id: null, code: 'voucher', description: null }, 'value.table.0.description'],
        [{ ...cash, description: 'x'.repeat(301) }, 'value.table.0.description'],
        [{ ...cash, kind: 'online', provider_id: null }, 'value.table.0.provider_id'],
      ];
      const before = await auditCount(h, h.demo.id);
      for (const [method, field] of bad) {
        const response = await put('/settings/payments', {
          version,
          value: { ...value, table: [method] },
        });
        expect(response.status, field).toBe(422);
        const body = await json<ErrorBody>(response);
        expect(body.code).toBe('invalid_body');
        expect(Object.keys(body.errors ?? {}), field).toContain(field);
      }
      const unknownProvider = await put('/settings/payments', {
        version,
        value: {
          ...value,
          table: [{ ...cash, id: null, kind: 'online', code: 'card', provider_id: 'nope' }],
        },
      });
      expect(unknownProvider.status).toBe(422);
      expect(Object.keys((await json<ErrorBody>(unknownProvider)).errors ?? {})).toEqual([
        'value.table.0.provider_id',
      ]);
      expect((await put('/settings/payments', { value })).status).toBe(422);
      // Another company's method id is not found here.
      const sabor = await ownerLogin(h, 'sabor');
      const theirs = await get<PaymentsAnswer>('/settings/payments', sabor, 'sabor');
      const foreignId = theirs.value.table.find((m) => m.id !== null)?.id;
      expect(foreignId).toBeDefined();
      const foreign = await put('/settings/payments', {
        version,
        value: { ...value, table: [{ ...cash, id: foreignId }] },
      });
      expect(foreign.status).toBe(404);
      expect(await auditCount(h, h.demo.id)).toBe(before);
    });
  });

  describe('landing and branding', () => {
    it('saves the layout, buttons and social links, and the storefront shows them at once', async () => {
      const start = await get<Section<LandingValue>>('/settings/landing');
      expect(start.version).toBe(0);
      const value: LandingValue = {
        ...start.value,
        layout: {
          ...start.value.layout,
          title: {
            ...start.value.layout.title,
            name: '  Sunset Grill  ',
            font: 'rubik',
            text_color: '#112233',
          },
          body: {
            ...start.value.layout.body,
            background_type: 'gradient',
            degraded_color: { degraded_1: '#FFEEDD', degraded_2: '#DDEEFF' },
          },
        },
        contents: [
          { id: null, name: 'Our menu', status: true, type: 'menu_webapp_url', value: '/' },
          {
            id: null,
            name: 'Chat with us',
            status: true,
            type: 'whatsapp_number',
            value: '+1 555 010 9999',
          },
          { id: null, name: 'Wifi', status: false, type: 'wifi_network', value: 'Guests|||s3cret' },
          {
            id: null,
            name: 'Reviews',
            status: true,
            type: 'link',
            value: 'https://reviews.example.com/sunset',
          },
        ],
        social: {
          facebook: 'https://facebook.com/sunset',
          instagram: null,
          tiktok: null,
          tripadvisor: null,
        },
      };
      const before = await publicJson<{ catalog_version?: number }>(
        `/ms-companies/public/companies/${h.demo.id}`,
      );
      expect(before).toBeDefined();
      const response = await put('/settings/landing', { version: 0, value });
      expect(response.status).toBe(200);
      const saved = await json<Section<LandingValue>>(response);
      expect(saved.version).toBe(1);
      expect(saved.value.layout.title.name).toBe('Sunset Grill');
      expect(saved.value.contents.map((c) => c.name)).toEqual([
        'Our menu',
        'Chat with us',
        'Wifi',
        'Reviews',
      ]);
      expect(saved.value.contents.every((c) => typeof c.id === 'string')).toBe(true);
      expect(await lastAudit(h, cookie)).toMatchObject({
        action: 'settings.landing',
        entity: 'settings',
      });

      const companyAnswer = await h.app.request(
        api(h, `/ms-companies/public/companies/${h.demo.id}`),
      );
      expect(companyAnswer.headers.get('cache-control')).toBe('no-cache');
      const company = await json<Company>(companyAnswer);
      expect(company.landing_contents.map((c) => [c.order, c.type, c.status])).toEqual([
        [0, 'menu_webapp_url', true],
        [1, 'whatsapp_number', true],
        [2, 'wifi_network', false],
        [3, 'link', true],
      ]);
      expect(company.facebook).toEqual({ url: 'https://facebook.com/sunset' });
      expect(company.instagram).toBeNull();
      const settings = await publicJson<EcommerceSettings>(
        `/ms-companies/public/companies/${h.demo.id}/ecommerce-settings`,
      );
      expect(settings.layout_settings.landing.title).toMatchObject({
        name: 'Sunset Grill',
        font: 'rubik',
        text_color: '#112233',
      });
      expect(settings.layout_settings.landing.body.background_type).toBe('gradient');
      expect(settings.layout_settings.landing.footer).toBeDefined();
      expect(settings.social_networks_settings.instagramUrl).toBeNull();
      // The landing HTML carries the new title in its boot data and is revalidated every time.
      const page = await h.app.request(h.demoUrl('/'));
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text()).toContain('Sunset Grill');

      // Two saves from the same version: one wins, the other is 409 with the section now.
      const stale = await put('/settings/landing', {
        version: 0,
        value: {
          ...value,
          layout: { ...value.layout, title: { ...value.layout.title, name: 'Mine' } },
        },
      });
      expect(stale.status).toBe(409);
      const conflict = await json<Conflict<LandingValue>>(stale);
      expect(conflict.code).toBe('edit_conflict');
      expect(conflict.current).toEqual(saved);
    });

    it('refuses colours, fonts, urls and buttons that break the rules, naming the field', async () => {
      const { version, value } = await get<Section<LandingValue>>('/settings/landing');
      const layout = value.layout;
      const button = {
        id: null,
        name: 'Go',
        status: true,
        type: 'link',
        value: 'https://ok.example.com',
      };
      const cases: [unknown, string][] = [
        [
          { ...value, layout: { ...layout, title: { ...layout.title, text_color: 'red' } } },
          'value.layout.title.text_color',
        ],
        [
          { ...value, layout: { ...layout, title: { ...layout.title, text_color: '#12345' } } },
          'value.layout.title.text_color',
        ],
        [
          { ...value, layout: { ...layout, content: { ...layout.content, font: 'comic_sans' } } },
          'value.layout.content.font',
        ],
        [
          {
            ...value,
            layout: { ...layout, buttons_icons: { ...layout.buttons_icons, form: 'blob' } },
          },
          'value.layout.buttons_icons.form',
        ],
        [
          {
            ...value,
            layout: {
              ...layout,
              body: {
                ...layout.body,
                background_type: 'image',
                background_image: { desktop_url: null, mobile_url: null },
              },
            },
          },
          'value.layout.body.background_image.desktop_url',
        ],
        [
          {
            ...value,
            layout: {
              ...layout,
              body: {
                ...layout.body,
                background_image: {
                  desktop_url: 'https://cdn.example.com/x.png',
                  mobile_url: null,
                },
              },
            },
          },
          'value.layout.body.background_image.desktop_url',
        ],
        [
          { ...value, social: { ...value.social, instagram: 'http://instagram.com/x' } },
          'value.social.instagram',
        ],
        [
          { ...value, social: { ...value.social, tiktok: 'javascript:alert(1)' } },
          'value.social.tiktok',
        ],
        [
          { ...value, contents: [{ ...button, value: 'http://plain.example.com' }] },
          'value.contents.0.value',
        ],
        [
          { ...value, contents: [{ ...button, type: 'whatsapp_number', value: 'call me' }] },
          'value.contents.0.value',
        ],
        [
          { ...value, contents: [{ ...button, type: 'wifi_network', value: '|||pw' }] },
          'value.contents.0.value',
        ],
        [
          {
            ...value,
            contents: [{ ...button, type: 'menu_webapp_url', value: 'javascript:alert(1)' }],
          },
          'value.contents.0.value',
        ],
        [{ ...value, contents: [{ ...button, name: '  ' }] }, 'value.contents.0.name'],
        [{ ...value, contents: [{ ...button, type: 'teleport' }] }, 'value.contents.0.type'],
        [{ ...value, logo_url: 'https://cdn.example.com/logo.png' }, 'value.logo_url'],
      ];
      const before = await auditCount(h, h.demo.id);
      for (const [bad, field] of cases) {
        const response = await put('/settings/landing', { version, value: bad });
        expect(response.status, field).toBe(422);
        const body = await json<ErrorBody>(response);
        expect(body.code).toBe('invalid_body');
        expect(Object.keys(body.errors ?? {}), field).toContain(field);
      }
      expect((await put('/settings/landing', { version: -1, value })).status).toBe(422);
      expect(await auditCount(h, h.demo.id)).toBe(before);
    });
  });
});
