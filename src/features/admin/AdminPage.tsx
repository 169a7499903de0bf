// /admin on the company's host (issue [11/13]): boots only the company and its language (as the
// kitchen), loads the back office's strings and checks the owner session, then shows the
// password screen or the back office.
import { useCallback, useEffect, useState } from 'react';
import { getSession } from '../../api/admin';
import { isApiError } from '../../api/errors';
import { bootStaff } from '../../app/staff-boot';
import { useI18n } from '../../i18n';
import type { Dictionary } from '../../i18n/dictionary';
import { loadStaffNamespace } from '../../i18n/staff-namespaces';
import { useApp } from '../../state/app';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { AdminLayout } from './AdminLayout';
import { AdminLogin } from './AdminLogin';
import { AdminStringsProvider, useAdminI18n } from './admin-i18n';
import './admin.css';

type Phase = 'loading' | 'login' | 'expired' | 'signed-in' | 'error';

export function AdminPage() {
  const { locale } = useI18n();
  const [phase, setPhase] = useState<Phase>('loading');
  const [booted, setBooted] = useState(false);
  const [strings, setStrings] = useState<Dictionary | null>(null);
  const [stringsFailed, setStringsFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const start = useCallback(() => {
    setPhase('loading');
    setAttempt((n) => n + 1);
    bootStaff()
      .then(() => {
        setBooted(true);
        return getSession();
      })
      .then(
        (session) => setPhase(session.authenticated ? 'signed-in' : 'login'),
        (error: unknown) => setPhase(isApiError(error) && error.status === 401 ? 'login' : 'error'),
      );
  }, []);

  useEffect(start, [start]);

  // After the boot the locale is the company's; a later change (none today) loads its strings,
  // and so does a retry (the chunks are cached once loaded).
  useEffect(() => {
    if (!booted) return;
    let current = true;
    setStringsFailed(false);
    loadStaffNamespace('admin', locale).then(
      (table) => current && setStrings(table),
      (error: unknown) => {
        console.error('[ERROR:loadStaffNamespace]', error);
        if (current) setStringsFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [booted, locale, attempt]);

  return (
    <AdminStringsProvider strings={strings ?? {}}>
      <AdminScreen
        phase={phase === 'error' || stringsFailed ? 'error' : strings === null ? 'loading' : phase}
        hasStrings={strings !== null}
        onRetry={start}
        onSignedIn={() => setPhase('signed-in')}
        onSignedOut={(expired) => setPhase(expired ? 'expired' : 'login')}
      />
    </AdminStringsProvider>
  );
}

function AdminScreen({
  phase,
  hasStrings,
  onRetry,
  onSignedIn,
  onSignedOut,
}: {
  phase: Phase;
  hasStrings: boolean;
  onRetry: () => void;
  onSignedIn: () => void;
  onSignedOut: (expired: boolean) => void;
}) {
  const { t } = useAdminI18n();
  const { company } = useApp();
  const companyName = company?.name ?? '';

  const title =
    hasStrings && companyName !== ''
      ? t('admin.documentTitle', { company: companyName })
      : companyName;
  useEffect(() => {
    if (title !== '') document.title = title;
  }, [title]);

  if (phase === 'loading')
    return (
      <main className="a-center" id="main">
        <Spinner size={40} label={t('common.loading')} />
      </main>
    );
  if (phase === 'error' || !company)
    return (
      <main className="a-center" id="main">
        <h1>{hasStrings ? t('admin.loadFailed') : t('common.errors.generic')}</h1>
        <Button onClick={onRetry}>{t('common.retry')}</Button>
      </main>
    );
  if (phase === 'login' || phase === 'expired')
    return (
      <AdminLogin
        companyName={companyName}
        {...(phase === 'expired' ? { notice: 'admin.sessionExpired' } : {})}
        onDone={onSignedIn}
      />
    );
  return <AdminLayout company={company} onSignedOut={onSignedOut} />;
}
