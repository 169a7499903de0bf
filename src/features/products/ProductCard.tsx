// §2.4 product card: 150 px lazy thumbnail, name, clamped description, price with the original
// struck through and a discount chip, and a sold-out state. Memoised: a 1,000-product menu
// re-renders only the cards whose props change.
import { memo } from 'react';
import { formatMoney } from '../../domain/money';
import type { Currency, Product } from '../../domain/types';
import { t } from '../../i18n';
import type { Locale } from '../../domain/constants';
import { cardPrice } from '../../domain/catalogue-view';
import { ProductImage } from './ProductImage';
import { CARD_IMAGE_SIZES } from '../../domain/product-image';
import { isServerDrawing } from '../../ui/use-hydrated';

export interface ProductCardProps {
  product: Product;
  currency: Currency;
  soldOut: boolean;
  /** Re-renders the card when the language changes (t is read directly, not subscribed). */
  locale: Locale;
  onOpen: (product: Product) => void;
  /** One of the first cards on screen: its image loads at once rather than lazily. */
  eagerImage?: boolean;
}

/**
 * The shown card's button of a product (the full menu stays mounted, hidden, during a search):
 * where focus goes when its detail, opened by URL, closes.
 */
export function cardButton(productId: string): HTMLElement | null {
  const buttons = document.querySelectorAll<HTMLElement>(
    `.pp-card[data-product-id="${CSS.escape(productId)}"] .pp-card__button`,
  );
  return Array.from(buttons).find((button) => button.closest('[hidden]') === null) ?? null;
}

export const ProductCard = memo(function ProductCard({
  product,
  currency,
  soldOut,
  onOpen,
  eagerImage = false,
}: ProductCardProps) {
  const price = cardPrice(product);
  const priceText = price ? formatMoney(price.price, currency) : null;
  return (
    <li
      className={soldOut ? 'pp-card pp-card--sold-out' : 'pp-card'}
      // Not in the first HTML: 300 random ids were a third of bigmenu's compressed page. The
      // browser stamps them on the server's cards as it adopts them (DormantList's adoptCards).
      data-product-id={isServerDrawing() ? undefined : product.id}
    >
      <button
        type="button"
        className="pp-card__button"
        aria-haspopup="dialog"
        onClick={() => onOpen(product)}
      >
        <span className="pp-card__text">
          <span className="pp-card__name">{product.name}</span>
          {product.description ? (
            <span className="pp-card__description">{product.description}</span>
          ) : null}
          <span className="pp-card__prices">
            {priceText ? (
              <span className="pp-card__price">
                {price?.from ? t('products.from', { price: priceText }) : priceText}
              </span>
            ) : null}
            {price?.original ? (
              <s className="pp-card__original">
                <span className="c-visually-hidden">{t('products.originalPrice')} </span>
                {formatMoney(price.original, currency)}
              </s>
            ) : null}
            {price && price.discount > 0 ? (
              <span className="pp-chip pp-chip--discount">
                {t('products.discount', { percent: price.discount })}
              </span>
            ) : null}
            {soldOut ? (
              <span className="pp-chip pp-chip--sold-out">{t('products.soldOut')}</span>
            ) : null}
          </span>
        </span>
        <ProductImage
          url={product.images[0]?.image_url}
          size={150}
          alt=""
          sizes={CARD_IMAGE_SIZES}
          lazy={!eagerImage}
          className="pp-card__image"
        />
      </button>
    </li>
  );
});
