// The products of one category, under its row in the Menu section, with "Add product". While the
// products load or when they failed the list says so (the retry is the section's own).
import { useEffect, useId, useRef } from 'react';
import type { AdminCategory } from '../../../api/admin';
import { Icon } from '../../../ui/Icon';
import { useAdminI18n } from '../admin-i18n';
import { ProductRow } from './ProductRow';
import { canMoveProduct, productsOf } from './product-list';
import type { MenuProducts } from './useMenuProducts';
import './products.css';

export function CategoryProducts({
  category,
  store,
}: {
  category: AdminCategory;
  store: MenuProducts;
}) {
  const { t } = useAdminI18n();
  const listId = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  const focus = store.focus?.id === category.id ? store.focus : null;
  const focusNonce = focus?.nonce;
  useEffect(() => {
    if (focusNonce !== undefined) addRef.current?.focus();
  }, [focusNonce]);

  if (store.load !== 'ready') return null;
  const products = productsOf(store.products, category.id);
  return (
    <div className="a-prods">
      <h5 id={listId} className="c-visually-hidden">
        {t('admin.products.listOf', { name: category.name })}
      </h5>
      {products.length === 0 ? (
        <p className="a-muted a-prods__empty">{t('admin.products.emptyCategory')}</p>
      ) : (
        <ul className="a-prods__list" aria-labelledby={listId}>
          {products.map((product) => (
            <ProductRow
              key={product.id}
              product={product}
              store={store}
              canMoveUp={canMoveProduct(store.products, product.id, 'up')}
              canMoveDown={canMoveProduct(store.products, product.id, 'down')}
            />
          ))}
        </ul>
      )}
      <button
        ref={addRef}
        type="button"
        className="c-button c-button--secondary a-prods__add"
        aria-haspopup="dialog"
        onClick={() => store.openNew(category.id)}
        aria-label={t('admin.products.add', { name: category.name })}
      >
        <Icon name="plus" size={20} />
        <span>{t('admin.products.addButton')}</span>
      </button>
    </div>
  );
}
