// §2.8 share button, only when the browser supports sharing.
import { Icon } from '../../ui';
import { useI18n } from '../../i18n';

export function ShareButton({ title }: { title: string }) {
  const { t } = useI18n();
  if (typeof navigator === 'undefined' || typeof navigator.share !== 'function') return null;
  const share = async () => {
    try {
      await navigator.share({ title, url: window.location.origin + '/' });
    } catch {
      // Closing the share sheet rejects with AbortError; there is nothing to report.
    }
  };
  return (
    <button type="button" className="lp-pill ci-share" onClick={() => void share()}>
      <Icon name="share" size={18} />
      <span>{t('info.share')}</span>
    </button>
  );
}
