// Public face of the opening-hours rules (§4.6, §2.9, §5.8); the pieces live in hours-*.ts.
export { resolveTimeZone, localDate } from './hours-time';
export { isCompanyOpen, openingStatus, nextOpening, openSlots } from './hours-open';
export type { OpeningStatus } from './hours-open';
export { weekSchedule } from './hours-schedule';
export { formatWallTime } from './time-format';
export type { ScheduleDay, ScheduleEntry } from './hours-schedule';
