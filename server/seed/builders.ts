// Shared builders for the demo companies: layout, landing buttons, services, payments.
// Each company file states only what makes it different.
import { randomBytes } from 'node:crypto';
import { PAYMENT_METHOD_CASH, WIFI_SEPARATOR } from '../../src/domain/constants';
import type { FontName } from '../../src/domain/constants';
import type {
  ButtonForm,
  EcommerceSettings,
  LandingContent,
  LatLng,
  LandingLayout,
  ServiceKey,
  ServiceSettings,
  TipSettings,
} from '../../src/domain/types';
import { defaultDelivery, defaultEcommerceSettings, defaultService } from '../db/defaults';
import type { CouponInput } from '../db/repositories/coupons';
import type { PaymentMethodInput } from '../db/repositories/payment-methods';
import { seedId } from './ids';
import type { Brand, SeededProvider } from './types';

export interface LayoutOptions {
  name: string;
  summary: string;
  titleFont: FontName;
  bodyFont: FontName;
  form: ButtonForm;
  background: LandingLayout['body']['background_type'];
}

export function layoutSettings(
  token: string,
  brand: Brand,
  o: LayoutOptions,
): EcommerceSettings['layout_settings'] {
  const media = (file: string) => (brand.imageBackground ? `/media/${token}/${file}` : null);
  return {
    landing: {
      title: { name: o.name, summary: o.summary, font: o.titleFont, text_color: brand.text },
      content: { font: o.bodyFont, text_color: brand.text },
      body: {
        background_type: o.background,
        background_color: brand.primary,
        degraded_color: { degraded_1: brand.primary, degraded_2: brand.secondary },
        background_image: {
          desktop_url: media('bg-desktop.svg'),
          mobile_url: media('bg-mobile.svg'),
          thumbnail_desktop_url: media('bg-desktop-thumb.svg'),
          thumbnail_mobile_url: media('bg-mobile-thumb.svg'),
        },
      },
      buttons_icons: {
        button_color: brand.text,
        text_color: brand.primary,
        form_color: brand.secondary,
        form: o.form,
      },
      footer: {
        background_color: '#FFFFFF',
        text_color: '#1F2937',
        app_download_color: brand.primary,
        download_app_enabled: true,
        promotion_enabled: true,
      },
    },
    product: {
      body: { background_color: '#FFFFFF' },
      buttons_icons: { background_color: brand.primary, text_color: '#FFFFFF' },
      secondary_color: brand.secondary,
      content: { text_color: '#1F2937', discounts_color: '#DC2626', font: o.bodyFont },
    },
  };
}

type Button = [name: string, type: string, value: string];

export function landing(token: string, buttons: Button[]): LandingContent[] {
  return buttons.map(([name, type, value], order) => ({
    id: seedId(token, 'landing', name),
    name,
    order,
    status: true,
    type,
    value,
  }));
}

export const wifi = (network: string, password: string) => `${network}${WIFI_SEPARATOR}${password}`;

export function service(active: boolean, extra: Partial<ServiceSettings> = {}): ServiceSettings {
  return { ...defaultService(active), ...extra };
}

export const percentTips = (options: number[]): TipSettings => ({
  active: true,
  type: 'percentage',
  options,
});

/** The defaults with every service type switched as asked. */
export function baseSettings(name: string, active: Record<ServiceKey, boolean>): EcommerceSettings {
  const base = defaultEcommerceSettings(name);
  return {
    ...base,
    table: service(active.table),
    onsite: service(active.onsite, { onsite_qr_ordering: true }),
    takeaway: service(active.takeaway),
    delivery: defaultDelivery(active.delivery),
  };
}

export function cash(
  token: string,
  key: ServiceKey,
  description: string | null = null,
): PaymentMethodInput {
  return {
    id: seedId(token, 'payment', key, PAYMENT_METHOD_CASH),
    code: PAYMENT_METHOD_CASH,
    description,
    payment_code: null,
    payment_method_fee: 0,
    provider_id: null,
    provider_code: null,
  };
}

/**
 * The demo "Sandbox" provider (server/payments/sandbox): test cards only, never a real charge.
 * Its webhook secret is drawn afresh for each seeded database, so no two installs share one.
 */
export function sandboxProvider(token: string): SeededProvider {
  return {
    id: seedId(token, 'provider', 'sandbox'),
    kind: 'sandbox',
    publicConfig: {},
    secretConfig: { webhook_secret: randomBytes(32).toString('hex') },
  };
}

/** A static Pix BR Code to the restaurant's own key; the staff confirm it from /kitchen. */
export function pixStaticProvider(
  token: string,
  config: { pix_key: string; merchant_name: string; merchant_city: string },
): SeededProvider {
  return {
    id: seedId(token, 'provider', 'pix_static'),
    kind: 'pix_static',
    publicConfig: { ...config },
    secretConfig: {},
  };
}

/** An online method (card, wallet or pix) paid through `provider`. */
export function online(
  token: string,
  key: ServiceKey,
  code: 'card' | 'wallet' | 'pix',
  provider: Pick<SeededProvider, 'id' | 'kind'>,
): PaymentMethodInput {
  return {
    id: seedId(token, 'payment', key, code),
    code,
    description: null,
    payment_code: null,
    payment_method_fee: 0,
    provider_id: provider.id,
    provider_code: provider.kind,
  };
}

/** Cash for each listed service type, plus any extra methods. */
export function payments(
  token: string,
  keys: ServiceKey[],
  extra: (key: ServiceKey) => PaymentMethodInput[] = () => [],
): Partial<Record<ServiceKey, PaymentMethodInput[]>> {
  return Object.fromEntries(keys.map((key) => [key, [cash(token, key), ...extra(key)]]));
}

export function mediaLogo(token: string): { logo_url: string; logo_thumbnail_url: string } {
  return {
    logo_url: `/media/${token}/logo.svg`,
    logo_thumbnail_url: `/media/${token}/logo-thumb.svg`,
  };
}

type CouponSpec = Pick<
  CouponInput,
  'code' | 'discount_type' | 'value' | 'usage_limit' | 'coupons_used' | 'min_amount'
> &
  Partial<Pick<CouponInput, 'published' | 'active'>>;

/** An active, published coupon valid in the given window, unless the spec says otherwise. */
export function coupon(window: { start: string; end: string }, spec: CouponSpec): CouponInput {
  return { published: true, active: true, start_date: window.start, end_date: window.end, ...spec };
}

/** A regular polygon of `sides` points around a centre, `radiusKm` away (for delivery areas). */
export function polygon(
  latitude: number,
  longitude: number,
  radiusKm: number,
  sides = 8,
): LatLng[] {
  const latDeg = radiusKm / 111.32;
  const lngDeg = radiusKm / (111.32 * Math.cos((latitude * Math.PI) / 180));
  return Array.from({ length: sides }, (_, i) => {
    const angle = (2 * Math.PI * i) / sides;
    const round = (n: number) => Math.round(n * 1e6) / 1e6;
    return {
      latitude: round(latitude + latDeg * Math.sin(angle)),
      longitude: round(longitude + lngDeg * Math.cos(angle)),
    };
  });
}
