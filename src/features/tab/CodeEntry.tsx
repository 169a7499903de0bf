// The table code (issue [17/21]): a table that requires one answers 403 until this phone sends the
// four digits the opener was shown. Wrong codes are limited per phone (429 tab_code_attempts):
// the button waits out the Retry-After.
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useI18n } from '../../i18n';
import type { CodeProblem } from './tab-read';

const FOUR_DIGITS = /^\d{4}$/;

export function CodeEntry(props: {
  problem: CodeProblem;
  retryAfter: number | undefined;
  onSubmit: (code: string) => Promise<void>;
}) {
  const { problem, retryAfter, onSubmit } = props;
  const { t } = useI18n();
  const inputId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useState(problem === 'attempts' ? (retryAfter ?? 60) : 0);

  useEffect(() => {
    setWait(problem === 'attempts' ? (retryAfter ?? 60) : 0);
    if (problem === 'wrong') input.current?.focus();
  }, [problem, retryAfter]);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => Math.max(0, w - 1)), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (!FOUR_DIGITS.test(value)) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    setInvalid(false);
    setBusy(true);
    try {
      await onSubmit(value);
    } finally {
      setBusy(false);
    }
  }

  const error = invalid
    ? t('tab.code.invalid')
    : problem === 'wrong'
      ? t('tab.code.wrong')
      : problem === 'attempts'
        ? wait > 0
          ? t('tab.code.attempts', { seconds: wait })
          : t('tab.code.attemptsOver')
        : '';

  return (
    <section className="c-card c-tab__code" aria-labelledby="tab-code-title">
      <h2 id="tab-code-title">{t('tab.code.heading')}</h2>
      <p>{t('tab.code.hint')}</p>
      <form onSubmit={(e) => void submit(e)} noValidate className="c-tab__code-form">
        <label htmlFor={inputId}>{t('tab.code.label')}</label>
        <input
          ref={input}
          id={inputId}
          className="c-tab__code-input"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={4}
          dir="ltr"
          value={value}
          aria-invalid={error !== '' || undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => setValue(e.target.value.replace(/\D/g, '').slice(0, 4))}
        />
        <p id={errorId} className="c-tab__error" role="alert">
          {error}
        </p>
        <button
          type="submit"
          className="c-button c-button--primary"
          disabled={busy || wait > 0}
          aria-busy={busy}
        >
          {t('tab.code.submit')}
        </button>
      </form>
    </section>
  );
}
