// Visible notices for cart lines a refreshed catalogue changed (removed, repriced, cut to the
// stock left). Mounted on the cart page and at the bottom of the products page.
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { dismissNotice, useCart } from '../../state/cart';
import { Icon } from '../../ui/Icon';
import { noticeText } from './notice-text';
import './cart-notices.css';

export function CartNotices({ className }: { className?: string }) {
  const { t } = useI18n();
  const { company } = useApp();
  const { notices } = useCart();
  // The live region stays mounted so notices that arrive later are announced.
  return (
    <div
      className={['c-cart-notices', className ?? ''].filter(Boolean).join(' ')}
      role="status"
      aria-live="polite"
      aria-label={t('cart.notices.label')}
    >
      {company
        ? notices.map((notice) => (
            <div key={notice.id} className={`c-cart-notice c-cart-notice--${notice.kind}`}>
              <Icon name="info" size={20} />
              <p>{noticeText(notice, company.currency, t)}</p>
              <button
                type="button"
                className="c-icon-button"
                aria-label={t('cart.notices.dismiss')}
                onClick={() => dismissNotice(notice.id)}
              >
                <Icon name="close" size={20} />
              </button>
            </div>
          ))
        : null}
    </div>
  );
}
