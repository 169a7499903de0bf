// View model of the §2.9 opening-hours button and of the §5.8 weekday rows. The rules
// themselves (open now, closes-in threshold, merging spans) live in src/domain/hours.
import type { OpeningStatus, ScheduleEntry } from '../../domain/hours';
import { timeRange } from '../../domain/time-format';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export interface StatusLabel {
  tone: 'open' | 'closed';
  /** 'Open' or 'Closed'. */
  status: string;
  /** 'Closes in {minutes} min' or 'Order for later', when one applies. */
  detail: string | null;
}

export function statusLabel(status: OpeningStatus, t: Translate): StatusLabel {
  const tone = status.open ? 'open' : 'closed';
  let detail: string | null = null;
  // The domain only sets closesInMinutes under the 45-minute threshold, so no second check here.
  if (status.open && status.closesInMinutes !== null) {
    detail = t('landing.hours.closesIn', { minutes: status.closesInMinutes });
  } else if (status.orderForLater) {
    detail = t('landing.hours.orderForLater');
  }
  return { tone, status: t(status.open ? 'landing.hours.open' : 'landing.hours.closed'), detail };
}

/**
 * One weekday entry as text: 'closed', 'open 24 hours', '9:00 - 17:00' or '18:00 - midnight',
 * each end of a span isolated so a right-to-left line still reads it start → end.
 */
export function entryText(entry: ScheduleEntry, t: Translate): string {
  switch (entry.kind) {
    case 'closed':
      return t('landing.hours.dayClosed');
    case 'open24':
      return t('landing.hours.open24');
    case 'span':
      return timeRange(
        entry.open,
        entry.closeIsMidnight ? t('landing.hours.midnight') : entry.close,
      );
  }
}
