// §7.5 order rating once DELIVERED or FINALIZED: an existing rating is shown; otherwise 1–5
// stars (a radio group) and an optional comment.
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';
import { getOrderRating, postOrderRating } from '../../api/clients';
import type { OrderRating } from '../../api/clients';
import { isApiError } from '../../api/errors';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { Stars } from './Stars';

const COMMENT_MAX = 500;

type Phase = { kind: 'loading' } | { kind: 'form' } | { kind: 'done'; rating: OrderRating };

export function RatingSection({ companyId, orderId }: { companyId: string; orderId: string }) {
  const { t } = useI18n();
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const commentId = useId();

  useEffect(() => {
    let cancelled = false;
    getOrderRating(companyId, orderId).then(
      (rating) => !cancelled && setPhase(rating ? { kind: 'done', rating } : { kind: 'form' }),
      (e: unknown) => {
        if (!isApiError(e) || e.status !== 404) console.error('[ERROR:getOrderRating]', e);
        if (!cancelled) setPhase({ kind: 'form' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [companyId, orderId]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (stars < 1) return setError(t('tracking.rating.required'));
    setBusy(true);
    setError(null);
    try {
      const trimmed = comment.trim();
      const body = { order_id: orderId, rating: stars, comment: trimmed === '' ? null : trimmed };
      setPhase({ kind: 'done', rating: await postOrderRating(companyId, body) });
    } catch (e) {
      // A rate limit is not a failure to fix: say to wait instead.
      const limited = isApiError(e) && e.status === 429;
      setError(t(limited ? 'errors.rate_limited' : 'tracking.rating.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="c-card c-tracking__rating" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {t(phase.kind === 'done' ? 'tracking.rating.yours' : 'tracking.rating.title')}
      </h2>
      {phase.kind === 'loading' ? <Spinner label={t('common.loading')} /> : null}
      {phase.kind === 'done' ? (
        <>
          <Stars value={phase.rating.rating} />
          {phase.rating.comment ? <p>{phase.rating.comment}</p> : null}
          <p className="c-tracking__muted">{t('tracking.rating.thanks')}</p>
        </>
      ) : null}
      {phase.kind === 'form' ? (
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stars value={stars} onChange={setStars} legend={t('tracking.rating.legend')} />
          <label htmlFor={commentId}>{t('tracking.rating.comment')}</label>
          <textarea
            id={commentId}
            className="c-tracking__textarea"
            rows={3}
            maxLength={COMMENT_MAX}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          {error ? (
            <p className="c-tracking__error" role="alert">
              {error}
            </p>
          ) : null}
          <Button type="submit" busy={busy} block>
            {t('tracking.rating.submit')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
