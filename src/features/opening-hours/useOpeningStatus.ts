// Reads the company and the clock from the app store and asks src/domain whether it is open.
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { useOrderTypes } from '../../state/derived';
import { openingStatus, resolveTimeZone, weekSchedule } from '../../domain/hours';
import type { OpeningStatus, ScheduleDay } from '../../domain/hours';

/** Null until the company has loaded. */
export function useOpeningStatus(): OpeningStatus | null {
  const { company, now } = useApp();
  // §2.9 'order for later' needs order types that still take orders while closed (§4.6).
  const orderTypes = useOrderTypes();
  if (!company) return null;
  return openingStatus(
    company.business_hours_settings,
    resolveTimeZone(company.timezone),
    now,
    orderTypes.length > 0,
  );
}

export function useWeekSchedule(): ScheduleDay[] {
  const { company, now } = useApp();
  const { locale } = useI18n();
  if (!company) return [];
  return weekSchedule(
    company.business_hours_settings,
    resolveTimeZone(company.timezone),
    now,
    company.country?.time_format ?? '24h',
    locale,
  );
}
