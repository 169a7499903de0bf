// The last failure on this screen (a server refusal, a lost connection), shown inline so it
// stays readable after the snackbar has gone.
import { useI18n } from '../../i18n';
import { useCheckout } from '../../state/checkout';

export function ScreenNotice() {
  const { t } = useI18n();
  const { notice } = useCheckout();
  if (!notice) return null;
  return (
    <p className="ck-notice" role="alert">
      {t(notice.key, notice.params)}
    </p>
  );
}
