// The product's variants: one unnamed variant is the product itself; with several, each has a
// name the diner picks by. Prices are typed in the company's currency as diners see it; the stock
// field shows only when the product tracks stock.
import { useId } from 'react';
import { MENU_LIMITS } from '../../../domain/menu-rules';
import type { Currency } from '../../../domain/types';
import { Icon } from '../../../ui/Icon';
import { useAdminI18n } from '../admin-i18n';
import { FieldError, describedBy } from './FieldError';
import { priceExample } from './money-input';
import type { ProductDraft, VariantDraft } from './product-draft';
import type { Problem } from './problems';

export function VariantsField({
  draft,
  problems,
  currency,
  onChange,
  onAdd,
  onRemove,
}: {
  draft: ProductDraft;
  problems: Readonly<Record<string, Problem>>;
  currency: Currency;
  onChange: (key: string, change: Partial<Omit<VariantDraft, 'key' | 'id'>>) => void;
  onAdd: () => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useAdminI18n();
  const base = useId();
  const hintId = `${base}-hint`;
  const several = draft.variants.length > 1;
  const listProblem = problems.variants;
  return (
    <fieldset className="a-editor__group">
      <legend>{t('admin.products.variants.title')}</legend>
      <p id={hintId} className="a-muted a-field__hint">
        {t('admin.products.variants.hint', { example: priceExample(currency) })}
      </p>
      <FieldError id={`${base}-list`} problem={listProblem} />
      <ol className="a-variants">
        {draft.variants.map((variant, index) => {
          const id = (field: string) => `${base}-${variant.key}-${field}`;
          const problem = (field: string) => problems[`variants.${index}.${field}`];
          const number = index + 1;
          return (
            <li key={variant.key} className="a-variant">
              <div className="a-field a-variant__name">
                <label htmlFor={id('name')}>
                  {several
                    ? t('admin.products.variants.name', { number })
                    : t('admin.products.variants.nameOptional')}
                </label>
                <input
                  id={id('name')}
                  className="a-input"
                  value={variant.name}
                  onChange={(e) => onChange(variant.key, { name: e.target.value })}
                  maxLength={MENU_LIMITS.variantName * 2}
                  autoComplete="off"
                  data-field={`variants.${index}.name`}
                  {...describedBy(id('name-error'), problem('name'))}
                />
                <FieldError id={id('name-error')} problem={problem('name')} />
              </div>
              <div className="a-field">
                <label htmlFor={id('price')}>
                  {t('admin.products.variants.price', { number })}
                </label>
                <input
                  id={id('price')}
                  className="a-input a-input--money"
                  value={variant.price}
                  onChange={(e) => onChange(variant.key, { price: e.target.value })}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={priceExample(currency)}
                  data-field={`variants.${index}.price`}
                  {...describedBy(id('price-error'), problem('price'), hintId)}
                />
                <FieldError id={id('price-error')} problem={problem('price')} />
              </div>
              <div className="a-field">
                <label htmlFor={id('original')}>
                  {t('admin.products.variants.original', { number })}
                </label>
                <input
                  id={id('original')}
                  className="a-input a-input--money"
                  value={variant.original}
                  onChange={(e) => onChange(variant.key, { original: e.target.value })}
                  inputMode="decimal"
                  autoComplete="off"
                  data-field={`variants.${index}.original_price`}
                  {...describedBy(
                    id('original-error'),
                    problem('original_price'),
                    id('original-hint'),
                  )}
                />
                <span id={id('original-hint')} className="a-muted a-field__hint">
                  {t('admin.products.variants.originalHint')}
                </span>
                <FieldError id={id('original-error')} problem={problem('original_price')} />
              </div>
              {draft.stock_enabled ? (
                <div className="a-field">
                  <label htmlFor={id('stock')}>
                    {t('admin.products.variants.stock', { number })}
                  </label>
                  <input
                    id={id('stock')}
                    className="a-input a-input--count"
                    value={variant.stock}
                    onChange={(e) => onChange(variant.key, { stock: e.target.value })}
                    inputMode="numeric"
                    autoComplete="off"
                    data-field={`variants.${index}.stock`}
                    {...describedBy(id('stock-error'), problem('stock'))}
                  />
                  <FieldError id={id('stock-error')} problem={problem('stock')} />
                </div>
              ) : null}
              {several ? (
                <button
                  type="button"
                  className="c-button c-button--secondary a-cat__move a-variant__remove"
                  onClick={() => onRemove(variant.key)}
                  aria-label={t('admin.products.variants.remove', {
                    name: variant.name.trim() || String(number),
                  })}
                >
                  <Icon name="trash" size={20} />
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
      {draft.variants.length < MENU_LIMITS.variantsPerProduct ? (
        <button type="button" className="c-button c-button--secondary" onClick={onAdd}>
          <Icon name="plus" size={20} />
          <span>{t('admin.products.variants.add')}</span>
        </button>
      ) : null}
    </fieldset>
  );
}
