// §2.4 categories drawer: the list of categories; choosing one scrolls to it.
import type { Category } from '../../domain/types';
import { useI18n } from '../../i18n';
import { BottomSheet } from '../../ui';
import './drawers.css';

export interface CategoriesDrawerProps {
  open: boolean;
  categories: readonly Category[];
  onClose: () => void;
  onChoose: (categoryId: string) => void;
}

export function CategoriesDrawer({ open, categories, onClose, onChoose }: CategoriesDrawerProps) {
  const { t } = useI18n();
  return (
    <BottomSheet open={open} onClose={onClose} title={t('products.categories')} maxWidth={480}>
      <ul className="pp-drawer-list">
        {categories.map((category) => (
          <li key={category.id}>
            <button
              type="button"
              className="pp-drawer-list__item"
              onClick={() => onChoose(category.id)}
            >
              <span>{category.name}</span>
              <span className="pp-drawer-list__count">{category.products.length}</span>
            </button>
          </li>
        ))}
      </ul>
    </BottomSheet>
  );
}
