// The collapsible client name/phone block of the address list (§2.10). A button with
// aria-expanded rather than <details>: the native triangle cannot be styled or mirrored
// consistently, and the order summary's own 'Your details' block already works this way.
import { useId, useState } from 'react';
import { useI18n } from '../../i18n';
import { useCheckout } from '../../state/checkout';
import { Icon } from '../../ui/Icon';

export function ClientSummary() {
  const { t } = useI18n();
  const { client } = useCheckout();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!client) return null;
  return (
    <section className="ck-client">
      <button
        type="button"
        className="ck-client__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="ck-client__title">{t('checkout.address.yourDetails')}</span>
        <Icon
          name="chevron"
          size={20}
          className={open ? 'ck-client__caret ck-client__caret--open' : 'ck-client__caret'}
        />
      </button>
      <dl id={panelId} className="ck-client__details" hidden={!open}>
        <dt>{t('checkout.client.name')}</dt>
        <dd>{client.name}</dd>
        <dt>{t('checkout.client.phone')}</dt>
        <dd>
          {/* Digits, spaces and '+' would be reordered inside right-to-left text. */}
          <bdi dir="ltr">{client.phone_number}</bdi>
        </dd>
      </dl>
    </section>
  );
}
