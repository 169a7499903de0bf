// The back office's service settings (issue [11/13]): one superstruct schema per settings section,
// shared by the browser (each form checks itself before saving) and the server (readJsonBody
// refuses the same values with 422 invalid_body). Every failure's message is a SettingsErrorCode
// at the path of the field it names, so the UI translates `admin.services.errors.{code}` next to
// the field and an API caller reads which field failed. The rules of the hours and of delivery
// live in settings-hours.ts and settings-delivery.ts; this module holds the shared pieces and the
// smaller sections.
import { boolean, coerce, define, enums, nullable, object, string } from 'superstruct';
import type { Infer } from 'superstruct';
import { Amount, Percent, checked, optionalLine } from './settings-core';
import type { SettingsErrorCode, SettingsProblem } from './settings-core';

export * from './settings-core';

// ── services ────────────────────────────────────────────────────────────────────────────────

export const MAX_ADDITIONAL_INPUT = 60;

/** What the owner sets per service: on or off, scheduled orders, the diner's details, a label. */
export const ServiceEntry = object({
  active: boolean(),
  scheduled_orders_enabled: boolean(),
  collect_client_info: boolean(),
  /** The label of an extra text field at checkout (e.g. "Table number"); null for none. */
  additional_input: optionalLine(MAX_ADDITIONAL_INPUT),
});

export const ServicesValue = object({
  table: ServiceEntry,
  onsite: ServiceEntry,
  takeaway: ServiceEntry,
  delivery: ServiceEntry,
});
export type ServicesSettings = Infer<typeof ServicesValue>;

// ── fees ────────────────────────────────────────────────────────────────────────────────────

export const MAX_TIP_OPTIONS = 5;
export const TIP_TYPES = ['percentage', 'amount'] as const;

const TipEntryShape = object({
  active: boolean(),
  type: enums(TIP_TYPES),
  /** Suggested tips: percents for 'percentage', minor units for 'amount'. */
  options: define<number[]>('options', (value) => Array.isArray(value) || 'invalid'),
});

function tipProblems(tip: Infer<typeof TipEntryShape>): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  if (tip.options.length > MAX_TIP_OPTIONS)
    return [{ path: ['options'], code: 'too_many_options' }];
  const seen = new Set<number>();
  tip.options.forEach((option, index) => {
    const valid = tip.type === 'percentage' ? Percent.is(option) : Amount.is(option) && option > 0;
    if (!valid)
      problems.push({
        path: ['options', index],
        code: tip.type === 'percentage' ? 'percent_range' : 'amount_range',
      });
    else if (seen.has(option))
      problems.push({ path: ['options', index], code: 'duplicate_option' });
    else seen.add(option);
  });
  return problems;
}

export const TipEntry = checked(TipEntryShape, 'tip', tipProblems);

/** A service fee: a percentage of the items (pricing.ts serviceFeeOf); null for none. */
export const ServiceFee = nullable(object({ value: Percent, optional: boolean() }));

export const FeesValue = object({
  service_fees: object({
    table: ServiceFee,
    onsite: ServiceFee,
    takeaway: ServiceFee,
    delivery: ServiceFee,
  }),
  tips: object({ table: TipEntry, onsite: TipEntry, takeaway: TipEntry, delivery: TipEntry }),
  /** Delivery's minimum order (0 for none) and the order total from which delivery is free. */
  delivery_minimums: object({
    minimum_amount_to_allow: Amount,
    minimum_amount_for_free: nullable(Amount),
  }),
});
export type FeesSettings = Infer<typeof FeesValue>;
export type TipSetting = Infer<typeof TipEntry>;

/** §2.10: tips are never offered in Brazil, whatever the settings say. */
export const tipsOfferedIn = (countryCode: string): boolean =>
  countryCode.trim().toUpperCase() !== 'BR';

// ── domain ──────────────────────────────────────────────────────────────────────────────────

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/** Why a normalised host name cannot be a custom domain, or null when it can. */
export function hostNameProblem(host: string): SettingsErrorCode | null {
  if (host.length === 0 || host.length > 253) return 'host_invalid';
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return 'host_invalid';
  // A top-level domain is letters (or an IDN's xn-- form), never all digits: no IP addresses.
  const tld = labels[labels.length - 1] ?? '';
  if (!/^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(tld)) return 'host_invalid';
  return null;
}

/** Whether the host is the platform's own host or one of its subdomains (never a custom domain). */
export const isPlatformHost = (host: string, platformHost: string): boolean =>
  host === platformHost || host.endsWith(`.${platformHost}`);

/**
 * The custom domain section: a host name, normalised by `normalize` (the server's normalizeHost,
 * or the same rules in the browser) and then checked; blank clears the domain.
 */
export function domainValue(normalize: (host: string) => string) {
  return object({
    domain_url: coerce(
      nullable(
        define<string>('host', (value) => {
          if (typeof value !== 'string') return 'invalid';
          return hostNameProblem(value) ?? true;
        }),
      ),
      string(),
      (value) => {
        const host = normalize(value);
        return host === '' ? null : host;
      },
    ),
  });
}

/** The browser's reading of a typed domain: what the server's normalizeHost does. */
export function normalizeTypedHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/:\d+$/, '')
    .replace(/\.$/, '');
}

export interface DomainSettings {
  domain_url: string | null;
  registration_status: string | null;
  /** The host the owner's DNS CNAME record must point to. */
  cname_target: string;
}

// ── staff ───────────────────────────────────────────────────────────────────────────────────

/** As the kitchen's own rule (server/kitchen/password.ts), counted in UTF-16 units like it. */
export const STAFF_PASSWORD_MIN = 8;
export const STAFF_PASSWORD_MAX = 200;

export const StaffValue = object({
  password: define<string>(
    'password',
    (value) =>
      (typeof value === 'string' &&
        value.length >= STAFF_PASSWORD_MIN &&
        value.length <= STAFF_PASSWORD_MAX) ||
      'password_length',
  ),
});

/** What the back office reads of the staff login: never the password or its hash. */
export interface StaffSettings {
  configured: boolean;
}

export * from './settings-hours';
export * from './settings-delivery';
export * from './settings-address';
