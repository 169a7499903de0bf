// One §2.5 line: image, names, the expandable modifiers, prices with the discount, and the
// minus/delete · quantity · plus stepper (§5.4).
import { useId, useState } from 'react';
import type { CartLine } from '../../domain/cart';
import { formatMoney } from '../../domain/money';
import type { StockConsumption } from '../../domain/stock';
import type { Currency } from '../../domain/types';
import { useI18n } from '../../i18n';
import { decreaseLine, increaseLine } from '../../state/cart';
import { ProductImage } from '../products/ProductImage';
import { CartIcon } from './CartIcons';
import { lineView } from './cart-view';
import './cart-line.css';

export interface CartLineItemProps {
  line: CartLine;
  ledger: StockConsumption;
  currency: Currency;
}

function Modifiers({ line, currency }: { line: CartLine; currency: Currency }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const mods = line.orderProduct.selectedModifiers;
  if (mods.length === 0) return null;
  return (
    <div className="c-cart-line__mods">
      <button
        type="button"
        className="c-cart-line__mods-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {t('cart.line.options', { count: mods.length })}
        <CartIcon name="chevron" size={16} />
      </button>
      <ul id={listId} hidden={!open}>
        {mods.map((m) => (
          <li key={m.modifierId}>
            {m.quantity > 1 ? `${m.quantity} × ` : ''}
            {m.modifier.name}
            {/* Isolated: beside an Arabic or Latin name, the price keeps its pieces together. */}
            {m.modifier.price > 0 ? (
              <>
                {' ('}
                <bdi>+{formatMoney(m.modifier.price, currency)}</bdi>)
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CartLineItem({ line, ledger, currency }: CartLineItemProps) {
  const { t } = useI18n();
  const reasonId = useId();
  const view = lineView(line, ledger);
  const { product, selectedProductPrice } = line.orderProduct;
  const image = product.images[0]?.image_url;
  const name = product.name;
  const reason =
    view.increaseBlock === 'stock'
      ? t('cart.line.noMoreStock')
      : view.increaseBlock === 'max'
        ? t('cart.line.maxReached')
        : null;
  return (
    <li className="c-cart-line" data-hash={line.hash}>
      {image ? (
        <ProductImage
          url={image}
          size={150}
          alt=""
          sizes="60px"
          lazy
          className="c-cart-line__image"
        />
      ) : null}
      <div className="c-cart-line__body">
        <h2 className="c-cart-line__name">{name}</h2>
        {selectedProductPrice.name ? (
          <p className="c-cart-line__variant">{selectedProductPrice.name}</p>
        ) : null}
        <Modifiers line={line} currency={currency} />
        {line.comment ? (
          <p className="c-cart-line__comment">
            {t('cart.line.comment', { comment: line.comment })}
          </p>
        ) : null}
        <p className="c-cart-line__price">
          <span className="c-cart-line__total">{formatMoney(view.lineTotal, currency)}</span>
          {view.originalTotal !== null ? (
            // aria-label is not allowed on <s> (its role is deletion) and is not read: the
            // words go in hidden text, like the product card's original price.
            <s>
              <span className="c-visually-hidden">
                {t('cart.line.wasPrice', { price: formatMoney(view.originalTotal, currency) })}
              </span>
              <span aria-hidden="true">{formatMoney(view.originalTotal, currency)}</span>
            </s>
          ) : null}
          {view.discount > 0 ? (
            <span className="c-cart-line__chip">
              {t('cart.line.discount', { percent: view.discount })}
            </span>
          ) : null}
        </p>
      </div>
      <div className="c-cart-line__stepper" role="group" aria-label={t('cart.line.quantity')}>
        <button
          type="button"
          className="c-cart-step"
          onClick={() => decreaseLine(line.hash)}
          aria-label={t(view.deletes ? 'cart.line.delete' : 'cart.line.decrease', { name })}
        >
          <CartIcon name={view.deletes ? 'trash' : 'minus'} />
        </button>
        <output className="c-cart-line__qty" aria-live="polite">
          {line.quantity}
        </output>
        <button
          type="button"
          className="c-cart-step"
          onClick={() => increaseLine(line.hash)}
          disabled={reason !== null}
          aria-label={t('cart.line.increase', { name })}
          aria-describedby={reason ? reasonId : undefined}
        >
          <CartIcon name="plus" />
        </button>
      </div>
      <p id={reasonId} className="c-cart-line__reason" role="status">
        {reason}
      </p>
    </li>
  );
}
