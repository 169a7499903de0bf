// The frame every service settings tab shares: load the section ({ version, value }), keep the
// version, save with it, and show each state: loading, a load failure with a retry, the fields'
// errors (checked first with the section's domain schema, the one the server uses), saving, saved,
// and a 409 conflict that says someone else saved first and offers to load their values.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type { Struct } from 'superstruct';
import { getServiceSettings, saveServiceSettings } from '../../../../api/admin-service-settings';
import type { ServiceSection, ServiceSections } from '../../../../api/admin-service-settings';
import { isApiError } from '../../../../api/errors';
import { settingsErrors } from '../../../../domain/settings-schemas';
import type { SettingsErrors } from '../../../../domain/settings-schemas';
import { Button } from '../../../../ui/Button';
import { Spinner } from '../../../../ui/Spinner';
import { useAdminI18n } from '../../admin-i18n';
import { saveFailure } from './section-state';
import type { Versioned } from './section-state';
import './service-settings.css';

type Status = 'idle' | 'saving' | 'saved' | 'failed' | 'invalid';

export interface SectionApi<S extends ServiceSection> {
  loaded: Versioned<ServiceSections[S]['read']> | null;
  loadFailed: boolean;
  /** Changes when the form must start again from `loaded` (after loading the current values). */
  revision: number;
  status: Status;
  errors: SettingsErrors;
  conflict: Versioned<ServiceSections[S]['read']> | null;
  refusal: string | null;
  reload: () => void;
  loadCurrent: () => void;
  save: <T>(value: ServiceSections[S]['write'], schema: Struct<T, unknown>) => Promise<boolean>;
}

export function useSection<S extends ServiceSection>(
  section: S,
  onUnauthorized: () => void,
): SectionApi<S> {
  type Read = ServiceSections[S]['read'];
  const [loaded, setLoaded] = useState<Versioned<Read> | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [revision, setRevision] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [conflict, setConflict] = useState<Versioned<Read> | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const unauthorized = useRef(onUnauthorized);
  useEffect(() => {
    unauthorized.current = onUnauthorized;
  }, [onUnauthorized]);

  const reload = useCallback(() => {
    setLoadFailed(false);
    setLoaded(null);
    getServiceSettings(section).then(
      (answer) => {
        setLoaded(answer);
        setConflict(null);
        setErrors({});
        setStatus('idle');
        setRevision((r) => r + 1);
      },
      (error: unknown) => {
        if (isApiError(error) && error.status === 401) unauthorized.current();
        else setLoadFailed(true);
      },
    );
  }, [section]);
  useEffect(reload, [reload]);

  function loadCurrent() {
    if (!conflict) return reload();
    setLoaded(conflict);
    setConflict(null);
    setErrors({});
    setStatus('idle');
    setRevision((r) => r + 1);
  }

  async function save<T>(value: ServiceSections[S]['write'], schema: Struct<T, unknown>) {
    if (!loaded) return false;
    const problems = settingsErrors(schema, value);
    setRefusal(null);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      setStatus('invalid');
      return false;
    }
    setErrors({});
    setStatus('saving');
    try {
      const answer = await saveServiceSettings(section, loaded.version, value);
      setLoaded(answer);
      setConflict(null);
      setStatus('saved');
      setRevision((r) => r + 1);
      return true;
    } catch (error) {
      const failure = saveFailure<Read>(error);
      if (failure.kind === 'unauthorized') unauthorized.current();
      else if (failure.kind === 'conflict') {
        setConflict(failure.current ?? { version: loaded.version, value: loaded.value });
        setStatus('failed');
      } else if (failure.kind === 'invalid') {
        setErrors(failure.errors);
        setStatus('invalid');
      } else {
        setRefusal(failure.kind === 'refused' ? failure.code : null);
        setStatus('failed');
      }
      return false;
    }
  }

  return {
    loaded,
    loadFailed,
    revision,
    status,
    errors,
    conflict,
    refusal,
    reload,
    loadCurrent,
    save,
  };
}

/** Loading and load-failure states around a section's form; the form is re-made per revision. */
export function SectionFrame<S extends ServiceSection>({
  api,
  title,
  intro,
  children,
}: {
  api: SectionApi<S>;
  title: string;
  intro?: ReactNode;
  children: (value: ServiceSections[S]['read']) => ReactNode;
}) {
  const { t } = useAdminI18n();
  const headingId = useId();
  return (
    <section className="a-section a-settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {intro ? <div className="a-muted">{intro}</div> : null}
      {api.loadFailed ? (
        <div className="a-state" role="alert">
          <p className="a-error">{t('admin.services.loadFailed')}</p>
          <Button variant="secondary" onClick={api.reload}>
            {t('admin.services.retry')}
          </Button>
        </div>
      ) : api.loaded === null ? (
        <div className="a-state" role="status">
          <Spinner />
          <span>{t('admin.services.loading')}</span>
        </div>
      ) : (
        <div key={api.revision}>{children(api.loaded.value)}</div>
      )}
    </section>
  );
}

/** The save button and what became of the last save (a polite live region). */
export function SaveBar<S extends ServiceSection>({ api }: { api: SectionApi<S> }) {
  const { t } = useAdminI18n();
  const { status, conflict, refusal, errors } = api;
  const bar = useRef<HTMLDivElement>(null);
  // A refused save takes the owner to the first field to fix.
  useEffect(() => {
    if (status !== 'invalid') return;
    const first = bar.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]');
    first?.focus();
  }, [status, errors]);
  // A successful save re-makes the form from the saved values: the confirmation takes the focus,
  // so it is read out and the owner is not dropped at the top of the page.
  const savedNote = useRef<HTMLParagraphElement>(null);
  const justSaved = useRef(status === 'saved');
  useEffect(() => {
    if (justSaved.current) savedNote.current?.focus();
  }, []);
  return (
    <div className="a-savebar" ref={bar}>
      <Button type="submit" busy={status === 'saving'}>
        {t('admin.services.save')}
      </Button>
      <div role="status" aria-live="polite" className="a-savebar__status">
        {status === 'saved' ? (
          <p className="a-saved" ref={savedNote} tabIndex={-1}>
            {t('admin.services.saved')}
          </p>
        ) : null}
        {status === 'invalid' ? <p className="a-error">{t('admin.services.invalid')}</p> : null}
        {status === 'failed' && !conflict ? (
          <p className="a-error">
            {refusal === 'domain_taken'
              ? t('admin.services.domain.taken')
              : t('admin.services.saveFailed')}
          </p>
        ) : null}
      </div>
      {conflict ? (
        <div className="a-notice a-conflict" role="alert">
          <p>{t('admin.services.conflict')}</p>
          <Button variant="secondary" onClick={api.loadCurrent}>
            {t('admin.services.loadCurrent')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** A form that saves a section: no native validation bubbles, our messages instead. */
export function SectionForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form className="a-settings-form" noValidate onSubmit={submit}>
      {children}
    </form>
  );
}

/** A field's error text, referenced by the field's aria-describedby. */
export function FieldError({ id, code }: { id: string; code: string | undefined }) {
  const { t } = useAdminI18n();
  if (!code) return null;
  return (
    <p id={id} className="a-error a-field-error">
      {t(`admin.services.errors.${code}`)}
    </p>
  );
}

/** Props that tie an input to its error: aria-invalid and aria-describedby. */
export function errorProps(id: string, code: string | undefined) {
  return code ? { 'aria-invalid': true as const, 'aria-describedby': id } : {};
}
