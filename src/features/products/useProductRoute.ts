// §2.4 product=… : a card sets ?product={slug}; a URL carrying it opens the product after
// 100 ms; closing hides the sheet at once and drops the parameter 100 ms later. A slug without
// its id suffix finds the product by name; an unknown slug says so and is dropped, rather than
// leaving a URL that silently shows nothing.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { withoutParam, withQuery } from '../../app/query-string';
import { TIMINGS } from '../../domain/constants';
import { productSlug } from '../../domain/formatting';
import type { Category, Company, EcommerceSettings, Product } from '../../domain/types';
import { t as translate, useI18n } from '../../i18n';
import { showSnackbar } from '../../ui';
import { findProductBySlug } from '../../domain/catalogue-view';
import { applyHead, captureHead } from './head-tags';
import { pageHeadText } from '../../domain/page-head';
import type { HeadValues } from './head-tags';
import { productImageSources } from '../../domain/product-image';

export interface ProductRoute {
  product: Product | null;
  open: boolean;
  /** Changes on every opening, so a reopened product starts from fresh choices. */
  session: number;
  show: (product: Product) => void;
  close: () => void;
}

/**
 * The menu's own head (src/domain/page-head.ts), put back when a product closes. A visit that
 * starts on ?product= got a product head from the server, so its image is the company's logo.
 */
function pageHead(
  company: Company | null,
  settings: EcommerceSettings | null,
  startsOnProduct: boolean,
): HeadValues {
  if (!company) return captureHead();
  const own = pageHeadText(
    '/products',
    company.name,
    settings?.layout_settings.landing.title,
    (key, name) => translate(`products.head.${key}`, { name }),
  );
  return startsOnProduct ? { ...own, image: company.logo_url } : { ...captureHead(), ...own };
}

export function useProductRoute(
  categories: readonly Category[] | null,
  company: Company | null,
  settings: EcommerceSettings | null,
): ProductRoute {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { t } = useI18n();
  const [product, setProduct] = useState<Product | null>(null);
  const [open, setOpen] = useState(false);
  const [session, setSession] = useState(0);
  const shownSlug = useRef<string | null>(null);
  // A product opened within 100 ms of closing another cancels that close's URL update.
  const closing = useRef<ReturnType<typeof setTimeout> | null>(null);
  const slug = new URLSearchParams(search).get('product');
  const [baseline] = useState(() => pageHead(company, settings, slug !== null));

  useEffect(() => {
    if (!slug) {
      // Back button or a cleared parameter: the sheet follows the URL.
      shownSlug.current = null;
      setOpen(false);
      return;
    }
    if (!categories || shownSlug.current === slug) return;
    const found = findProductBySlug(categories, slug);
    if (!found) {
      showSnackbar(t('products.notFound'), 'error');
      navigate(`/products${withoutParam(search, 'product')}`, { replace: true });
      return;
    }
    // Found by its name alone (no id suffix): the address bar gets the product's own link.
    const canonical = productSlug(found.name, found.id);
    if (canonical !== slug) {
      const params = new URLSearchParams(search);
      params.set('product', canonical);
      navigate(`/products?${params.toString()}`, { replace: true });
      return;
    }
    const timer = setTimeout(() => {
      shownSlug.current = slug;
      setProduct(found);
      setSession((n) => n + 1);
      setOpen(true);
    }, TIMINGS.productOpenDelayMs);
    return () => clearTimeout(timer);
  }, [slug, categories, search, navigate, t]);

  // The menu's own head, also after an in-app move from another page (src/domain/page-head.ts).
  useEffect(() => {
    if (!slug) applyHead(baseline);
  }, [slug, baseline]);

  useEffect(() => {
    if (!open || !product) return;
    const image = productImageSources(product.images[0]?.image_url, 800)?.fallback ?? null;
    applyHead({ title: product.name, description: product.description, image });
    return () => applyHead(baseline);
  }, [open, product, baseline]);

  // Stable across query changes, so the memoised cards that receive it do not all re-render.
  const show = useCallback(
    (next: Product) => {
      const nextSlug = productSlug(next.name, next.id);
      if (closing.current) clearTimeout(closing.current);
      closing.current = null;
      shownSlug.current = nextSlug;
      setProduct(next);
      setSession((n) => n + 1);
      setOpen(true);
      navigate(
        withQuery(`/products?product=${encodeURIComponent(nextSlug)}`, window.location.search),
      );
    },
    [navigate],
  );

  const close = useCallback(() => {
    setOpen(false);
    if (closing.current) clearTimeout(closing.current);
    closing.current = setTimeout(() => {
      closing.current = null;
      shownSlug.current = null;
      // The visitor may have left within those 100 ms (e.g. 'See cart'): never pull them back.
      if (window.location.pathname !== '/products') return;
      navigate(`/products${withoutParam(window.location.search, 'product')}`, { replace: true });
    }, TIMINGS.productOpenDelayMs);
  }, [navigate]);

  useEffect(
    () => () => {
      if (closing.current) clearTimeout(closing.current);
    },
    [],
  );

  return { product, open, session, show, close };
}
