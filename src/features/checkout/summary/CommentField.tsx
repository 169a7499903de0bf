// §2.10 block 5 / §5.1: an optional comment of at most 120 characters, with a counter.
import { LIMITS } from '../../../domain/constants';
import { useI18n } from '../../../i18n';
import { FieldError } from './FieldError';

interface Props {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}

export function CommentField({ value, error, onChange }: Props) {
  const { t } = useI18n();
  const max = LIMITS.commentMax;
  return (
    <section className="cs-block" data-field="comment">
      <label className="cs-label" htmlFor="cs-comment">
        {t('summary.comment.label')}{' '}
        <span className="cs-muted">{t('summary.comment.optional')}</span>
      </label>
      <textarea
        id="cs-comment"
        name="comment"
        className="cs-input cs-textarea"
        rows={2}
        maxLength={max}
        value={value}
        placeholder={t('summary.comment.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby="cs-comment-counter"
        onChange={(event) => onChange(event.target.value.slice(0, max))}
      />
      <div className="cs-field-foot">
        <FieldError id="cs-comment-error" message={error} />
        <span id="cs-comment-counter" className="cs-counter" aria-live="polite">
          {t('summary.comment.counter', { count: value.length, max })}
        </span>
      </div>
    </section>
  );
}
