// The outbox entry a /tracking?outbox_id=… page shows. Once the entry is sent, the page moves
// to the live order (?order_id=…), replacing the URL so Back does not return to the queue.
import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { withQuery, withoutParam } from '../../app/query-string';
import type { OutboxEntry } from '../../db/outbox';
import { startOutbox, useOutbox } from '../../state/outbox';

export type QueuedState =
  { phase: 'loading' } | { phase: 'notFound' } | { phase: 'queued'; entry: OutboxEntry };

export function useQueuedOrder(companyId: string, outboxId: string): QueuedState {
  const box = useOutbox();
  const [, navigate] = useLocation();
  const search = useSearch();
  useEffect(() => {
    if (companyId) startOutbox(companyId);
  }, [companyId]);
  const entry =
    box.companyId === companyId ? box.entries.find((e) => e.id === outboxId) : undefined;
  const sentId = entry?.status === 'sent' ? (entry.orderId ?? null) : null;
  useEffect(() => {
    if (!sentId) return;
    const rest = withoutParam(search, 'outbox_id');
    navigate(withQuery(`/tracking?order_id=${encodeURIComponent(sentId)}`, rest), {
      replace: true,
    });
  }, [sentId, search, navigate]);
  if (!companyId || box.companyId !== companyId || !box.ready) return { phase: 'loading' };
  if (!entry) return { phase: 'notFound' };
  return { phase: 'queued', entry };
}
