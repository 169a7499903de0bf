// Order times in the company's time zone, the diner's language and the country's clock (§5.8:
// 12- or 24-hour by country).
import { resolveTimeZone } from '../../domain/hours-time';
import { formatInstant } from '../../domain/time-format';
import type { TimeFormat } from '../../domain/types';

export function formatOrderTime(
  iso: string | null | undefined,
  options: { timeZone: string | null | undefined; locale: string; timeFormat: TimeFormat },
  date: 'dayMonth' | 'none' = 'dayMonth',
): string | null {
  if (!iso) return null;
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return null;
  return formatInstant(instant, {
    locale: options.locale,
    timeZone: resolveTimeZone(options.timeZone),
    timeFormat: options.timeFormat,
    date,
  });
}
