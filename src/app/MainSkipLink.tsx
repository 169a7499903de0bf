// The shell's first Tab stop on every page: skip to the page's <main id="main">.
import { useI18n } from '../i18n';
import { SkipLink } from '../ui/SkipLink';

export function MainSkipLink() {
  const { t } = useI18n();
  return <SkipLink target="main" label={t('common.skip.main')} />;
}
