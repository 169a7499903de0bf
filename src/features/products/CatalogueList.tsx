// The list itself: every category, or only the search_results pseudo-category while searching.
import { Suspense, useState } from 'react';
import type { StockConsumption } from '../../domain/stock';
import type { Category, Currency, Product } from '../../domain/types';
import { useI18n } from '../../i18n';
import { isServerDrawing, useHydrated } from '../../ui/use-hydrated';
import { useProgressiveCount } from '../../ui/use-progressive-count';
import { CategorySection } from './CategorySection';
import { searchCategory } from './search';

/**
 * The first card's image is the page's largest paint (the server preloads it): loaded eagerly.
 * The others load lazily, those on screen as soon as the page is laid out, so they do not share
 * the first paint's bandwidth with it on a weak link (issue [12/13]).
 */
const EAGER_CARD_IMAGES = 1;
/** Categories hydrated with the page's top; the rest of the menu hydrates as a boundary of its own. */
const ABOVE_THE_FOLD = 2;
/** Cards live from the first render: more than a tall phone or a desktop shows. */
const FIRST_LIVE_CARDS = 12;
/** Cards brought to life per task after that, in whole categories: a few ms on a mid-range phone. */
const LIVE_CARDS_PER_STEP = 20;

interface ListProps {
  currency: Currency;
  ledger: StockConsumption;
  onOpen: (product: Product) => void;
}

export interface CatalogueListProps extends ListProps {
  categories: readonly Category[];
  results: Product[] | null;
  query: string;
}

export function CatalogueList({ categories, results, query, ...rest }: CatalogueListProps) {
  // The server drew the cards: hydrating, each list keeps them until it must change
  // (CategorySection). Otherwise the lists are drawn a few at a time, so no task holds the main
  // thread for long.
  const hydrated = useHydrated();
  const [keepDrawn] = useState(() => !hydrated && !isServerDrawing());
  const sizes = categories.map((category) => category.products.length);
  const live = useProgressiveCount(sizes, FIRST_LIVE_CARDS, LIVE_CARDS_PER_STEP, !keepDrawn);
  // The full list stays mounted (only hidden) while searching: unmounting and remounting a
  // 1,000-card menu on the first and last keystroke would cost far more than the filter.
  return (
    <>
      {results ? <SearchResults results={results} query={query} {...rest} /> : null}
      <div hidden={results !== null}>
        {categories.slice(0, ABOVE_THE_FOLD).map((category, index) => (
          <CategorySection
            key={category.id}
            category={category}
            title={category.name}
            eagerImages={index === 0 ? EAGER_CARD_IMAGES : 0}
            live={index < live}
            {...rest}
          />
        ))}
        {/* The rest of the menu is a boundary of its own: React hydrates the top of the page
            first, then this part, at once if the diner taps in it first. */}
        <Suspense fallback={null}>
          {categories.slice(ABOVE_THE_FOLD).map((category, index) => (
            <CategorySection
              key={category.id}
              category={category}
              title={category.name}
              live={index + ABOVE_THE_FOLD < live}
              {...rest}
            />
          ))}
        </Suspense>
      </div>
    </>
  );
}

function SearchResults({
  results,
  query,
  ...rest
}: ListProps & { results: Product[]; query: string }) {
  const { t } = useI18n();
  if (results.length === 0) {
    return (
      <p className="pp-empty" role="status">
        {t('products.search.empty', { query: query.trim() })}
      </p>
    );
  }
  return (
    <>
      <p className="c-visually-hidden" role="status">
        {t('products.search.count', { count: results.length })}
      </p>
      <CategorySection
        category={searchCategory(results)}
        title={t('products.search.results')}
        {...rest}
      />
    </>
  );
}
