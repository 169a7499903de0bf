// Retry-After (RFC 9110 §10.2.3) on a refusal, as whole seconds to wait: the header may be a
// number of seconds or an HTTP date. Anything else is ignored rather than shown.
export function retryAfterSeconds(
  value: string | null,
  now: number = Date.now(),
): number | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  // HTTP dates are in GMT and say so; Date.parse alone would take "-5" for a year.
  const at = /GMT$/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
