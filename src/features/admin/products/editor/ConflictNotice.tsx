// Someone else saved the product while it was open here (409 edit_conflict): the product as it is
// now (name, lowest price, shown or hidden), and the two ways on: keep this draft and save over
// theirs, or load theirs.
import type { RefObject } from 'react';
import type { AdminProduct } from '../../../../api/admin-products';
import { formatMoney } from '../../../../domain/money';
import type { Currency } from '../../../../domain/types';
import { Button } from '../../../../ui/Button';
import { useAdminI18n } from '../../admin-i18n';
import { priceRange } from '../product-list';

export function ConflictNotice({
  current,
  currency,
  noticeRef,
  onKeepMine,
  onReload,
}: {
  /** Their product as the conflict answered it; null when the answer did not carry it. */
  current: AdminProduct | null;
  currency: Currency;
  noticeRef: RefObject<HTMLDivElement | null>;
  onKeepMine: () => void;
  onReload: () => void;
}) {
  const { t } = useAdminI18n();
  const currentRange = current ? priceRange(current) : null;
  return (
    <div ref={noticeRef} className="a-notice a-editor__conflict" role="alert" tabIndex={-1}>
      <p>
        <strong>{t('admin.products.conflict.title')}</strong>
      </p>
      <p>{t('admin.products.conflict.text')}</p>
      {current ? (
        <p data-testid="conflict-current">
          {t('admin.products.conflict.now', {
            name: current.name,
            price: currentRange ? formatMoney(currentRange.min, currency) : '—',
            visibility: t(
              current.visible ? 'admin.products.conflict.shown' : 'admin.products.conflict.hidden',
            ),
          })}
        </p>
      ) : null}
      <div className="a-dialog-actions a-editor__conflict-actions">
        <Button variant="secondary" onClick={onKeepMine}>
          {t('admin.products.conflict.keepMine')}
        </Button>
        <Button onClick={onReload}>{t('admin.products.conflict.reload')}</Button>
      </div>
    </div>
  );
}
