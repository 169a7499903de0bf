// A refusal's code and params → the key and params of its message in errors.json. Money arrives
// in minor units and is formatted in the company currency here, before it reaches t(), so a
// diner never reads "3000 (minor units)"; a message whose params are missing or malformed
// falls back to its plain wording (errors.plain.*) rather than show a raw "{placeholder}".
import type { ErrorCode, ErrorParams } from '../domain/error-codes';
import { resolveTimeZone } from '../domain/hours-time';
import { formatMoney } from '../domain/money';
import type { Currency } from '../domain/types';

export interface LocalizedNotice {
  key: string;
  params?: Record<string, string | number>;
}

export interface NoticeContext {
  currency: Currency | null;
  timeZone: string | null;
  locale: string;
  hour12?: boolean;
}

type ParamKind = 'money' | 'time' | 'count';

/** The params each message shows, and how each is turned into text. Others are never shown. */
const PARAM_KINDS: Partial<Record<ErrorCode, Record<string, ParamKind>>> = {
  below_delivery_minimum: { minimum: 'money', missing: 'money' },
  coupon_min_amount: { min_amount: 'money' },
  service_paused: { until: 'time' },
  reward_points_short: { required: 'count' },
};

function formatParam(
  value: string | number | undefined,
  kind: ParamKind,
  ctx: NoticeContext,
): string | null {
  switch (kind) {
    case 'money':
      return typeof value === 'number' && ctx.currency ? formatMoney(value, ctx.currency) : null;
    case 'count':
      return typeof value === 'number' ? new Intl.NumberFormat(ctx.locale).format(value) : null;
    case 'time': {
      const at = typeof value === 'string' ? Date.parse(value) : Number.NaN;
      if (Number.isNaN(at)) return null;
      return new Intl.DateTimeFormat(ctx.locale, {
        timeZone: resolveTimeZone(ctx.timeZone),
        weekday: 'short',
        hour: 'numeric',
        minute: '2-digit',
        ...(ctx.hour12 === undefined ? {} : { hour12: ctx.hour12 }),
      }).format(at);
    }
  }
}

/** The localized message for a code, with its params formatted for the diner. */
export function codeNotice(
  code: ErrorCode,
  params: ErrorParams | undefined,
  ctx: NoticeContext,
): LocalizedNotice {
  const kinds = PARAM_KINDS[code];
  if (!kinds) return { key: `errors.${code}` };
  const shown: Record<string, string> = {};
  for (const [name, kind] of Object.entries(kinds)) {
    const text = formatParam(params?.[name], kind, ctx);
    if (text === null) return { key: `errors.plain.${code}` };
    shown[name] = text;
  }
  return { key: `errors.${code}`, params: shown };
}

/** Codes whose message has params (each also has a plain wording); the i18n test reads it. */
export const CODES_WITH_PARAMS = Object.keys(PARAM_KINDS) as ErrorCode[];
