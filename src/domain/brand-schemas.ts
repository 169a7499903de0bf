// The back office's settings for selling and the brand (issue [11/13]): payment methods, coupons,
// loyalty and the landing page. The forms validate with these schemas before sending and the
// server validates every body with the same ones (DESIGN rule 5), so a refusal names the field
// the form shows it on. Money is integer minor units (DESIGN rule 3); the forms read what the
// owner typed with parseMoney.
import {
  array,
  boolean,
  coerce,
  enums,
  integer,
  nullable,
  number,
  object,
  refine,
  size,
  string,
  validate,
} from 'superstruct';
import type { Infer, Struct } from 'superstruct';
import { isHexColor } from './brand-colors';
import { FONTS, LIMITS, WIFI_SEPARATOR } from './constants';
import type { ButtonForm, ServiceKey } from './types';

// ---------------------------------------------------------------------------------------------
// Shared pieces

/** A failure's path under the value being refined (superstruct's context path, then `rest`). */
const pathIn = (ctx: { path: readonly unknown[] }, ...rest: (string | number)[]): unknown[] => [
  ...ctx.path,
  ...rest,
];

/** Control characters (C0, DEL, C1) and the line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

const trimmedString = coerce(string(), string(), (value) => value.trim());

/** A trimmed one-line text of 1..max code points. */
export const line = (max: number) =>
  refine(trimmedString, 'text', (value) => {
    const length = [...value].length;
    if (length === 0) return 'must not be empty';
    if (length > max) return `must be at most ${max} characters`;
    if (CONTROL.test(value)) return 'must not contain control characters';
    return true;
  });

/** A trimmed text of 0..max code points (new lines allowed), '' read as null. */
export const optionalText = (max: number) =>
  coerce(
    nullable(
      refine(string(), 'text', (value) =>
        [...value].length > max ? `must be at most ${max} characters` : true,
      ),
    ),
    string(),
    (value) => (value.trim() === '' ? null : value.trim()),
  );

export const HexColor = refine(trimmedString, 'colour', (value) =>
  isHexColor(value) ? true : 'must be a #RRGGBB colour',
);

export const FONT_NAMES = Object.keys(FONTS) as (keyof typeof FONTS)[];
export const Font = enums(FONT_NAMES);

