// The back office's password screen: the kitchen's sign-in messages (src/api/login-refusal.ts)
// in the owner's language, on a wrong password, on too many attempts (with how long to wait
// when the server says) and on a store without an owner password.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { logIn } from '../../api/admin';
import { signInRefusal } from '../../api/login-refusal';
import type { LoginNotice } from '../../api/login-refusal';
import { Button } from '../../ui/Button';
import { useAdminI18n } from './admin-i18n';

export function AdminLogin({
  companyName,
  notice,
  onDone,
}: {
  companyName: string;
  /** Why the owner is here again, e.g. admin.sessionExpired. */
  notice?: string;
  onDone: () => void;
}) {
  const { t, locale } = useAdminI18n();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  // Kept as a key, so a language switch re-renders it in the new language.
  const [error, setError] = useState<LoginNotice | null>(null);
  const inputId = useId();
  const errorId = useId();
  const titleId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password === '') return;
    setBusy(true);
    setError(null);
    try {
      await logIn(password);
      onDone();
    } catch (e) {
      setError(signInRefusal(e, locale, 'admin.login') ?? { key: 'admin.login.failed' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="a-login" id="main">
      <form
        className="a-login__form c-card"
        onSubmit={(e) => void submit(e)}
        aria-labelledby={titleId}
        noValidate
      >
        <p className="a-muted a-login__company">{companyName}</p>
        <h1 id={titleId}>{t('admin.login.title')}</h1>
        <p className="a-muted">{t('admin.login.intro')}</p>
        {notice ? <p className="a-notice">{t(notice)}</p> : null}
        <label htmlFor={inputId}>{t('admin.login.password')}</label>
        <input
          id={inputId}
          className="a-input"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          required
        />
        {error ? (
          <p id={errorId} className="a-error" role="alert">
            {t(error.key, error.params)}
          </p>
        ) : null}
        <Button type="submit" block busy={busy} disabled={password === ''}>
          {t('admin.login.submit')}
        </Button>
      </form>
    </main>
  );
}
