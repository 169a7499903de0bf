// "Orders waiting to be sent: n" (issue [6/6]), for the shell to show on every page but the
// queued order's own. Links to the oldest waiting order. Renders nothing when none wait.
import { useSearch } from 'wouter';
import { LinkKeepQuery } from '../../app/navigation';
import { useI18n } from '../../i18n';
import { useOutbox } from '../../state/outbox';

export function OutboxBanner() {
  const { t } = useI18n();
  const box = useOutbox();
  const here = new URLSearchParams(useSearch()).get('outbox_id');
  const waiting = box.entries.filter((e) => e.status !== 'sent');
  const first = waiting[0];
  if (!first || here) return null;
  return (
    <LinkKeepQuery
      to={`/tracking?outbox_id=${encodeURIComponent(first.id)}`}
      className="c-outbox-banner"
      role="status"
      style={{
        display: 'block',
        padding: '8px 16px',
        textAlign: 'center',
        background: '#fff4e5',
        color: '#7a4100',
      }}
    >
      {t('offline.waiting', { count: waiting.length })}
    </LinkKeepQuery>
  );
}
