// "Call the waiter" and "Ask for the bill" (issue [17/21]): each sends a request staff see at once
// on the board. The answer shows beside the buttons: sent, seen by the staff (the socket's
// REQUEST_ACKNOWLEDGED), or the 429 tab_request_repeated with how long to wait.
import { useEffect, useState } from 'react';
import { isApiError } from '../../api/errors';
import { callStaff } from '../../api/tab';
import type { StaffRequestKind } from '../../api/tab';
import { waitSeconds } from './tab-read';
import { useI18n } from '../../i18n';

type Feedback =
  | { kind: StaffRequestKind; state: 'sent' | 'acknowledged' | 'failed' | 'offline' }
  | { kind: StaffRequestKind; state: 'repeated'; seconds: number };

export function TabRequests(props: {
  companyId: string;
  qrId: string;
  code: string | null;
  acknowledged: number;
}) {
  const { companyId, qrId, code, acknowledged } = props;
  const { t } = useI18n();
  const [busy, setBusy] = useState<StaffRequestKind | null>(null);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [seenAt] = useState(acknowledged);

  // Staff acknowledged a call of this table after this phone sent one.
  useEffect(() => {
    if (acknowledged === seenAt) return;
    setFeedback((prev) => (prev?.state === 'sent' ? { ...prev, state: 'acknowledged' } : prev));
  }, [acknowledged, seenAt]);

  async function send(kind: StaffRequestKind): Promise<void> {
    setBusy(kind);
    try {
      await callStaff(companyId, qrId, kind, code);
      setFeedback({ kind, state: 'sent' });
    } catch (error) {
      if (isApiError(error) && error.code === 'tab_request_repeated')
        setFeedback({ kind, state: 'repeated', seconds: waitSeconds(error) ?? 60 });
      else if (isApiError(error) && error.isNetworkError) setFeedback({ kind, state: 'offline' });
      else setFeedback({ kind, state: 'failed' });
    } finally {
      setBusy(null);
    }
  }

  const message = feedback
    ? feedback.state === 'repeated'
      ? t('tab.requests.repeated', { seconds: feedback.seconds })
      : feedback.state === 'sent' || feedback.state === 'acknowledged'
        ? t(`tab.requests.${feedback.state}.${feedback.kind}`)
        : t(`tab.requests.${feedback.state}`)
    : '';

  return (
    <section className="c-card c-tab__requests" aria-labelledby="tab-requests-title">
      <h2 id="tab-requests-title">{t('tab.requests.heading')}</h2>
      <div className="c-tab__actions">
        {(['waiter', 'bill'] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            className="c-button c-button--secondary"
            disabled={busy !== null}
            aria-busy={busy === kind}
            onClick={() => void send(kind)}
          >
            {t(`tab.requests.${kind}`)}
          </button>
        ))}
      </div>
      <p
        className="c-tab__feedback"
        role="status"
        data-state={feedback?.state ?? 'none'}
        data-testid="tab-request-feedback"
      >
        {message}
      </p>
    </section>
  );
}
