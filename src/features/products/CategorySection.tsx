// One category: a sticky heading and its cards. content-visibility lets the browser skip layout
// and paint of sections far off screen, which keeps a 1,000-product menu smooth.
import { memo } from 'react';
import type { StockConsumption } from '../../domain/stock';
import type { Category, Currency, Product } from '../../domain/types';
import { useI18n } from '../../i18n';
import { isSoldOut } from '../../domain/catalogue-view';
import { ProductCard } from './ProductCard';

/** Roughly one card row (150 px image plus padding): the placeholder height of a skipped card. */
const CARD_HEIGHT = 174;

export function categoryDomId(categoryId: string): string {
  return `category-${categoryId}`;
}

export interface CategorySectionProps {
  category: Category;
  title: string;
  currency: Currency;
  ledger: StockConsumption;
  onOpen: (product: Product) => void;
  /** How many of its first cards load their image at once (the top of the page); 0 by default. */
  eagerImages?: number;
}

export const CategorySection = memo(function CategorySection({
  category,
  title,
  currency,
  ledger,
  onOpen,
  eagerImages = 0,
}: CategorySectionProps) {
  const { locale } = useI18n();
  const headingId = `${categoryDomId(category.id)}-title`;
  return (
    <section
      id={categoryDomId(category.id)}
      className="pp-category"
      aria-labelledby={headingId}
      data-category-id={category.id}
      style={{ containIntrinsicSize: `auto ${category.products.length * CARD_HEIGHT + 56}px` }}
    >
      <h2 id={headingId} className="pp-category__title" tabIndex={-1}>
        {title}
      </h2>
      <ul className="pp-category__list">
        {category.products.map((product, index) => (
          <ProductCard
            key={product.id}
            product={product}
            currency={currency}
            soldOut={isSoldOut(product, ledger)}
            locale={locale}
            onOpen={onOpen}
            eagerImage={index < eagerImages}
          />
        ))}
      </ul>
    </section>
  );
});
