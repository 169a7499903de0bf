// The sentence for a cart notice (see CartNotices), with prices through the §5.8 formatter.
import { formatMoney } from '../../domain/money';
import type { Currency } from '../../domain/types';
import type { TranslateParams } from '../../i18n';
import type { CartNotice } from '../../state/cart';

type Translate = (key: string, params?: TranslateParams) => string;

export function noticeText(notice: CartNotice, currency: Currency, t: Translate): string {
  const name = notice.variantName
    ? `${notice.productName} (${notice.variantName})`
    : notice.productName;
  switch (notice.kind) {
    case 'removed':
      return t('cart.notices.removed', { name });
    case 'price_changed':
      return t('cart.notices.priceChanged', {
        name,
        old: formatMoney(notice.oldPrice ?? 0, currency),
        new: formatMoney(notice.newPrice ?? 0, currency),
      });
    case 'stock_reduced':
      return notice.newQuantity
        ? t('cart.notices.stockReduced', { name, count: notice.newQuantity })
        : t('cart.notices.soldOut', { name });
  }
}