/** yyyy-MM-dd, a real calendar day. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const Day = refine(string(), 'date', (value) =>
  isCalendarDay(value) ? true : 'must be a date (yyyy-MM-dd)',
);

/** An https:// address with a host, at most 2048 characters. */
export function isHttpsUrl(value: string): boolean {
  if (value.length > 2048 || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const HttpsUrl = refine(trimmedString, 'https url', (value) =>
  isHttpsUrl(value) ? true : 'must be an https:// address',
);

/** Money in minor units: 0 .. LIMITS.moneyMax. */
export const Money = refine(integer(), 'money', (value) =>
  value >= 0 && value <= LIMITS.moneyMax ? true : `must be between 0 and ${LIMITS.moneyMax}`,
);

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** Why a discount value is refused for its type, or null: a percentage is 1–100, a fixed amount is 1 or more minor units. */
export function discountValueProblem(type: DiscountType, value: number): string | null {
  if (!Number.isInteger(value)) return 'must be a whole number';
  if (type === 'percentage')
    return value >= 1 && value <= 100 ? null : 'a percentage must be between 1 and 100';
  return value >= 1 && value <= LIMITS.moneyMax
    ? null
    : `an amount must be between 1 and ${LIMITS.moneyMax} minor units`;
}

/** A row version a client sends back: 1 or more. */
export const RowVersion = refine(integer(), 'version', (v) =>
  v >= 1 ? true : 'must be 1 or more',
);
/** A settings section's version: 0 for one never saved. */
export const SectionVersionNumber = refine(integer(), 'version', (v) =>
  v >= 0 ? true : 'must be 0 or more',
);

/** Validates with coercion; the failures keyed by field path ('value.code'), as the server answers them. */
export function fieldProblems<T, S>(
  value: unknown,
  struct: Struct<T, S>,
): { ok: true; value: T } | { ok: false; errors: Record<string, string> } {
  const [error, result] = validate(value, struct, { coerce: true });
  if (!error) return { ok: true, value: result };
  const errors: Record<string, string> = {};
  for (const failure of error.failures()) {
    const field = failure.path.length > 0 ? failure.path.join('.') : '_';
    errors[field] ??= failure.message;
  }
  return { ok: false, errors };
}

// ---------------------------------------------------------------------------------------------
// Payment methods: one section, every service's methods in order

export const SERVICE_KEYS: readonly ServiceKey[] = ['table', 'onsite', 'takeaway', 'delivery'];

/**
 * Offline methods the checkout knows by code (src/features/checkout/summary/payment-labels.ts
 * translates cash, card, pix and wallet); 'other' is any other method, shown to diners by the
 * description the owner writes.
 */
export const OFFLINE_METHOD_CODES = ['cash', 'card', 'pix', 'wallet', 'other'] as const;
export type OfflineMethodCode = (typeof OFFLINE_METHOD_CODES)[number];
/** Codes the checkout names itself; any other method is shown by its description. */
export const KNOWN_METHOD_CODES: readonly string[] = ['cash', 'card', 'pix', 'wallet'];

export const METHOD_DESCRIPTION_MAX = 300;
export const METHOD_PAYMENT_CODE_MAX = 200;

/** A fee in percent of the order total: 0–100, at most two decimals. */
export const FeePercent = refine(number(), 'fee', (value) =>
  Number.isFinite(value) && value >= 0 && value <= 100 && Math.round(value * 100) === value * 100
    ? true
    : 'must be a percentage between 0 and 100 with at most two decimals',
);

export const PaymentMethodEntry = object({
  /** Null for a method added in this edit. */
  id: nullable(size(string(), 1, 200)),
  kind: enums(['offline', 'online']),
  code: size(string(), 1, 40),
  description: optionalText(METHOD_DESCRIPTION_MAX),
  payment_code: optionalText(METHOD_PAYMENT_CODE_MAX),
  fee: FeePercent,
  /** Online only: the configured provider that takes the payment. */
  provider_id: nullable(size(string(), 1, 200)),
  enabled: boolean(),
});
export type PaymentMethodEntry = Infer<typeof PaymentMethodEntry>;

const serviceList = refine(array(PaymentMethodEntry), 'methods', (list, ctx) => {
  const at = (index: number, field: string, message: string) => ({
    path: pathIn(ctx, index, field),
    message,
  });
  if (list.length > 30) return 'at most 30 methods';
  const problems: { path: unknown[]; message: string }[] = [];
  for (const [index, method] of list.entries()) {
    if (method.kind === 'offline') {
      if (!/^[a-z][a-z0-9_]{0,39}$/.test(method.code))
        problems.push(at(index, 'code', 'must be lower-case letters, digits or _'));
      if (method.provider_id !== null)
        problems.push(at(index, 'provider_id', 'offline methods have no provider'));
      if (!KNOWN_METHOD_CODES.includes(method.code) && method.description === null)
        problems.push(at(index, 'description', 'name the method for diners'));
    } else if (method.provider_id === null)
      problems.push(at(index, 'provider_id', 'is required for an online method'));
  }
  const ids = list.flatMap((m) => (m.id === null ? [] : [m.id]));
  if (new Set(ids).size !== ids.length) return 'a method is listed twice';
  return problems.length > 0 ? problems : true;
});

export const PaymentsValue = object({
  table: serviceList,
  onsite: serviceList,
  takeaway: serviceList,
  delivery: serviceList,
});
export type PaymentsValue = Infer<typeof PaymentsValue>;

export const PaymentsBody = object({ version: SectionVersionNumber, value: PaymentsValue });

// ---------------------------------------------------------------------------------------------
// Coupons

export const COUPON_CODE_MAX = 30;

/** ' welcome10 ' → 'WELCOME10': codes are trimmed and stored upper-cased (lookups are case-insensitive). */
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();

export function couponCodeProblem(code: string): string | null {
  if (code.length === 0) return 'must not be empty';
  if ([...code].length > COUPON_CODE_MAX) return `must be at most ${COUPON_CODE_MAX} characters`;
  if (!/^[\p{L}\p{N}_-]+$/u.test(code)) return 'only letters, digits, - and _ (no spaces)';
  return null;
}

export const CouponCode = refine(
  coerce(string(), string(), normalizeCouponCode),
  'coupon code',
  (code) => couponCodeProblem(code) ?? true,
);

const couponFields = {
  code: CouponCode,
  discount_type: enums(DISCOUNT_TYPES),
  value: integer(),
  min_amount: Money,
  /** 0 means unlimited. */
  usage_limit: refine(integer(), 'usage limit', (v) =>
    v >= 0 && v <= 1_000_000 ? true : 'must be between 0 (unlimited) and 1000000',
  ),
  active: boolean(),
  published: boolean(),
  start_date: nullable(Day),
  end_date: nullable(Day),
};

type CouponShape = {
  discount_type: DiscountType;
  value: number;
  start_date: string | null;
  end_date: string | null;
};

/** Cross-field rules, reported on the field to fix: the value for its type, the end not before the start. */
export function couponProblems(coupon: CouponShape): Record<string, string> {
  const problems: Record<string, string> = {};
  const value = discountValueProblem(coupon.discount_type, coupon.value);
  if (value) problems.value = value;
  if (coupon.start_date && coupon.end_date && coupon.end_date < coupon.start_date)
    problems.end_date = 'must not be before the start date';
  return problems;
}

const couponRules = <T extends CouponShape, S>(struct: Struct<T, S>) =>
  refine(struct, 'coupon', (coupon, ctx) =>
    Object.entries(couponProblems(coupon)).map(([field, message]) => ({
      path: pathIn(ctx, field),
      message,
    })),
  );

export const CouponBody = couponRules(object(couponFields));
export type CouponInput = Infer<typeof CouponBody>;
export const CouponUpdateBody = couponRules(object({ version: RowVersion, ...couponFields }));
export type CouponUpdateInput = Infer<typeof CouponUpdateBody>;
export const RowVersionBody = object({ version: RowVersion });

/** The window in which published coupons show on the menu (companies.coupon_published). */
export const CouponWindowValue = refine(
  object({ active: boolean(), start_date: nullable(Day), end_date: nullable(Day) }),
  'window',
  (value, ctx) =>
    value.start_date && value.end_date && value.end_date < value.start_date
      ? { path: pathIn(ctx, 'end_date'), message: 'must not be before the start date' }
      : true,
);
export const CouponPublishedBody = object({
  version: SectionVersionNumber,
  value: CouponWindowValue,
});

// ---------------------------------------------------------------------------------------------
// Loyalty

export const POINTS_PER_UNIT_MAX = 10_000;

export const LoyaltyRulesValue = object({
  active: boolean(),
  /** Points per whole currency unit of items paid (src/domain/loyalty.ts). */
  points_per_unit: refine(integer(), 'points', (v) =>
    v >= 1 && v <= POINTS_PER_UNIT_MAX ? true : `must be between 1 and ${POINTS_PER_UNIT_MAX}`,
  ),
});
export type LoyaltyRulesValue = Infer<typeof LoyaltyRulesValue>;
export const LoyaltyRulesBody = object({ version: SectionVersionNumber, value: LoyaltyRulesValue });

export const REWARD_NAME_MAX = 60;

const rewardFields = {
  name: line(REWARD_NAME_MAX),
  required_points: refine(integer(), 'points', (v) =>
    v >= 1 && v <= 10_000_000 ? true : 'must be between 1 and 10000000',
  ),
  discount_type: enums(DISCOUNT_TYPES),
  value: integer(),
};

const rewardRules = <T extends { discount_type: DiscountType; value: number }, S>(
  struct: Struct<T, S>,
) =>
  refine(struct, 'reward', (reward, ctx) => {
    const problem = discountValueProblem(reward.discount_type, reward.value);
    return problem ? { path: pathIn(ctx, 'value'), message: problem } : true;
  });

export const RewardBody = rewardRules(object(rewardFields));
export type RewardInput = Infer<typeof RewardBody>;
export const RewardUpdateBody = rewardRules(object({ version: RowVersion, ...rewardFields }));
export type RewardUpdateInput = Infer<typeof RewardUpdateBody>;

// ---------------------------------------------------------------------------------------------
// Landing and branding

export const BUTTON_FORMS: readonly ButtonForm[] = [
  'filled_squared',
  'filled_semi_rounded',
  'filled_rounded',
  'hardshadow_squared',
  'hardshadow_semi_rounded',
  'hardshadow_rounded',
];

export const BACKGROUND_TYPES = ['flat_color', 'gradient', 'image'] as const;

export const LANDING_CONTENT_TYPES = [
  'menu_webapp_url',
  'whatsapp_number',
  'wifi_network',
  'link',
] as const;
export type LandingContentKind = (typeof LANDING_CONTENT_TYPES)[number];

export const LANDING_TITLE_MAX = 60;
export const LANDING_SUMMARY_MAX = 200;
export const LANDING_BUTTON_NAME_MAX = 40;
export const LANDING_BUTTONS_MAX = 12;

const optionalHttpsUrl = coerce(nullable(HttpsUrl), string(), (v) =>
  v.trim() === '' ? null : v.trim(),
);

/**
 * An image of this site ('/media/demo/logo.png'): the storefront's Content-Security-Policy
 * allows images from its own origin only, so an outside address would never show.
 */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value) && value.length <= 2048;
}

