// A diner's rating, read-only: five stars as an image named '4 of 5 stars', and the comment when
// there is one. The kitchen's finished cards and the back office's ratings list show it
// (issue [16/21] item 10); the tracking page's own Stars is the form that gives it.
import { useI18n } from '../i18n';
import { Icon } from './Icon';
import './rating-stars.css';

const VALUES = [1, 2, 3, 4, 5] as const;

export function RatingStars({
  rating,
  comment,
  size = 18,
}: {
  rating: number;
  comment?: string | null;
  size?: number;
}) {
  const { t } = useI18n();
  return (
    <div className="c-rating" data-rating={rating}>
      <span
        className="c-rating__stars"
        role="img"
        aria-label={t('tracking.rating.stars', { n: rating })}
      >
        {VALUES.map((n) => (
          <span key={n} className={n <= rating ? 'c-rating__on' : 'c-rating__off'}>
            <Icon name="star" size={size} />
          </span>
        ))}
      </span>
      {comment ? (
        <q className="c-rating__comment">
          <bdi>{comment}</bdi>
        </q>
      ) : null}
    </div>
  );
}
