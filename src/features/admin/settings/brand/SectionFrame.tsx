// The frame of a brand settings section (issue [11/13]): loading, a load failure with a retry,
// the form, and one status line announced to screen readers: saving, saved, fields to fix, a
// conflict (someone else saved first) with a button to load their values, or no answer.
import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../../ui/Button';
import { Spinner } from '../../../../ui/Spinner';
import { useAdminI18n } from '../../admin-i18n';
import type { Section } from './useSection';
import './brand.css';

export function SectionFrame<T>({
  section,
  title,
  intro,
  children,
  aside,
}: {
  section: Section<T>;
  title: string;
  intro?: ReactNode;
  children: (draft: T) => ReactNode;
  /** Beside the form on wide screens (the landing preview). */
  aside?: (draft: T) => ReactNode;
}) {
  const { t } = useAdminI18n();
  const { draft, status } = section;

  function submit(event: FormEvent) {
    event.preventDefault();
    void section.save();
  }

  if (section.loadFailed)
    return (
      <div className="a-state" role="alert">
        <p className="a-error">{t('admin.brand.common.loadFailed')}</p>
        <Button variant="secondary" onClick={section.reload}>
          {t('admin.brand.common.retry')}
        </Button>
      </div>
    );
  if (draft === null)
    return (
      <div className="a-state" role="status">
        <Spinner />
        <p>{t('admin.brand.common.loading')}</p>
      </div>
    );

  return (
    <div className={aside ? 'ab-layout ab-layout--aside' : 'ab-layout'}>
      <form className="ab-form" onSubmit={submit} noValidate aria-label={title}>
        <h2 className="ab-title">{title}</h2>
        {intro}
        {children(draft)}
        <div className="ab-savebar">
          <Button type="submit" busy={status === 'saving'} disabled={status === 'saving'}>
            {t('admin.brand.common.save')}
          </Button>
          <div className="ab-status" role="status" aria-live="polite">
            {status === 'saved' ? <p className="ab-ok">{t('admin.brand.common.saved')}</p> : null}
            {status === 'invalid' ? (
              <p className="a-error">{t('admin.brand.common.invalid')}</p>
            ) : null}
            {status === 'failed' ? (
              <p className="a-error">{t('admin.brand.common.failed')}</p>
            ) : null}
          </div>
        </div>
        {status === 'conflict' ? (
          <div className="a-notice ab-conflict" role="alert">
            <p>{t('admin.brand.common.conflict')}</p>
            <Button variant="secondary" onClick={section.loadCurrent}>
              {t('admin.brand.common.loadCurrent')}
            </Button>
          </div>
        ) : null}
      </form>
      {aside ? <aside className="ab-aside">{aside(draft)}</aside> : null}
    </div>
  );
}
