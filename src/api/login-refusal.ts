// A refused password sign-in, shared by the kitchen and the back office: a message key under the
// screen's own prefix ('kitchen.login', 'admin.login'), never the server's English. A server
// without codes is read by its status (401 a wrong password, 429 too many attempts); at sign-in,
// `unauthorized` means the store has no password of that kind yet.
import { isApiError } from './errors';
import { refusalOf } from './refusal';
import { retryAfterSeconds } from './retry-after';

export interface LoginNotice {
  key: string;
  params?: Record<string, string>;
}

/** "42 seconds", "2 minutes": a wait in the reader's language, rounded up to whole minutes. */
export function formatWait(seconds: number, locale: string): string {
  const whole = Math.max(1, Math.ceil(seconds));
  const [value, unit] = whole < 60 ? [whole, 'second'] : [Math.ceil(whole / 60), 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/**
 * `{prefix}.wrong`, `.noPassword`, `.tooMany`, `.tooManyWait` ({wait}) or, when nothing answered
 * or the server failed, `.failed`; null for any other refusal, which the caller words itself.
 */
export function signInRefusal(error: unknown, locale: string, prefix: string): LoginNotice | null {
  if (!isApiError(error) || error.isNetworkError || error.status >= 500)
    return { key: `${prefix}.failed` };
  const legacy =
    error.status === 401 ? 'wrong_password' : error.status === 429 ? 'rate_limited' : null;
  const code = refusalOf(error).code ?? legacy;
  if (code === 'wrong_password') return { key: `${prefix}.wrong` };
  if (code === 'unauthorized') return { key: `${prefix}.noPassword` };
  if (code === 'rate_limited') {
    const wait = retryAfterSeconds(error.retryAfter);
    return wait !== undefined && wait > 0
      ? { key: `${prefix}.tooManyWait`, params: { wait: formatWait(wait, locale) } }
      : { key: `${prefix}.tooMany` };
  }
  return null;
}
