// While the order is being created, or after that failed (with a way to try again).
import { useI18n } from '../../../i18n';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { ScreenNotice } from '../ScreenNotice';

export function SummaryLoading({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  const { t } = useI18n();
  if (!failed)
    return (
      <div className="cs-loading" role="status">
        <Spinner size={24} />
        <span>{t('summary.loading')}</span>
      </div>
    );
  return (
    <div className="cs-failed">
      <ScreenNotice />
      <p>{t('summary.loadFailed')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
