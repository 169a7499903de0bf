// §2.3 address button: a maps-service search for the address, in a new tab.
import { Icon } from '../../ui/Icon';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { addressView } from './company-links';

export function AddressButton({ className = 'lp-address' }: { className?: string }) {
  const { company } = useApp();
  const { t } = useI18n();
  const address = addressView(company);
  if (!address) return null;
  return (
    <a
      className={className}
      href={address.href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('landing.address.open', { address: address.text })}
    >
      <Icon name="map-pin" size={20} />
      <span>{address.text}</span>
    </a>
  );
}
