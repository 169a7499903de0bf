// Settings: its tabs as a sub-navigation, those that run the service (service-tabs.tsx) then
// those of selling and the brand (brand-tabs.tsx). The tab is kept in the URL
// (?section=settings&tab=…) with the History API, as AdminLayout keeps the section; a reload keeps
// it and an unknown one opens the first.
import { useEffect, useState } from 'react';
import type { MouseEvent } from 'react';
import type { Company } from '../../../domain/types';
import { useAdminI18n } from '../admin-i18n';
import { BRAND_TABS } from './brand-tabs';
import { SERVICE_TABS } from './service-tabs';
import { tabHref, tabOf } from './service/settings-tab';
import type { SettingsTab } from './tabs';

export function SettingsPage({
  company,
  onUnauthorized,
}: {
  company: Company;
  onUnauthorized: () => void;
}) {
  const { t } = useAdminI18n();
  const tabs: readonly SettingsTab[] = [...SERVICE_TABS, ...BRAND_TABS];
  const ids = tabs.map((tab) => tab.id);
  const key = ids.join(' ');
  const [chosen, setChosen] = useState(() => tabOf(location.search, ids));
  // Back and forward between tabs.
  useEffect(() => {
    const list = key.split(' ');
    const follow = () => setChosen(tabOf(location.search, list));
    addEventListener('popstate', follow);
    return () => removeEventListener('popstate', follow);
  }, [key]);

  function open(event: MouseEvent<HTMLAnchorElement>, id: string) {
    const modified =
      event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (modified) return;
    event.preventDefault();
    if (id !== chosen) history.pushState(history.state, '', tabHref(id));
    setChosen(id);
  }

  const current = tabs.find((tab) => tab.id === chosen);
  return (
    <div className="a-settings">
      <nav className="a-tabs" aria-label={t('admin.services.tabsLabel')}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.id}>
              <a
                href={tabHref(tab.id)}
                className="a-tabs__link"
                aria-current={tab.id === chosen ? 'page' : undefined}
                onClick={(event) => open(event, tab.id)}
              >
                {t(tab.labelKey)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {current ? (
        <current.Component key={current.id} company={company} onUnauthorized={onUnauthorized} />
      ) : (
        <p className="a-muted">{t('admin.services.noTabs')}</p>
      )}
    </div>
  );
}
