// The list itself: every category, or only the search_results pseudo-category while searching.
import type { StockConsumption } from '../../domain/stock';
import type { Category, Currency, Product } from '../../domain/types';
import { useI18n } from '../../i18n';
import { CategorySection } from './CategorySection';
import { searchCategory } from './search';

/** The first cards' images are on screen at once: loaded eagerly, the rest lazily. */
const EAGER_CARD_IMAGES = 4;

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
  // The full list stays mounted (only hidden) while searching: unmounting and remounting a
  // 1,000-card menu on the first and last keystroke would cost far more than the filter.
  return (
    <>
      {results ? <SearchResults results={results} query={query} {...rest} /> : null}
      <div hidden={results !== null}>
        {categories.map((category, index) => (
          <CategorySection
            key={category.id}
            category={category}
            title={category.name}
            eagerImages={index === 0 ? EAGER_CARD_IMAGES : 0}
            {...rest}
          />
        ))}
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
