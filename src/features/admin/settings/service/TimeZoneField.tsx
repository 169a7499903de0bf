// The company's time zone, chosen from the IANA zones the browser knows (timeZoneNames, the list
// the server checks against with the same isTimeZone): a text box with a list that narrows as the
// owner types ("Paulo", "Mexico", "GMT-03"), each zone shown with its offset today.
import { useId, useMemo } from 'react';
import { timeZoneNames } from '../../../../domain/time-zones';
import { useAdminI18n } from '../../admin-i18n';
import { FieldError } from './section';

/** 'GMT-03:00' for the zone now; '' when the browser cannot say. */
function offsetOf(zone: string, at: Date): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      timeZoneName: 'longOffset',
    }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

export function TimeZoneField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (zone: string) => void;
}) {
  const { t } = useAdminI18n();
  const id = useId();
  const zones = useMemo(() => {
    const now = new Date();
    return timeZoneNames().map((zone) => ({ zone, offset: offsetOf(zone, now) }));
  }, []);
  const described = [`${id}-hint`, error ? `${id}-e` : null].filter(Boolean).join(' ');
  return (
    <div className="a-field">
      <label htmlFor={`${id}-input`}>{t('admin.services.hours.timezone')}</label>
      <input
        id={`${id}-input`}
        className="a-input"
        type="text"
        list={`${id}-zones`}
        value={value}
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        onChange={(event) => onChange(event.target.value.trim())}
        aria-describedby={described}
        aria-invalid={error ? true : undefined}
      />
      <datalist id={`${id}-zones`}>
        {zones.map(({ zone, offset }) => (
          <option key={zone} value={zone} label={offset ? `${zone} (${offset})` : zone} />
        ))}
      </datalist>
      <span id={`${id}-hint`} className="a-muted">
        {t('admin.services.hours.timezoneHint')}
      </span>
      <FieldError id={`${id}-e`} code={error} />
    </div>
  );
}
