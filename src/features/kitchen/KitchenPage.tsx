// /kitchen on the company's host: boots only the company and its language, checks the session,
// then shows the password screen or the board.
import { useCallback, useEffect, useState } from 'react';
import { isApiError } from '../../api/errors';
import { getSession } from '../../api/kitchen';
import { bootStaff } from '../../app/staff-boot';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { KitchenBoard } from './KitchenBoard';
import { KitchenLogin } from './KitchenLogin';
import './kitchen.css';

type Phase = 'loading' | 'login' | 'board' | 'error';

export function KitchenPage() {
  const { t } = useI18n();
  const { company } = useApp();
  const [phase, setPhase] = useState<Phase>('loading');

  const start = useCallback(() => {
    setPhase('loading');
    bootStaff()
      .then(() => getSession())
      .then(
        (session) => setPhase(session.authenticated ? 'board' : 'login'),
        (error: unknown) => setPhase(isApiError(error) && error.status === 401 ? 'login' : 'error'),
      );
  }, []);

  useEffect(start, [start]);

  const title = company ? `${t('kitchen.title')} · ${company.name}` : t('kitchen.title');
  useEffect(() => {
    document.title = title;
  }, [title]);

  if (phase === 'loading')
    return (
      <main className="k-center" id="main">
        <Spinner size={40} label={t('common.loading')} />
      </main>
    );
  if (phase === 'error')
    return (
      <main className="k-center" id="main">
        <h1>{t('kitchen.loadFailed')}</h1>
        <Button onClick={start}>{t('common.retry')}</Button>
      </main>
    );
  if (phase === 'login' || !company)
    return <KitchenLogin companyName={company?.name ?? ''} onDone={() => setPhase('board')} />;
  return <KitchenBoard company={company} onSignedOut={() => setPhase('login')} />;
}
