// Test helper: compact opening hours, e.g. week({ monday: ['09:00-17:00'] }).
import type { BusinessHours, WeekDay } from './types';

export function week(
  spec: Partial<Record<WeekDay, string[]>>,
  inactive: WeekDay[] = [],
): BusinessHours {
  const hours: BusinessHours = {};
  for (const [day, spans] of Object.entries(spec) as [WeekDay, string[]][]) {
    hours[day] = {
      is_active: !inactive.includes(day),
      hours: spans.map((span) => {
        const [open = '', close = ''] = span.split('-');
        return { open, close };
      }),
    };
  }
  return hours;
}

/** An instant from an ISO string, so test tables stay readable. */
export const at = (iso: string): Date => new Date(iso);
