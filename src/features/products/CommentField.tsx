// §5.1 comment: optional, at most 120 characters, with a live counter.
import { useId } from 'react';
import { LIMITS } from '../../domain/constants';
import { useI18n } from '../../i18n';

export function CommentField({
  value,
  onChange,
}: {
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="pp-comment">
      <label htmlFor={id} className="pp-group__title">
        {t('products.detail.comment')}
      </label>
      <textarea
        id={id}
        className="pp-comment__input"
        rows={2}
        maxLength={LIMITS.commentMax}
        value={value}
        placeholder={t('products.detail.commentPlaceholder')}
        aria-describedby={`${id}-count`}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={`${id}-count`} className="pp-comment__count">
        {t('products.detail.commentCount', { count: value.length, max: LIMITS.commentMax })}
      </span>
    </div>
  );
}
