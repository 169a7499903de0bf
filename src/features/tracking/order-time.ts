// Order times in the company's time zone and clock style (§5.8: 12- or 24-hour by country).
import { resolveTimeZone } from '../../domain/hours-time';
import type { TimeFormat } from '../../domain/types';

export function formatOrderTime(
  iso: string | null | undefined,
  options: { timeZone: string | null | undefined; locale: string; timeFormat: TimeFormat },
): string | null {
  if (!iso) return null;
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return null;
  return new Intl.DateTimeFormat(options.locale, {
    timeZone: resolveTimeZone(options.timeZone),
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    hour12: options.timeFormat === '12h',
  }).format(instant);
}
