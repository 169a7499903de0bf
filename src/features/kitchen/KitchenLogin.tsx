// The kitchen's password screen: a clear message on a wrong password (401) and on too many
// attempts (429).
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { isApiError } from '../../api/errors';
import { logIn } from '../../api/kitchen';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';

export function KitchenLogin({ companyName, onDone }: { companyName: string; onDone: () => void }) {
  const { t } = useI18n();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
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
      const status = isApiError(e) ? e.status : 0;
      setError(
        t(
          status === 401
            ? 'kitchen.login.wrong'
            : status === 429
              ? 'kitchen.login.tooMany'
              : 'kitchen.login.failed',
        ),
      );
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
            {error}
          </p>
        ) : null}
        <Button type="submit" block busy={busy} disabled={password === ''}>
          {t('kitchen.login.submit')}
        </Button>
      </form>
    </main>
  );
}
