// Issue [16/21] item 8: table and on-site ordering go through QR codes, so the order-type badges
// leave them out; a diner who has not scanned one learns here how to order at the table. Not on
// a menu that takes no orders (read-only, or the free plan after a paid one): §4.6's rule, asked
// as if a code had been scanned.
import { useSearch } from 'wouter';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { useOrderingContext } from '../../state/derived';
import { menuType } from '../../domain/order-taking';
import { qrOrderingServices } from '../../domain/qr-ordering';
import { Icon } from '../../ui/Icon';

export function QrOrderingHint() {
  const { qr } = useApp();
  const ctx = useOrderingContext();
  const { t } = useI18n();
  const search = useSearch();
  // A scanned code's record loads after the page is drawn: its qr-id alone already says it.
  const scanned = qr !== null || new URLSearchParams(search).has('qr-id');
  if (!ctx || scanned) return null;
  const services = qrOrderingServices(ctx.settings);
  if (services.length === 0) return null;
  if (menuType({ ...ctx, qrServiceType: 'TABLE' }) === 'readonly') return null;
  return (
    <p className="lp-qr-hint">
      <Icon name="table" size={18} />
      <span>
        {t(services.includes('table') ? 'landing.qrHint.table' : 'landing.qrHint.onsite')}
      </span>
    </p>
  );
}
