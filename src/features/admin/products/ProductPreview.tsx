// What diners will see, drawn by the storefront's own pieces from the unsaved draft (preview.ts):
// the card of the menu list (ProductCard) and the contents of the product sheet (image,
// description, price with discount, VariantPicker, ModifierGroupField). The sheet itself
// (ProductDetail) is not reused: it is a dialog of its own wired to the diner's cart.
import { useState } from 'react';
import type { AdminModifierGroup } from '../../../api/admin-products';
import { formatMoney } from '../../../domain/money';
import { discountPercent, displayedPrice, chooseVariants } from '../../../domain/pricing';
import type { Currency } from '../../../domain/types';
import { useI18n } from '../../../i18n';
import { ModifierGroupField } from '../../products/ModifierGroupField';
import { ProductCard } from '../../products/ProductCard';
import { ProductImage } from '../../products/ProductImage';
import { VariantPicker } from '../../products/VariantPicker';
import { initialChoice, toggleModifier } from '../../products/detail-state';
import type { DetailChoice } from '../../products/detail-state';
import { useAdminI18n } from '../admin-i18n';
import { previewProduct } from './preview';
import type { ProductDraft } from './product-draft';
import '../../products/products.css';
import '../../products/product-detail.css';

const noop = () => undefined;

export function ProductPreview({
  draft,
  groups,
  currency,
  titleId,
}: {
  draft: ProductDraft;
  groups: readonly AdminModifierGroup[];
  currency: Currency;
  titleId: string;
}) {
  const { t } = useAdminI18n();
  const { locale } = useI18n();
  const product = previewProduct(draft, groups, currency);
  const [choice, setChoice] = useState<DetailChoice>(() => initialChoice(product));
  const variants = chooseVariants(product);
  // The chosen variant, or the first one while the draft's variants change under the choice.
  const variant = variants.find((v) => v.id === choice.variantId) ?? variants[0];
  const discount = variant ? discountPercent(variant) : 0;
  const name = product.name || t('admin.products.preview.untitled');
  const shown = { ...product, name };

  return (
    <section className="a-preview" aria-labelledby={titleId}>
      <h3 id={titleId} className="a-preview__title">
        {t('admin.products.preview.title')}
      </h3>
      {draft.visible ? null : (
        <p className="a-notice a-preview__hidden">{t('admin.products.preview.hidden')}</p>
      )}
      <h4 className="a-preview__label">{t('admin.products.preview.card')}</h4>
      <ul className="a-preview__card pp-list" inert>
        <ProductCard
          product={shown}
          currency={currency}
          soldOut={false}
          locale={locale}
          onOpen={noop}
        />
      </ul>
      <h4 className="a-preview__label">{t('admin.products.preview.sheet')}</h4>
      <div className="a-preview__sheet">
        <p className="a-preview__name">{name}</p>
        <ProductImage
          url={product.images[0]?.image_url}
          size={800}
          alt={name}
          className="pp-detail__image"
        />
        {product.description ? (
          <p className="pp-detail__description">{product.description}</p>
        ) : null}
        {variant ? (
          <p className="pp-detail__price">
            <span>{formatMoney(displayedPrice(variant), currency)}</span>
            {discount > 0 && variant.original_price !== null ? (
              <>
                <s className="pp-card__original">{formatMoney(variant.original_price, currency)}</s>
                <span className="pp-chip pp-chip--discount">
                  {t('products.discount', { percent: discount })}
                </span>
              </>
            ) : null}
          </p>
        ) : (
          <p className="pp-detail__blocked">{t('products.detail.unavailable')}</p>
        )}
        <VariantPicker
          name="admin-preview-variant"
          variants={variants}
          value={variant?.id ?? null}
          currency={currency}
          readonly={false}
          onChange={(variantId) => setChoice((c) => ({ ...c, variantId }))}
        />
        {product.modifier_groups.map((group) => (
          <ModifierGroupField
            key={group.id}
            group={group}
            choice={choice}
            error={undefined}
            currency={currency}
            onToggle={(g, modifierId) => setChoice((c) => toggleModifier(c, g, modifierId))}
          />
        ))}
      </div>
    </section>
  );
}
