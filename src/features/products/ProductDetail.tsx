// §2.4 product detail: a bottom sheet below 600 px and a centred modal above (BottomSheet does
// both). Image, description, price, variants, modifier groups, comment and the add action.
import { useRef, useState } from 'react';
import { validateModifierSelection } from '../../domain/modifiers';
import { formatMoney } from '../../domain/money';
import { chooseVariants, discountPercent, displayedPrice } from '../../domain/pricing';
import type { Currency, ModifierGroup, Product } from '../../domain/types';
import { useI18n } from '../../i18n';
import { BottomSheet, showSnackbar } from '../../ui';
import { AddToCartBar } from './AddToCartBar';
import { addToCart, buildCartLine } from './cart-bridge';
import { CommentField } from './CommentField';
import type { DetailChoice } from './detail-state';
import {
  chosenVariant,
  initialChoice,
  setComment,
  setQuantity,
  toggleModifier,
} from './detail-state';
import { ModifierGroupField } from './ModifierGroupField';
import { cardButton } from './ProductCard';
import { ProductImage } from './ProductImage';
import { VariantPicker } from './VariantPicker';
import './product-detail.css';

/** product-detail.css: the sheet's width (600 px at most, less padding), never over 45dvh. */
const DETAIL_IMAGE_SIZES = '(min-width: 600px) 552px, 100vw';

export interface ProductDetailProps {
  product: Product;
  open: boolean;
  readonly: boolean;
  currency: Currency;
  onClose: () => void;
}

export function ProductDetail({ product, open, readonly, currency, onClose }: ProductDetailProps) {
  const { t } = useI18n();
  const [choice, setChoice] = useState<DetailChoice>(() => initialChoice(product));
  // Messages appear after the first add attempt, then follow every change.
  const [attempted, setAttempted] = useState(false);
  const groupRefs = useRef(new Map<string, HTMLFieldSetElement>());
  const variant = chosenVariant(product, choice);
  const errors = attempted
    ? validateModifierSelection(product.modifier_groups, choice.modifiers)
    : [];

  const toggle = (group: ModifierGroup, modifierId: string) =>
    setChoice((c) => toggleModifier(c, group, modifierId));

  const add = (quantity: number) => {
    if (!variant) return;
    const found = validateModifierSelection(product.modifier_groups, choice.modifiers);
    setAttempted(true);
    const first = found[0];
    if (first) {
      const field = groupRefs.current.get(first.groupId);
      field?.scrollIntoView({ block: 'center', behavior: 'smooth' });
      field?.focus({ preventScroll: true });
      return;
    }
    try {
      const result = addToCart(
        buildCartLine({
          product,
          variant,
          modifiers: choice.modifiers,
          quantity,
          comment: choice.comment,
        }),
      );
      // A refused or partial add is explained by the cart store's own message.
      if (result.added > 0) {
        if (result.block === null) showSnackbar(t('products.detail.added'), 'success');
        onClose();
      }
    } catch {
      showSnackbar(t('products.detail.addFailed'), 'error');
    }
  };

  const discount = variant ? discountPercent(variant) : 0;
  const footer =
    readonly || !variant ? null : (
      <AddToCartBar
        product={product}
        variant={variant}
        choice={choice}
        currency={currency}
        onQuantity={(q, max) => setChoice((c) => setQuantity(c, q, max))}
        onAdd={add}
      />
    );

  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={product.name}
      maxWidth={600}
      className="pp-detail"
      footer={footer}
      returnFocus={() => cardButton(product.id)}
    >
      <ProductImage
        url={product.images[0]?.image_url}
        size={800}
        alt={product.name}
        sizes={DETAIL_IMAGE_SIZES}
        className="pp-detail__image"
      />
      {product.description ? <p className="pp-detail__description">{product.description}</p> : null}
      {variant ? (
        <p className="pp-detail__price">
          <span>{formatMoney(displayedPrice(variant), currency)}</span>
          {discount > 0 && variant.original_price !== null ? (
            <>
              <s className="pp-card__original">
                <span className="c-visually-hidden">{t('products.originalPrice')} </span>
                {formatMoney(variant.original_price, currency)}
              </s>
              <span className="pp-chip pp-chip--discount">
                {t('products.discount', { percent: discount })}
              </span>
            </>
          ) : null}
        </p>
      ) : (
        <p className="pp-detail__blocked" role="status">
          {t('products.detail.unavailable')}
        </p>
      )}
      <VariantPicker
        name={`variant-${product.id}`}
        variants={chooseVariants(product)}
        value={choice.variantId}
        currency={currency}
        readonly={readonly}
        onChange={(variantId) => setChoice((c) => ({ ...c, variantId }))}
      />
      {readonly
        ? null
        : product.modifier_groups.map((group) => (
            <ModifierGroupField
              key={group.id}
              ref={(el) => {
                if (el) groupRefs.current.set(group.id, el);
                else groupRefs.current.delete(group.id);
              }}
              group={group}
              choice={choice}
              error={errors.find((e) => e.groupId === group.id)}
              currency={currency}
              onToggle={toggle}
            />
          ))}
      {readonly ? null : (
        <CommentField value={choice.comment} onChange={(v) => setChoice((c) => setComment(c, v))} />
      )}
    </BottomSheet>
  );
}
