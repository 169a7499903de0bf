// The kitchen's password screen: a clear message, in the staff's language, on a wrong password,
// on too many attempts (with how long to wait when the server says) and on a store without a
// staff password.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { logIn } from '../../api/kitchen';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { loginRefusal } from './refusal';
import type { KitchenNotice } from './refusal';

export function KitchenLogin({ companyName, onDone }: { companyName: string; onDone: () => void }) {
  const { t, locale } = useI18n();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  // Kept as a key, so a language switch re-renders it in the new language.
  const [error, setError] = useState<KitchenNotice | null>(null);
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
      setError(loginRefusal(e, locale));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="k-login" id="main">
      <form className="k-login__form c-card" onSubmit={(e) => void submit(e)} noValidate>
        <h1>{t('kitchen.login.title')}</h1>
        <p className="k-muted">{companyName}</p>
        <label htmlFor={inputId}>{t('kitchen.login.password')}</label>
        <input
          id={inputId}
          className="k-input"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? errorId : undefined}
          required
        />
        {error ? (
          <p id={errorId} className="k-error" role="alert">
            {t(error.key, error.params)}
          </p>
        ) : null}
        <Button type="submit" block busy={busy} disabled={password === ''}>
          {t('kitchen.login.submit')}
        </Button>
      </form>
    </main>
  );
}
