// A provider's payment form while it loads, or when it did not load, with a retry.
import { useI18n } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';

export type FormPhase = 'loading' | 'ready' | 'failed';

export function FormStatus({ phase, onRetry }: { phase: FormPhase; onRetry: () => void }) {
  const { t } = useI18n();
  if (phase === 'loading')
    return (
      <p className="cs-fields__status" role="status">
        <Spinner size={18} />
        <span>{t('summary.payment.formLoading')}</span>
      </p>
    );
  if (phase === 'failed')
    return (
      <div className="cs-fields__status" role="alert">
        <span>{t('summary.payment.formSlow')}</span>
        <Button variant="secondary" onClick={onRetry}>
          {t('summary.payment.formRetry')}
        </Button>
      </div>
    );
  return null;
}
