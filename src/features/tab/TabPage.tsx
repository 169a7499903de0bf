// /tab?qr-id=… (issue [17/21]): the table's tab, live, for every phone that scanned the table's
// QR: its rounds, who ordered what, the bill and its §4.2 state; the calls to the staff; the
// table code. Its own lazy chunk (src/app/pages.ts): nothing here weighs on / or /products.
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { LinkKeepQuery } from '../../app/navigation';
import { qrDisplayName } from '../../domain/formatting';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';
import { Skeleton } from '../../ui/Skeleton';
import { CodeEntry } from './CodeEntry';
import { TabBody } from './TabBody';
import { useTab } from './use-tab';
import './tab.css';

function Shell({ children, busy = false }: { children: React.ReactNode; busy?: boolean }) {
  const { t } = useI18n();
  const { qr } = useApp();
  return (
    <main className="c-page c-tab" id="main" aria-busy={busy || undefined}>
      <div className="c-tab__header">
        <div>
          <h1>{t('tab.title')}</h1>
          {qr ? <p className="c-tab__muted">{qrDisplayName(qr)}</p> : null}
        </div>
        <LanguageSwitcher />
      </div>
      {children}
    </main>
  );
}

function Message({ title, hint }: { title: string; hint: string }) {
  const { t } = useI18n();
  return (
    <section className="c-card c-tab__message" aria-labelledby="tab-message-title">
      <h2 id="tab-message-title">{title}</h2>
      <p>{hint}</p>
      <LinkKeepQuery to="/products" className="c-button c-button--primary">
        {t('common.viewMenu')}
      </LinkKeepQuery>
    </section>
  );
}

function TabSkeleton() {
  const { t } = useI18n();
  return (
    <div className="c-skeleton-page" data-testid="tab-skeleton">
      <p className="c-visually-hidden" role="status">
        {t('tab.loading')}
      </p>
      <Skeleton height={120} />
      <Skeleton height={72} />
      <Skeleton height={200} />
    </div>
  );
}

function TableTab({ companyId, qrId }: { companyId: string; qrId: string }) {
  const { t } = useI18n();
  const state = useTab(companyId, qrId);
  const { screen } = state;
  if (screen.phase === 'loading')
    return (
      <Shell busy>
        <TabSkeleton />
      </Shell>
    );
  if (screen.phase === 'none')
    return (
      <Shell>
        <Message title={t('tab.empty.title')} hint={t('tab.empty.hint')} />
      </Shell>
    );
  if (screen.phase === 'unavailable')
    return (
      <Shell>
        <section className="c-card c-tab__message" aria-labelledby="tab-message-title">
          <h2 id="tab-message-title">{t('tab.unavailable.title')}</h2>
          <p>{t(screen.offline ? 'tab.unavailable.offline' : 'tab.unavailable.hint')}</p>
          <button
            type="button"
            className="c-button c-button--primary"
            onClick={() => void state.reload()}
          >
            {t('common.retry')}
          </button>
        </section>
      </Shell>
    );
  if (screen.phase === 'code')
    return (
      <Shell>
        <CodeEntry
          problem={screen.problem}
          retryAfter={screen.retryAfter}
          onSubmit={state.submitCode}
        />
      </Shell>
    );
  return (
    <Shell>
      <TabBody companyId={companyId} qrId={qrId} screen={screen} state={state} />
    </Shell>
  );
}

export function TabPage() {
  const { t } = useI18n();
  const { companyId, qr } = useApp();
  const qrId = new URLSearchParams(useSearch()).get('qr-id') ?? qr?.id ?? null;
  const title = t('tab.title');
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
  if (!companyId || !qrId)
    return (
      <Shell>
        <Message title={t('tab.noQr.title')} hint={t('tab.noQr.hint')} />
      </Shell>
    );
  return <TableTab key={`${companyId}|${qrId}`} companyId={companyId} qrId={qrId} />;
}
