// One category: a sticky heading and its cards. content-visibility lets the browser skip layout
// and paint of sections far off screen, which keeps a 1,000-product menu smooth.
//
// A dormant category renders its list as an opaque block (DormantList):
// - on a page the server drew, hydration leaves the server's cards in place without walking them,
//   so a 300-product menu hydrates in one short task; a tap on a card still opens its product,
//   and the list comes to life as soon as what it shows would change (a sold-out card, another
//   language or catalogue) or one of its images fails;
// - on a page the browser draws, CatalogueList brings the lists to life a few at a time.
// Going live replaces the dormant nodes with the components; the card that had the focus gets
// it back.
import { memo, useLayoutEffect, useRef, useState } from 'react';
import type { StockConsumption } from '../../domain/stock';
import type { Category, Currency, Product } from '../../domain/types';
import { useI18n } from '../../i18n';
import { isSoldOut } from '../../domain/catalogue-view';
import { DormantList, focusedCard } from './DormantList';
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
  /** False: the list stays dormant until it must change or CatalogueList brings it to life. */
  live?: boolean;
}

/** What the cards show beyond the category itself: which of them are sold out. */
function soldOutKey(category: Category, ledger: StockConsumption): string {
  return category.products
    .filter((product) => isSoldOut(product, ledger))
    .map((product) => product.id)
    .join(' ');
}

export const CategorySection = memo(function CategorySection({
  category,
  title,
  currency,
  ledger,
  onOpen,
  eagerImages = 0,
  live = true,
}: CategorySectionProps) {
  const { locale } = useI18n();
  const headingId = `${categoryDomId(category.id)}-title`;
  const soldOut = soldOutKey(category, ledger);
  // What the dormant nodes show: the list wakes when any of it changes.
  const [drawn] = useState(() => ({ category, locale, currency, soldOut }));
  const [woken, setWoken] = useState(false);
  const stale =
    drawn.category !== category ||
    drawn.locale !== locale ||
    drawn.currency !== currency ||
    drawn.soldOut !== soldOut;
  const everLive = useRef(false);
  const showLive = everLive.current || live || woken || stale;

  const listRef = useRef<HTMLUListElement>(null);
  const refocus = useRef<string | null>(null);
  // Read before the commit replaces the dormant nodes (the render that goes live).
  if (showLive && !everLive.current) refocus.current = focusedCard(listRef.current);
  everLive.current = showLive;
  useLayoutEffect(() => {
    const id = refocus.current;
    refocus.current = null;
    if (!showLive || id === null) return;
    listRef.current
      ?.querySelector<HTMLElement>(`[data-product-id="${CSS.escape(id)}"] button`)
      ?.focus({ preventScroll: true });
  }, [showLive]);

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
      {showLive ? (
        <ul ref={listRef} className="pp-category__list">
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
      ) : (
        <DormantList
          listRef={listRef}
          products={category.products}
          onOpen={onOpen}
          onWake={() => setWoken(true)}
        />
      )}
    </section>
  );
});
