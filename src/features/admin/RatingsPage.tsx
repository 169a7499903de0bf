// Ratings (issue [16/21] item 10): what diners said about their orders, the newest first, with
// the average over all of them. Each rating names its order, its stars, its comment and when
// (the company's time zone and clock, in the owner's language).
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { listRatings } from '../../api/admin';
import type { ListedRating, RatingsList } from '../../api/admin';
import { isApiError } from '../../api/errors';
import type { Company } from '../../domain/types';
import { Button } from '../../ui/Button';
import { RatingStars } from '../../ui/RatingStars';
import { Spinner } from '../../ui/Spinner';
import { useAdminI18n } from './admin-i18n';
import { auditWhen } from './audit-format';

type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; list: RatingsList };

export function RatingsPage({
  company,
  onUnauthorized,
}: {
  company: Company;
  onUnauthorized: () => void;
}) {
  const { t, locale } = useAdminI18n();
  const headingId = useId();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const unauthorized = useRef(onUnauthorized);
  useEffect(() => {
    unauthorized.current = onUnauthorized;
  }, [onUnauthorized]);

  const load = useCallback(() => {
    setState({ kind: 'loading' });
    listRatings().then(
      (list) => setState({ kind: 'ready', list }),
      (error: unknown) => {
        if (isApiError(error) && error.status === 401) unauthorized.current();
        else setState({ kind: 'error' });
      },
    );
  }, []);

  useEffect(load, [load]);

  const number = (value: number, digits = 0) =>
    new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);

  return (
    <section className="a-section" aria-labelledby={headingId} aria-busy={state.kind === 'loading'}>
      <h2 id={headingId}>{t('admin.ratings.title')}</h2>
      <p className="a-muted">{t('admin.ratings.intro')}</p>
      {state.kind === 'loading' ? (
        <div className="a-state">
          <Spinner size={32} label={t('admin.ratings.loading')} />
        </div>
      ) : state.kind === 'error' ? (
        <div className="a-state" role="alert">
          <p className="a-error">{t('admin.ratings.failed')}</p>
          <Button variant="secondary" onClick={load}>
            {t('common.retry')}
          </Button>
        </div>
      ) : state.list.count === 0 || state.list.average === null ? (
        <div className="a-empty">
          <h3>{t('admin.ratings.empty')}</h3>
          <p>{t('admin.ratings.emptyText')}</p>
        </div>
      ) : (
        <>
          <div className="a-ratings__summary" data-testid="ratings-summary">
            <RatingStars rating={Math.round(state.list.average)} size={24} />
            <p>
              <strong>
                {t('admin.ratings.average', { average: number(state.list.average, 1) })}
              </strong>{' '}
              · {t('admin.ratings.count', { count: number(state.list.count) })}
            </p>
          </div>
          <ol className="a-activity" aria-label={t('admin.ratings.title')}>
            {state.list.ratings.map((rating) => (
              <RatingItem key={rating.order_id} rating={rating} company={company} />
            ))}
          </ol>
        </>
      )}
    </section>
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
