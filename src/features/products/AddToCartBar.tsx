// The detail's footer: quantity stepper and "Add to cart (total)", blocked with a message when
// the chosen variant has no stock left (§5.7, counting what the cart already holds).
import { formatMoney } from '../../domain/money';
import type { Currency, Product, ProductVariant } from '../../domain/types';
import { useI18n } from '../../i18n';
import { Button } from '../../ui';
import { useRemainingStock } from './cart-bridge';
import type { DetailChoice } from './detail-state';
import { choiceTotal, maxQuantity } from './detail-state';
import { QuantityStepper } from './QuantityStepper';

export interface AddToCartBarProps {
  product: Product;
  variant: ProductVariant;
  choice: DetailChoice;
  currency: Currency;
  onQuantity: (quantity: number, max: number) => void;
  onAdd: (quantity: number) => void;
}

export function AddToCartBar(props: AddToCartBarProps) {
  const { t } = useI18n();
  const { product, variant, choice } = props;
  const remaining = useRemainingStock(product, variant);
  const max = maxQuantity(remaining);
  if (max === 0) {
    return (
      <p className="pp-detail__blocked" role="status">
        {t('products.detail.outOfStock')}
      </p>
    );
  }
  const quantity = Math.min(choice.quantity, max);
  const total = choiceTotal(product, variant, { ...choice, quantity });
  return (
    <div className="pp-detail__actions">
      <QuantityStepper value={quantity} max={max} onChange={(q) => props.onQuantity(q, max)} />
      <Button className="pp-detail__add" onClick={() => props.onAdd(quantity)} data-total={total}>
        {t('products.detail.add', { total: formatMoney(total, props.currency) })}
      </Button>
      {remaining <= 5 ? (
        <p className="pp-detail__stock">{t('products.detail.stockLeft', { count: remaining })}</p>
      ) : null}
    </div>
  );
}