const optionalSitePath = coerce(
  nullable(
    refine(string(), 'site path', (v) =>
      isSitePath(v) ? true : 'must be an address on this site, starting with /',
    ),
  ),
  string(),
  (v) => (v.trim() === '' ? null : v.trim()),
);

export const LandingLayoutValue = refine(
  object({
    title: object({
      name: coerce(
        refine(string(), 'title', (v) =>
          [...v].length > LANDING_TITLE_MAX
            ? `must be at most ${LANDING_TITLE_MAX} characters`
            : CONTROL.test(v)
              ? 'must not contain control characters'
              : true,
        ),
        string(),
        (v) => v.trim(),
      ),
      summary: coerce(
        refine(string(), 'summary', (v) =>
          [...v].length > LANDING_SUMMARY_MAX
            ? `must be at most ${LANDING_SUMMARY_MAX} characters`
            : true,
        ),
        string(),
        (v) => v.trim(),
      ),
      font: Font,
      text_color: HexColor,
    }),
    content: object({ font: Font, text_color: HexColor }),
    body: object({
      background_type: enums(BACKGROUND_TYPES),
      background_color: HexColor,
      degraded_color: object({ degraded_1: HexColor, degraded_2: HexColor }),
      background_image: object({
        desktop_url: optionalSitePath,
        mobile_url: optionalSitePath,
      }),
    }),
    buttons_icons: object({
      button_color: HexColor,
      text_color: HexColor,
      form_color: HexColor,
      form: enums(BUTTON_FORMS),
    }),
  }),
  'background',
  (layout, ctx) =>
    layout.body.background_type === 'image' && !layout.body.background_image.desktop_url
      ? {
          path: pathIn(ctx, 'body', 'background_image', 'desktop_url'),
          message: 'an image background needs an image address',
        }
      : true,
);
export type LandingLayoutValue = Infer<typeof LandingLayoutValue>;

