// "New category": a labelled name and Add. The name is checked as the server checks it before
// it is sent; the server's refusal (a duplicate, an invalid name) shows under the field. Focus
// stays in the field, so several categories can be added in a row.
import { forwardRef, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { useAdminI18n } from './admin-i18n';
import { MAX_CATEGORY_NAME, nameProblem } from './menu-state';
import type { NameProblem } from './menu-state';

export const NewCategoryForm = forwardRef<
  HTMLInputElement,
  {
    /** Adds the category; resolves to an error to show, or null when it was added. */
    onAdd: (name: string) => Promise<NameProblem | null>;
  }
>(function NewCategoryForm({ onAdd }, inputRef) {
  const { t } = useAdminI18n();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<NameProblem | null>(null);
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  function focusInput() {
    if (inputRef && typeof inputRef === 'object') inputRef.current?.focus();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = nameProblem(name);
    if (problem) {
      setError(problem);
      focusInput();
      return;
    }
    setBusy(true);
    setError(null);
    const refused = await onAdd(name.trim());
    setBusy(false);
    setError(refused);
    if (!refused) setName('');
    focusInput();
  }

  return (
    <form
      className="a-newcat c-card"
      onSubmit={(e) => void submit(e)}
      aria-labelledby={titleId}
      noValidate
    >
      <h3 id={titleId}>{t('admin.menu.new.title')}</h3>
      <label htmlFor={inputId}>{t('admin.menu.new.label')}</label>
      <div className="a-newcat__row">
        <input
          ref={inputRef}
          id={inputId}
          className="a-input"
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          autoComplete="off"
          enterKeyHint="done"
        />
        <Button type="submit" busy={busy}>
          {t('admin.menu.new.submit')}
        </Button>
      </div>
      <p id={hintId} className="a-muted a-newcat__hint">
        {t('admin.menu.new.hint', { max: MAX_CATEGORY_NAME })}
      </p>
      {error ? (
        <p id={errorId} className="a-error" role="alert">
          {t(error.key, error.params)}
        </p>
      ) : null}
    </form>
  );
});
