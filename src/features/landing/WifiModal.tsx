// §2.3 wifi modal: the network name and a copy-password action with a snackbar (§8).
import { Button, Icon, Modal } from '../../ui';
import { copyAndTell } from '../../ui/clipboard';
import { useI18n } from '../../i18n';

export interface WifiInfo {
  network: string;
  password: string;
}

export function WifiModal({ wifi, onClose }: { wifi: WifiInfo | null; onClose: () => void }) {
  const { t } = useI18n();
  const copy = (password: string) =>
    copyAndTell(password, {
      copied: t('landing.wifi.copied'),
      failed: t('landing.wifi.copyFailed'),
    });
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
