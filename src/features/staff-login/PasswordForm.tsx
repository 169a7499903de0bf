// The staff password screens' form, shared by the kitchen and the back office: one password
// field, the refusal under it and the submit button. Each screen brings its own class prefix
// ('k', 'a'), its strings, its sign-in call and how a refusal reads; the lines above the field
// (title, store name, notices) come as children.
import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type { LoginNotice } from '../../api/login-refusal';
import { Button } from '../../ui/Button';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';
import './password-form.css';

export function PasswordForm({
  prefix,
  labelledBy,
  label,
  submitLabel,
  logIn,
  refusal,
  describe,
  onDone,
  children,
}: {
  /** The screen's class prefix: `${prefix}-login`, `${prefix}-input`, `${prefix}-error`. */
  prefix: string;
  /** The id of the form's title, when the form is named by it. */
  labelledBy?: string;
  label: string;
  submitLabel: string;
  logIn: (password: string) => Promise<unknown>;
  /** How a refused sign-in reads, kept as a key so a language switch re-renders it. */
  refusal: (error: unknown) => LoginNotice;
  describe: (notice: LoginNotice) => string;
  onDone: () => void;
  children: ReactNode;
}) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<LoginNotice | null>(null);
  const inputId = useId();
  const errorId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password === '') return;
    setBusy(true);
    setError(null);
    try {
      await logIn(password);
      onDone();
    } catch (e) {
      setError(refusal(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className={`${prefix}-login`} id="main">
      {/* Staff choose their language before signing in, as diners do (§2.1). */}
      <LanguageSwitcher className="c-staff-login__lang" />
      <form
        className={`${prefix}-login__form c-card`}
        onSubmit={(e) => void submit(e)}
        aria-labelledby={labelledBy}
        noValidate
      >
        {children}
        <label htmlFor={inputId}>{label}</label>
        <input
          id={inputId}
          className={`${prefix}-input`}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          required
        />
        {error ? (
          <p id={errorId} className={`${prefix}-error`} role="alert">
            {describe(error)}
          </p>
        ) : null}
        <Button type="submit" block busy={busy} disabled={password === ''}>
          {submitLabel}
        </Button>
      </form>
    </main>
  );
}
