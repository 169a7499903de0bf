// What the visitor sees while the company (or a route chunk) loads: the page's rough shape.
import { t } from '../i18n';
import { Skeleton } from '../ui/Skeleton';

export function PageSkeleton() {
  return (
    <div
      className="c-page c-skeleton-page"
      role="status"
      aria-busy="true"
      aria-label={t('common.loading')}
    >
      <div className="c-skeleton-page__header">
        <Skeleton width={64} height={64} round />
        <Skeleton width="50%" height={24} />
      </div>
      <Skeleton height={20} width="80%" />
      <Skeleton height={20} width="60%" />
      <Skeleton height={48} />
      <Skeleton height={48} />
    </div>
  );
}
