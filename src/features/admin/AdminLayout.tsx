// The back office's frame: the company and the title with a sign-out button, the sections as
// links (?section=, sections.ts) and the chosen section: the menu, the settings, the tables and
// their QR codes, the diners' ratings, and the activity log. The section is component state kept
// in the URL with the History API rather than wouter's hooks: using them here re-splits the
// shared chunks and grows the landing's initial JavaScript past its budget (scripts/bench.ts).
import { useEffect, useId, useState } from 'react';
import type { MouseEvent } from 'react';
import { logOut } from '../../api/admin';
import type { Company } from '../../domain/types';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';
import type { IconName } from '../../ui/Icon';
import { ActivityPage } from './ActivityPage';
import { MenuPage } from './MenuPage';
import { RatingsPage } from './RatingsPage';
import { useAdminI18n } from './admin-i18n';
import { SettingsPage } from './settings/SettingsPage';
import { TablesPage } from './tables/TablesPage';
import { ADMIN_SECTIONS, sectionHref, sectionOf } from './sections';
import type { AdminSection } from './sections';

const ICON: Record<AdminSection, IconName> = {
  menu: 'menu',
  settings: 'store',
  tables: 'table',
  ratings: 'star',
  activity: 'clock',
};

export function AdminLayout({
  company,
  onSignedOut,
}: {
  company: Company;
  /** `expired` when the server no longer knows the session. */
  onSignedOut: (expired: boolean) => void;
}) {
  const { t } = useAdminI18n();
  const [section, setSection] = useState(() => sectionOf(location.search));
  // Back and forward between sections.
  useEffect(() => {
    const follow = () => setSection(sectionOf(location.search));
    addEventListener('popstate', follow);
    return () => removeEventListener('popstate', follow);
  }, []);

  function open(event: MouseEvent<HTMLAnchorElement>, item: AdminSection) {
    const modified =
      event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0;
    if (modified) return; // a new tab or window opens the link itself
    event.preventDefault();
    if (item !== section) history.pushState(history.state, '', sectionHref(item));
    setSection(item);
  }
  const [leaving, setLeaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const failedId = useId();

  async function signOut() {
    setLeaving(true);
    setFailed(false);
    try {
      await logOut();
      onSignedOut(false);
    } catch {
      setFailed(true);
      setLeaving(false);
    }
  }

  return (
    <div className="a-shell">
      <header className="a-header">
        <div className="a-header__titles">
          <p className="a-header__company">{company.name}</p>
          <h1>{t('admin.title')}</h1>
        </div>
        <div className="a-header__actions">
          {failed ? (
            <p id={failedId} className="a-error" role="alert">
              {t('admin.signOutFailed')}
            </p>
          ) : null}
          <LanguageSwitcher />
          <Button
            variant="secondary"
            busy={leaving}
            onClick={() => void signOut()}
            aria-describedby={failed ? failedId : undefined}
          >
            {t('admin.signOut')}
          </Button>
        </div>
      </header>
      <div className="a-body">
        <nav className="a-nav" aria-label={t('admin.nav.label')}>
          <ul>
            {ADMIN_SECTIONS.map((item) => (
              <li key={item}>
                <a
                  href={sectionHref(item)}
                  className="a-nav__link"
                  aria-current={item === section ? 'page' : undefined}
                  onClick={(event) => open(event, item)}
                >
                  <Icon name={ICON[item]} size={20} />
                  <span>{t(`admin.nav.${item}`)}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <main className="a-main" id="main">
          {section === 'activity' ? (
            <ActivityPage company={company} onUnauthorized={() => onSignedOut(true)} />
          ) : section === 'menu' ? (
            <MenuPage onUnauthorized={() => onSignedOut(true)} />
          ) : section === 'settings' ? (
            <SettingsPage company={company} onUnauthorized={() => onSignedOut(true)} />
          ) : section === 'ratings' ? (
            <RatingsPage company={company} onUnauthorized={() => onSignedOut(true)} />
          ) : (
            <TablesPage company={company} onUnauthorized={() => onSignedOut(true)} />
          )}
        </main>
      </div>
    </div>
  );
}
