// One product of a category in the Menu section: its cover image, name, price (or price range),
// whether the store shows it and its stock, and its actions, each named after the product ("Edit
// Burger"). The hook does the writes; the row puts focus where it asks after each action, falling
// back to Edit when that control is disabled.
import { useEffect, useId, useRef } from 'react';
import type { AdminProduct } from '../../../api/admin-products';
import { formatMoney } from '../../../domain/money';
import { Icon } from '../../../ui/Icon';
import { ProductImage } from '../../products/ProductImage';
import { useAdminI18n } from '../admin-i18n';
import { priceRange, stockNote } from './product-list';
import type { MenuProducts, ProductControl } from './useMenuProducts';

export function ProductRow({
  product,
  store,
  canMoveUp,
  canMoveDown,
}: {
  product: AdminProduct;
  store: MenuProducts;
  canMoveUp: boolean;
  canMoveDown: boolean;
}) {
  const { t, locale } = useAdminI18n();
  const nameId = useId();
  const noticeId = useId();
  const { currency } = store;
  const busy = store.busy.has(product.id);
  const notice = store.notices[product.id] ?? null;
  const refs: Record<Exclude<ProductControl, 'add'>, React.RefObject<HTMLButtonElement | null>> = {
    edit: useRef<HTMLButtonElement>(null),
    visibility: useRef<HTMLButtonElement>(null),
    up: useRef<HTMLButtonElement>(null),
    down: useRef<HTMLButtonElement>(null),
    delete: useRef<HTMLButtonElement>(null),
  };
  const focus = store.focus?.id === product.id ? store.focus : null;
  const focusNonce = focus?.nonce;
  const focusControl = focus?.control;
  useEffect(() => {
    if (focusControl === undefined || focusControl === 'add') return;
    const wanted = refs[focusControl].current;
    const target = wanted && !wanted.disabled ? wanted : refs.edit.current;
    target?.focus();
    // refs are stable; the nonce asks again for the same control.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusNonce, focusControl]);

  const range = priceRange(product);
  const price = range
    ? range.min === range.max
      ? formatMoney(range.min, currency)
      : t('admin.products.row.range', {
          min: formatMoney(range.min, currency),
          max: formatMoney(range.max, currency),
        })
    : null;
  const stock = stockNote(product);
  const label = { name: product.name };
  const guard = (action: () => void) => () => {
    if (!busy) action();
  };

  return (
    <li
      className={`a-prod${product.visible ? '' : ' a-prod--hidden'}`}
      aria-labelledby={nameId}
      aria-busy={busy}
      data-product-id={product.id}
    >
      <ProductImage
        url={product.images[0]?.image_url}
        size={150}
        alt=""
        lazy
        className="a-prod__thumb"
      />
      <div className="a-prod__main">
        <h5 id={nameId} className="a-prod__name">
          {product.name}
        </h5>
        <p className="a-prod__meta">
          {price ? <span className="a-prod__price">{price}</span> : null}
          {product.visible ? null : (
            <span className="a-tag a-tag--hidden">{t('admin.products.row.hidden')}</span>
          )}
          {stock?.kind === 'soldOut' ? (
            <span className="a-tag a-prod__soldout">{t('admin.products.row.soldOut')}</span>
          ) : stock?.kind === 'left' ? (
            <span>
              {t('admin.products.row.stockLeft', {
                count: new Intl.NumberFormat(locale).format(stock.count),
              })}
            </span>
          ) : null}
        </p>
        {notice ? (
          <p id={noticeId} className="a-notice a-prod__notice">
            {t(notice.key, notice.params)}
          </p>
        ) : null}
      </div>
      <div className="a-prod__actions">
        <button
          ref={refs.edit}
          type="button"
          className="c-button c-button--secondary a-cat__button"
          aria-haspopup="dialog"
          onClick={guard(() => store.openEdit(product))}
          aria-label={t('admin.products.row.edit', label)}
          aria-describedby={notice ? noticeId : undefined}
          aria-disabled={busy || undefined}
        >
          {t('admin.products.row.editButton')}
        </button>
        <button
          ref={refs.visibility}
          type="button"
          className="c-button c-button--secondary a-cat__button"
          onClick={guard(() => store.toggle(product))}
          aria-label={t(
            product.visible ? 'admin.products.row.hide' : 'admin.products.row.show',
            label,
          )}
          aria-disabled={busy || undefined}
        >
          {t(product.visible ? 'admin.menu.hide.button' : 'admin.menu.show.button')}
        </button>
        <button
          ref={refs.up}
          type="button"
          className="c-button c-button--secondary a-cat__button a-cat__move"
          onClick={guard(() => store.move(product, 'up'))}
          disabled={!canMoveUp}
          aria-label={t('admin.products.row.moveUp', label)}
          aria-disabled={busy || undefined}
        >
          <Icon name="chevron" size={20} className="a-cat__up" />
        </button>
        <button
          ref={refs.down}
          type="button"
          className="c-button c-button--secondary a-cat__button a-cat__move"
          onClick={guard(() => store.move(product, 'down'))}
          disabled={!canMoveDown}
          aria-label={t('admin.products.row.moveDown', label)}
          aria-disabled={busy || undefined}
        >
          <Icon name="chevron" size={20} />
        </button>
        <button
          ref={refs.delete}
          type="button"
          className="c-button c-button--secondary a-cat__button a-cat__move"
          aria-haspopup="dialog"
          onClick={guard(() => store.askDelete(product))}
          aria-label={t('admin.products.row.delete', label)}
          aria-disabled={busy || undefined}
        >
          <Icon name="trash" size={20} />
        </button>
      </div>
    </li>
  );
}
