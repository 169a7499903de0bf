// The back office's password screen: the kitchen's sign-in messages (src/api/login-refusal.ts)
// in the owner's language, on a wrong password, on too many attempts (with how long to wait
// when the server says) and on a store without an owner password.
import { useId } from 'react';
import { logIn } from '../../api/admin';
import { signInRefusal } from '../../api/login-refusal';
import { PasswordForm } from '../staff-login/PasswordForm';
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
  const titleId = useId();

  return (
    <PasswordForm
      prefix="a"
      labelledBy={titleId}
      label={t('admin.login.password')}
      submitLabel={t('admin.login.submit')}
      logIn={logIn}
      refusal={(e) => signInRefusal(e, locale, 'admin.login') ?? { key: 'admin.login.failed' }}
      describe={(error) => t(error.key, error.params)}
      onDone={onDone}
    >
      <p className="a-muted a-login__company">{companyName}</p>
      <h1 id={titleId}>{t('admin.login.title')}</h1>
      <p className="a-muted">{t('admin.login.intro')}</p>
      {notice ? <p className="a-notice">{t(notice)}</p> : null}
    </PasswordForm>
  );
}
