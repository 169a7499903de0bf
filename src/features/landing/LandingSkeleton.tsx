// §2.3 loading skeleton: the landing's rough shape while the company loads.
import { Skeleton } from '../../ui/Skeleton';
import { useI18n } from '../../i18n';

export function LandingSkeleton() {
  const { t } = useI18n();
  return (
    <div
      className="lp lp--loading"
      role="status"
      aria-busy="true"
      aria-label={t('landing.loading')}
    >
      <div className="lp-header">
        <Skeleton width={64} height={64} round />
        <Skeleton width="40%" height={24} />
        <Skeleton width={140} height={32} />
      </div>
      <div className="lp-main">
        <Skeleton width="70%" height={28} />
        <Skeleton width="90%" height={18} />
        <Skeleton height={52} />
        <Skeleton height={52} />
        <Skeleton height={52} />
      </div>
    </div>
  );
}
