// §2.3 footer 'report something': a report-abuse form sent to the site-abuse-report API.
import { useRef, useState } from 'react';
import { Button, Icon, Modal } from '../../ui';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { reportSiteAbuse } from '../../api/client';
import { isApiError } from '../../api/errors';
import { reportPayload, validateReport } from './report-abuse';
import type { ReportDraft, ReportErrors } from './report-abuse';
import { ReportAbuseFields } from './ReportAbuseFields';
import './report-abuse.css';

type Phase = 'editing' | 'sending' | 'sent' | 'failed';

const EMPTY: ReportDraft = { reason: '', description: '', email: '' };

export function ReportAbuseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const { companyId } = useApp();
  const [draft, setDraft] = useState<ReportDraft>(EMPTY);
  const [errors, setErrors] = useState<ReportErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [phase, setPhase] = useState<Phase>('editing');
  // A rate limit is not the connection's fault: say to wait instead.
  const [failure, setFailure] = useState('report.error');
  const formRef = useRef<HTMLFormElement>(null);

  const close = () => {
    // A sent report starts fresh next time; an unsent draft is kept in case it was closed by mistake.
    if (phase === 'sent') {
      setDraft(EMPTY);
      setSubmitted(false);
      setErrors({});
      setPhase('editing');
    }
    onClose();
  };

  const change = (next: ReportDraft) => {
    setDraft(next);
    // Messages appear after the first submit attempt, then follow every keystroke.
    if (submitted) setErrors(validateReport(next));
  };

  const submit = async () => {
    setSubmitted(true);
    const found = validateReport(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // Move focus to the first field to fix once React has marked it invalid.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    if (!companyId) return;
    setPhase('sending');
    try {
      await reportSiteAbuse(reportPayload(draft, companyId, window.location.href));
      setPhase('sent');
    } catch (error) {
      const limited = isApiError(error) && error.status === 429;
      setFailure(limited ? 'errors.rate_limited' : 'report.error');
      setPhase('failed');
    }
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('report.title')}
      persistent={phase === 'sending'}
      maxWidth={520}
    >
      {phase === 'sent' ? (
        <div className="lp-report__done" role="status">
          <Icon name="check" size={40} />
          <p>{t('report.success')}</p>
          <Button block onClick={close}>
            {t('report.close')}
          </Button>
        </div>
      ) : (
        <form
          ref={formRef}
          className="lp-report"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p className="lp-report__intro">{t('report.intro')}</p>
          <ReportAbuseFields
            draft={draft}
            errors={errors}
            onChange={change}
            disabled={phase === 'sending'}
          />
          {phase === 'failed' ? (
            <p className="lp-report__error" role="alert">
              {t(failure)}
            </p>
          ) : null}
          <Button type="submit" block busy={phase === 'sending'}>
            {t(phase === 'sending' ? 'report.sending' : 'report.submit')}
          </Button>
        </form>
      )}
    </Modal>
  );
}
