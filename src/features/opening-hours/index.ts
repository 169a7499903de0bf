// Public surface of the §2.9 opening-hours feature.
export { OpeningHoursButton } from './OpeningHoursButton';
export type { OpeningHoursButtonProps } from './OpeningHoursButton';
export { OpeningHoursList } from './OpeningHoursList';
export { OpeningHoursModal } from './OpeningHoursModal';
export { useOpeningStatus, useWeekSchedule } from './useOpeningStatus';
