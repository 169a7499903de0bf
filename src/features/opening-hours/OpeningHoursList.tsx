// §2.8 / §2.9 weekday rows, Sunday to Saturday, with today highlighted.
import type { ScheduleDay } from '../../domain/hours';
import { useI18n } from '../../i18n';
import { entryText } from './opening-hours';
import { useWeekSchedule } from './useOpeningStatus';
import './opening-hours.css';

export interface OpeningHoursListProps {
  /** Rows to show; by default the loaded company's week. */
  days?: readonly ScheduleDay[];
}

export function OpeningHoursList({ days }: OpeningHoursListProps) {
  const { t } = useI18n();
  const companyWeek = useWeekSchedule();
  const rows = days ?? companyWeek;
  return (
    <ul className="oh-list" aria-label={t('landing.hours.title')}>
      {rows.map((row) => (
        <li
          key={row.day}
          className={row.isToday ? 'oh-row oh-row--today' : 'oh-row'}
          aria-current={row.isToday ? 'date' : undefined}
        >
          <span className="oh-row__day">
            {t(`landing.hours.days.${row.day}`)}
            {row.isToday ? (
              <span className="oh-row__today"> ({t('landing.hours.today')})</span>
            ) : null}
          </span>
          <span className="oh-row__hours">
            {row.entries.map((entry, index) => (
              <span
                key={index}
                className={entry.kind === 'closed' ? 'oh-entry oh-entry--closed' : 'oh-entry'}
              >
                {entryText(entry, t)}
              </span>
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}
