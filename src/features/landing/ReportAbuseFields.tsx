// The report-abuse form fields: reason, description with a counter, optional email.
import { useId } from 'react';
import { useI18n } from '../../i18n';
import {
  ABUSE_REASONS,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  EMAIL_MAX,
  counterText,
} from './report-abuse';
import type { ReportDraft, ReportErrors, ReportField } from './report-abuse';

interface Props {
  draft: ReportDraft;
  errors: ReportErrors;
  onChange: (draft: ReportDraft) => void;
  disabled: boolean;
}

export function ReportAbuseFields({ draft, errors, onChange, disabled }: Props) {
  const { t } = useI18n();
  const id = useId();
  const ids = (field: ReportField) => ({
    control: `${id}-${field}`,
    error: `${id}-${field}-error`,
  });
  const a11y = (field: ReportField, extra?: string) => {
    const describedBy = [errors[field] ? ids(field).error : '', extra ?? '']
      .filter(Boolean)
      .join(' ');
    return {
      id: ids(field).control,
      'aria-invalid': errors[field] ? true : undefined,
      'aria-describedby': describedBy || undefined,
    };
  };
  const message = (field: ReportField) => {
    const key = errors[field];
    return key ? (
      <p id={ids(field).error} className="lp-report__field-error">
        {t(key, { min: DESCRIPTION_MIN, max: DESCRIPTION_MAX })}
      </p>
    ) : null;
  };
  const counterId = `${id}-counter`;

  return (
    <fieldset className="lp-report__fields" disabled={disabled}>
      <label className="lp-report__label" htmlFor={ids('reason').control}>
        {t('report.reason')}
      </label>
      <select
        {...a11y('reason')}
        required
        value={draft.reason}
        onChange={(e) => onChange({ ...draft, reason: e.target.value })}
      >
        <option value="">{t('report.chooseReason')}</option>
        {ABUSE_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {t(`report.reasons.${reason}`)}
          </option>
        ))}
      </select>
      {message('reason')}

      <label className="lp-report__label" htmlFor={ids('description').control}>
        {t('report.description')}
      </label>
      <textarea
        {...a11y('description', counterId)}
        required
        rows={5}
        maxLength={DESCRIPTION_MAX}
        value={draft.description}
        onChange={(e) => onChange({ ...draft, description: e.target.value })}
      />
      <p id={counterId} className="lp-report__counter">
        {counterText(draft.description.length, t)}
      </p>
      {message('description')}

      <label className="lp-report__label" htmlFor={ids('email').control}>
        {t('report.email')}
      </label>
      <input
        {...a11y('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={EMAIL_MAX}
        value={draft.email}
        onChange={(e) => onChange({ ...draft, email: e.target.value })}
      />
      {message('email')}
    </fieldset>
  );
}
