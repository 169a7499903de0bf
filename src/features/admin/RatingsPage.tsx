// Ratings (issue [16/21] item 10): what diners said about their orders, the newest first, with
// the average over all of them. Each rating names its order, its stars, its comment and when
// (the company's time zone and clock, in the owner's language).
import { listRatings } from '../../api/admin';
import type { ListedRating } from '../../api/admin';
import type { Company } from '../../domain/types';
import { RatingStars } from '../../ui/RatingStars';
import { AdminListSection } from './AdminListSection';
import { useAdminI18n } from './admin-i18n';
import { auditWhen } from './audit-format';

export function RatingsPage({
  company,
  onUnauthorized,
}: {
  company: Company;
  onUnauthorized: () => void;
}) {
  const { t, locale } = useAdminI18n();
  const number = (value: number, digits = 0) =>
    new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);

  return (
    <AdminListSection
      keys="admin.ratings"
      read={listRatings}
      isEmpty={(list) => list.count === 0 || list.average === null}
      onUnauthorized={onUnauthorized}
    >
      {(list) => (
        <>
          <div className="a-ratings__summary" data-testid="ratings-summary">
            <RatingStars rating={Math.round(list.average ?? 0)} size={24} />
            <p>
              <strong>
                {t('admin.ratings.average', { average: number(list.average ?? 0, 1) })}
              </strong>{' '}
              · {t('admin.ratings.count', { count: number(list.count) })}
            </p>
          </div>
          <ol className="a-activity" aria-label={t('admin.ratings.title')}>
            {list.ratings.map((rating) => (
              <RatingItem key={rating.order_id} rating={rating} company={company} />
            ))}
          </ol>
        </>
      )}
    </AdminListSection>
  );
}

function RatingItem({ rating, company }: { rating: ListedRating; company: Company }) {
  const { t, locale } = useAdminI18n();
  const when = auditWhen(rating.created_at, {
    locale,
    timeZone: company.timezone,
    timeFormat: company.country?.time_format ?? '24h',
  });
  return (
    <li className="a-activity__item" data-order={rating.public_id}>
      <p className="a-activity__what">{t('admin.ratings.order', { id: rating.public_id })}</p>
      <RatingStars rating={rating.rating} comment={rating.comment} />
      {rating.comment ? null : <p className="a-muted">{t('admin.ratings.noComment')}</p>}
      <p className="a-activity__meta">
        <time dateTime={rating.created_at}>{when ?? rating.created_at}</time>
      </p>
    </li>
  );
}
