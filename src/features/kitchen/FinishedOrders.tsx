// The board's finished orders of its 12-hour window, newest first, folded under the columns: each
// with its number, its type and the diner's rating (stars and comment) once given, so the
// kitchen hears how it went (issue [16/21] item 10). A rating arrives live over the socket.
import { useId } from 'react';
import type { Order } from '../../domain/types';
import { useI18n } from '../../i18n';
import { RatingStars } from '../../ui/RatingStars';

export function FinishedOrders({ orders }: { orders: readonly Order[] }) {
  const { t } = useI18n();
  const headingId = useId();
  const finished = orders
    .filter((order) => order.status === 'FINALIZED')
    .sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at));
  if (finished.length === 0) return null;
  return (
    <section className="k-finished" aria-labelledby={headingId}>
      <details>
        <summary>
          <span id={headingId}>{t('kitchen.finished.title')}</span>{' '}
          <span className="k-column__count">{finished.length}</span>
        </summary>
        <ul>
          {finished.map((order) => {
            return (
              <li key={order.id} className="k-finished__item" data-order-id={order.id}>
                <p>
                  <strong>#{order.public_id}</strong>
                  <span className="k-muted">
                    {' · '}
                    {t(`common.orderTypes.${order.service_type.toLowerCase()}`)}
                  </span>
                </p>
                {order.rating ? (
                  <div data-testid="kitchen-rating">
                    <RatingStars rating={order.rating.rating} comment={order.rating.comment} />
                  </div>
                ) : (
                  <p className="k-muted">{t('kitchen.finished.notRated')}</p>
                )}
              </li>
            );
          })}
        </ul>
      </details>
    </section>
  );
}
