// The cart's word on a table QR this device could not read yet (issue [9/13]): opened offline
// and never seen online, so there is no table. Calm and practical; it goes away by itself once
// start-up reads the QR with the connection back (src/app/startup-qr.ts).
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { Icon } from '../../ui/Icon';
import './cart-notices.css';

export function QrPendingNotice() {
  const { t } = useI18n();
  const { qrPendingId } = useApp();
  // The live region stays mounted so the message is announced when it appears or clears.
  return (
    <div className="c-qr-pending" role="status" aria-live="polite">
      {qrPendingId ? (
        <section
          className="c-cart-notice c-cart-notice--qr"
          aria-labelledby="qr-pending-title"
          data-testid="qr-pending"
        >
          <Icon name="info" size={20} />
          <div>
            <h2 id="qr-pending-title">{t('cart.qrPending.title')}</h2>
            <p>{t('cart.qrPending.body')}</p>
          </div>
        </section>
      ) : null}
    </div>
  );
}
