// §2.7 /health: app version, region and app type. Start-up is skipped here (§2.2); the page is
// kept out of search engines by the server's robots meta.
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { getHealth } from '../../api/client';
import { useI18n } from '../../i18n';
import { Spinner } from '../../ui/Spinner';
import { currentAppType } from './app-type';

type Region = { state: 'loading' } | { state: 'done'; value: string | null };

export function HealthPage() {
  const { t } = useI18n();
  const [region, setRegion] = useState<Region>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    getHealth()
      .then((health) => live && setRegion({ state: 'done', value: health.region }))
      .catch(() => live && setRegion({ state: 'done', value: null }));
    return () => {
      live = false;
    };
  }, []);

  const rows: [string, ReactNode][] = [
    [t('common.health.version'), __APP_VERSION__],
    [
      t('common.health.region'),
      region.state === 'loading' ? (
        <Spinner size={16} label={t('common.loading')} />
      ) : (
        (region.value ?? t('common.health.unknown'))
      ),
    ],
    [t('common.health.appType'), t(`common.health.${currentAppType()}`)],
  ];
  return (
    <main className="c-page" id="main">
      <h1>{t('common.health.title')}</h1>
      <dl className="c-card c-health">
        {rows.map(([label, value]) => (
          <div key={label} className="c-health__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </main>
  );
}
