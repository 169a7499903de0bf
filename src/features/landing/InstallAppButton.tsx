// §2.11 footer 'download application' button.
import { useSyncExternalStore } from 'react';
import { Button } from '../../ui/Button';
import { showSnackbar } from '../../ui/snackbar-store';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { usePlanGates } from '../../state/derived';
import {
  hasInstallPrompt,
  promptInstall,
  showInstallButton,
  subscribeInstallPrompt,
} from './install-prompt';

export function InstallAppButton() {
  const { company, settings, isPreview } = useApp();
  const { t } = useI18n();
  const gates = usePlanGates();
  const promptAvailable = useSyncExternalStore(
    subscribeInstallPrompt,
    hasInstallPrompt,
    () => false,
  );
  if (!company || !gates) return null;
  const visible = showInstallButton({
    installEnabled: gates.installEnabled,
    previewEnabled:
      isPreview && settings?.layout_settings.landing.footer.download_app_enabled === true,
    promptAvailable,
  });
  if (!visible) return null;

  const install = async () => {
    const outcome = await promptInstall();
    // §2.11 "reports accepted or cancelled"; in preview without a browser prompt nothing can install.
    if (outcome === 'accepted') showSnackbar(t('landing.install.accepted'), 'success');
    else if (outcome === 'dismissed') showSnackbar(t('landing.install.dismissed'), 'error');
    else showSnackbar(t('landing.install.unavailable'), 'error');
  };

  return (
    <Button className="lp-install" onClick={() => void install()}>
      {t('landing.install.button')}
    </Button>
  );
}
