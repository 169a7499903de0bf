// The kitchen's password screen: a clear message, in the staff's language, on a wrong password,
// on too many attempts (with how long to wait when the server says) and on a store without a
// staff password.
import { logIn } from '../../api/kitchen';
import { useI18n } from '../../i18n';
import { PasswordForm } from '../staff-login/PasswordForm';
import { loginRefusal } from './refusal';

export function KitchenLogin({ companyName, onDone }: { companyName: string; onDone: () => void }) {
  const { t, locale } = useI18n();

  return (
    <PasswordForm
      prefix="k"
      label={t('kitchen.login.password')}
      submitLabel={t('kitchen.login.submit')}
      logIn={logIn}
      refusal={(e) => loginRefusal(e, locale)}
      describe={(error) => t(error.key, error.params)}
      onDone={onDone}
    >
      <h1>{t('kitchen.login.title')}</h1>
      <p className="k-muted">{companyName}</p>
    </PasswordForm>
  );
}
