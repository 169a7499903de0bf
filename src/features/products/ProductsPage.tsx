// /products (§2.4), first slice: categories and product names with their prices. Product
// detail, the cart bar and the drawers come with the browsing issue.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { LinkKeepQuery } from '../../app/navigation';
import { formatMoney } from '../../domain/money';
import { chooseVariants, displayedPrice } from '../../domain/pricing';
import type { Currency, Product } from '../../domain/types';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { catalogue, loadCatalogue } from '../../state/catalogue';
import { Button } from '../../ui/Button';
import { Skeleton } from '../../ui/Skeleton';
import './products.css';

function priceText(product: Product, currency: Currency): string | null {
  const prices = chooseVariants(product).map(displayedPrice);
  if (prices.length === 0) return null;
  return formatMoney(Math.min(...prices), currency);
}

export function ProductsPage() {
  const { t } = useI18n();
  const { companyId, company, qr } = useApp();
  const { categories, status } = useSnapshot(catalogue);
  useEffect(() => {
    if (companyId) void loadCatalogue(companyId);
  }, [companyId]);

  if (!company || !companyId) return null;
  const visible = (categories ?? [])
    .map((c) => ({ ...c, products: c.products.filter((p) => p.visible) }))
    .filter((c) => c.products.length > 0);

  return (
    <main className="c-page c-page--products" id="main">
      <header className="c-products__header">
        {(company.logo_thumbnail_url ?? company.logo_url) ? (
          <img
            src={company.logo_thumbnail_url ?? company.logo_url ?? ''}
            alt=""
            width={48}
            height={48}
            className="c-products__logo"
          />
        ) : null}
        <h1>{company.name}</h1>
      </header>
      {status === 'error' ? (
        <div className="c-card" role="alert">
          <p>{t('common.catalogue.loadFailed')}</p>
          <Button onClick={() => void loadCatalogue(companyId)}>{t('common.retry')}</Button>
        </div>
      ) : status !== 'ready' ? (
        <div className="c-skeleton-page" aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={56} />
          ))}
        </div>
      ) : visible.length === 0 ? (
        <p>{t('common.catalogue.empty')}</p>
      ) : (
        visible.map((category) => (
          <section
            key={category.id}
            className="c-products__category"
            aria-labelledby={`cat-${category.id}`}
          >
            <h2 id={`cat-${category.id}`}>{category.name}</h2>
            <ul>
              {category.products.map((product) => (
                <li key={product.id} className="c-products__item">
                  <span>{product.name}</span>
                  <span className="c-products__price">{priceText(product, company.currency)}</span>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      {/* §2.4 footer: the link back to the landing is hidden when arriving via QR. */}
      {qr ? null : (
        <footer className="c-products__footer">
          <LinkKeepQuery to="/">{t('common.back')}</LinkKeepQuery>
        </footer>
      )}
    </main>
  );
}
