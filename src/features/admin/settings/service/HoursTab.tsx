// Opening hours: per weekday an "open" switch and one or more spans (split shifts); a close at or
// before the open runs past midnight, which the row says. Plus the company's timezone, chosen from
// the list of IANA zones (TimeZoneField).
import { useId, useState } from 'react';
import { WEEK_DAYS } from '../../../../domain/constants';
import { HoursValue, crossesMidnight } from '../../../../domain/settings-schemas';
import type { HoursSettings } from '../../../../domain/settings-schemas';
import type { WeekDay } from '../../../../domain/types';
import { Button } from '../../../../ui/Button';
import { useAdminI18n } from '../../admin-i18n';
import type { SettingsTabProps } from '../tabs';
import { TimeZoneField } from './TimeZoneField';
import { FieldError, SaveBar, SectionForm, SectionFrame, errorProps, useSection } from './section';
import type { SectionApi } from './section';

type Week = HoursSettings['business_hours'];

function DayRow({
  day,
  value,
  errors,
  onChange,
}: {
  day: WeekDay;
  value: Week[WeekDay];
  errors: Record<string, string>;
  onChange: (next: Week[WeekDay]) => void;
}) {
  const { t } = useAdminI18n();
  const id = useId();
  const name = t(`admin.services.hours.days.${day}`);
  const dayError = errors[`business_hours.${day}.hours`];
  const setSpan = (index: number, key: 'open' | 'close', time: string) =>
    onChange({
      ...value,
      hours: value.hours.map((s, i) => (i === index ? { ...s, [key]: time } : s)),
    });
  return (
    <fieldset className="a-day" data-day={day}>
      <legend className="a-day__name">{name}</legend>
      <label className="a-check">
        <input
          type="checkbox"
          checked={value.is_active}
          onChange={(event) =>
            onChange({
              is_active: event.target.checked,
              hours:
                event.target.checked && value.hours.length === 0
                  ? [{ open: '09:00', close: '18:00' }]
                  : value.hours,
            })
          }
        />
        <span>{t('admin.services.hours.open', { day: name })}</span>
      </label>
      {value.is_active ? (
        <ul className="a-spans">
          {value.hours.map((span, index) => {
            const spanError = errors[`business_hours.${day}.hours.${index}`];
            const openError = errors[`business_hours.${day}.hours.${index}.open`];
            const closeError = errors[`business_hours.${day}.hours.${index}.close`];
            const errorId = `${id}-${index}-error`;
            const code = spanError ?? openError ?? closeError;
            return (
              <li key={index} className="a-span">
                <label>
                  <span>{t('admin.services.hours.from')}</span>
                  <input
                    className="a-input"
                    type="time"
                    value={span.open}
                    aria-label={t('admin.services.hours.openAt', { day: name, n: index + 1 })}
                    onChange={(event) => setSpan(index, 'open', event.target.value)}
                    {...errorProps(errorId, openError ?? spanError)}
                  />
                </label>
                <label>
                  <span>{t('admin.services.hours.to')}</span>
                  <input
                    className="a-input"
                    type="time"
                    value={span.close}
                    aria-label={t('admin.services.hours.closeAt', { day: name, n: index + 1 })}
                    onChange={(event) => setSpan(index, 'close', event.target.value)}
                    {...errorProps(errorId, closeError ?? spanError)}
                  />
                </label>
                {span.open && span.close && crossesMidnight(span) ? (
                  <span className="a-tag">{t('admin.services.hours.nextDay')}</span>
                ) : null}
                <Button
                  variant="text"
                  onClick={() =>
                    onChange({ ...value, hours: value.hours.filter((_, i) => i !== index) })
                  }
                  aria-label={t('admin.services.hours.removeSpan', { day: name, n: index + 1 })}
                >
                  {t('admin.services.remove')}
                </Button>
                <FieldError id={errorId} code={code} />
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="a-muted">{t('admin.services.hours.closed')}</p>
      )}
      {value.is_active ? (
        <Button
          variant="secondary"
          onClick={() =>
            onChange({ ...value, hours: [...value.hours, { open: '19:00', close: '23:00' }] })
          }
          aria-label={t('admin.services.hours.addSpanFor', { day: name })}
        >
          {t('admin.services.hours.addSpan')}
        </Button>
      ) : null}
      <FieldError id={`${id}-day`} code={dayError} />
    </fieldset>
  );
}

function HoursForm({ initial, api }: { initial: HoursSettings; api: SectionApi<'hours'> }) {
  const [draft, setDraft] = useState(initial);
  return (
    <SectionForm onSubmit={() => void api.save(draft, HoursValue)}>
      <TimeZoneField
        value={draft.timezone}
        error={api.errors.timezone}
        onChange={(timezone) => setDraft({ ...draft, timezone })}
      />
      {WEEK_DAYS.map((day) => (
        <DayRow
          key={day}
          day={day}
          value={draft.business_hours[day]}
          errors={api.errors}
          onChange={(next) =>
            setDraft({ ...draft, business_hours: { ...draft.business_hours, [day]: next } })
          }
        />
      ))}
      <SaveBar api={api} />
    </SectionForm>
  );
}

export function HoursTab({ onUnauthorized }: SettingsTabProps) {
  const { t } = useAdminI18n();
  const api = useSection('hours', onUnauthorized);
  return (
    <SectionFrame
      api={api}
      title={t('admin.services.hours.title')}
      intro={t('admin.services.hours.intro')}
    >
      {(value) => <HoursForm initial={value} api={api} />}
    </SectionFrame>
  );
}
