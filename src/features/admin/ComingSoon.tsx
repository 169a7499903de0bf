// A section of the back office that is not built yet: says so, shows nothing made up.
import { useId } from 'react';
import { useAdminI18n } from './admin-i18n';
import type { AdminSection } from './sections';

export function ComingSoon({ section }: { section: Exclude<AdminSection, 'activity' | 'menu'> }) {
  const { t } = useAdminI18n();
  const headingId = useId();
  return (
    <section className="a-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`admin.nav.${section}`)}</h2>
      <div className="a-empty" data-testid="coming-soon">
        <p className="a-badge">{t('admin.comingSoon.badge')}</p>
        <p>{t(`admin.comingSoon.${section}`)}</p>
      </div>
    </section>
  );
}
