// §2.3 wifi modal: the network name and a copy-password action with a snackbar (§8).
import { Button, Icon, Modal, showSnackbar } from '../../ui';
import { useI18n } from '../../i18n';
import { copyText } from './clipboard';

export interface WifiInfo {
  network: string;
  password: string;
}

export function WifiModal({ wifi, onClose }: { wifi: WifiInfo | null; onClose: () => void }) {
  const { t } = useI18n();
  const copy = async (password: string) => {
    const ok = await copyText(
      password,
      typeof navigator === 'undefined' ? undefined : navigator.clipboard,
    );
    showSnackbar(
      t(ok ? 'landing.wifi.copied' : 'landing.wifi.copyFailed'),
      ok ? 'success' : 'error',
    );
  };
  return (
    <Modal open={wifi !== null} onClose={onClose} title={t('landing.wifi.title')} maxWidth={420}>
      {wifi ? (
        <div className="lp-wifi">
          <Icon name="wifi" size={40} className="lp-wifi__icon" />
          <p className="lp-wifi__label">{t('landing.wifi.network')}</p>
          <p className="lp-wifi__network">{wifi.network}</p>
          {wifi.password === '' ? (
            <p className="lp-wifi__note">{t('landing.wifi.noPassword')}</p>
          ) : (
            <Button block onClick={() => void copy(wifi.password)}>
              {t('landing.wifi.copy')}
            </Button>
          )}
        </div>
      ) : null}
    </Modal>
  );
}
