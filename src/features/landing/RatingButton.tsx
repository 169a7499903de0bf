// §2.11 rating button: the review score, opening the review page in a new tab.
import { Icon } from '../../ui/Icon';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { ratingView } from './company-links';
import './landing-header.css';

export function RatingButton() {
  const { settings } = useApp();
  const { t, locale } = useI18n();
  const rating = ratingView(settings);
  if (!rating) return null;
  const score =
    rating.score === null
      ? null
      : new Intl.NumberFormat(locale, {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }).format(rating.score);
  const label =
    score === null ? t('landing.rating.label') : t('landing.rating.withScore', { score });
  return (
    <a
      className="lp-pill lp-rating"
      href={rating.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('landing.newTab', { label })}
    >
      <Icon name="star" size={18} />
      <span>{score ?? t('landing.rating.short')}</span>
    </a>
  );
}
