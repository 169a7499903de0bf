// The collapsible client name/phone block of the address list (§2.10).
import { useI18n } from '../../i18n';
import { useCheckout } from '../../state/checkout';

export function ClientSummary() {
  const { t } = useI18n();
  const { client } = useCheckout();
  if (!client) return null;
  return (
    <details className="ck-client">
      <summary>{t('checkout.address.yourDetails')}</summary>
      <dl>
        <dt>{t('checkout.client.name')}</dt>
        <dd>{client.name}</dd>
        <dt>{t('checkout.client.phone')}</dt>
        <dd dir="ltr">{client.phone_number}</dd>
      </dl>
    </details>
  );
}