/** Why a landing button's value is refused for its type, or null. */
export function landingContentProblem(type: LandingContentKind, value: string): string | null {
  switch (type) {
    case 'menu_webapp_url':
      return value === '/' || value === '/products' || isHttpsUrl(value)
        ? null
        : 'must be / (this menu) or an https:// address';
    case 'whatsapp_number': {
      const digits = value.replace(/[\s()+-]/g, '');
      return /^\d{8,15}$/.test(digits) ? null : 'must be a phone number with 8 to 15 digits';
    }
    case 'wifi_network': {
      const at = value.indexOf(WIFI_SEPARATOR);
      const network = (at < 0 ? value : value.slice(0, at)).trim();
      const password = at < 0 ? '' : value.slice(at + WIFI_SEPARATOR.length);
      if (network === '' || [...network].length > 32)
        return 'the network name must be 1 to 32 characters';
      if ([...password].length > 63) return 'the password must be at most 63 characters';
      return null;
    }
    case 'link':
      return isHttpsUrl(value) ? null : 'must be an https:// address';
  }
}

export const LandingContentEntry = refine(
  object({
    id: nullable(size(string(), 1, 200)),
    name: line(LANDING_BUTTON_NAME_MAX),
    status: boolean(),
    type: enums(LANDING_CONTENT_TYPES),
    value: coerce(size(string(), 1, 400), string(), (v) => v.trim()),
  }),
  'landing button',
  (entry, ctx) => {
    const problem = landingContentProblem(entry.type, entry.value);
    return problem ? { path: pathIn(ctx, 'value'), message: problem } : true;
  },
);
export type LandingContentEntry = Infer<typeof LandingContentEntry>;

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'tiktok', 'tripadvisor'] as const;
export type SocialNetworkKey = (typeof SOCIAL_NETWORKS)[number];

export const SocialValue = object({
  facebook: optionalHttpsUrl,
  instagram: optionalHttpsUrl,
  tiktok: optionalHttpsUrl,
  tripadvisor: optionalHttpsUrl,
});

export const LandingValue = object({
  layout: LandingLayoutValue,
  /** In display order; `order` is their index. */
  contents: size(array(LandingContentEntry), 0, LANDING_BUTTONS_MAX),
  social: SocialValue,
  logo_url: optionalSitePath,
});
export type LandingValue = Infer<typeof LandingValue>;

export const LandingBody = object({ version: SectionVersionNumber, value: LandingValue });

/** The text/background pairs a landing shows, for the contrast warnings. */
export function landingContrastPairs(
  layout: Pick<LandingLayoutValue, 'title' | 'content' | 'body' | 'buttons_icons'>,
): { id: 'title' | 'content' | 'buttons'; text: string; background: string }[] {
  const backgrounds =
    layout.body.background_type === 'gradient'
      ? [layout.body.degraded_color.degraded_1, layout.body.degraded_color.degraded_2]
      : layout.body.background_type === 'flat_color'
        ? [layout.body.background_color]
        : [];
  const pairs: { id: 'title' | 'content' | 'buttons'; text: string; background: string }[] = [];
  for (const background of backgrounds) {
    pairs.push({ id: 'title', text: layout.title.text_color, background });
    pairs.push({ id: 'content', text: layout.content.text_color, background });
  }
  pairs.push({
    id: 'buttons',
    text: layout.buttons_icons.text_color,
    background: layout.buttons_icons.button_color,
  });
  return pairs;
}
