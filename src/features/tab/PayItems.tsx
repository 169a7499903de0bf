// "What I had" (issue [17/21]): the lines of the rounds that still owe; a line another phone holds
// or paid is shown but cannot be chosen (the server refuses it too, 409 tab_item_claimed).
import { formatMoney } from '../../domain/money';
import type { TabView } from '../../domain/tab/view';
import { itemTotal } from '../../domain/tab/view';
import type { Currency } from '../../domain/types';
import { useI18n } from '../../i18n';

export function PayItems({
  tab,
  chosen,
  onChange,
  currency,
}: {
  tab: TabView;
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
  currency: Currency;
}) {
  const { t } = useI18n();
  const items = tab.rounds
    .filter((r) => r.status !== 'CANCELLED' && r.payment_status !== 'paid')
    .flatMap((r) => r.items);
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));
  return (
    <fieldset className="c-tab__choices">
      <legend>{t('tab.pay.itemsHint')}</legend>
      {items.map((item) => (
        <label key={item.id} className="c-tab__choice">
          <input
            type="checkbox"
            disabled={Boolean(item.claim)}
            checked={!item.claim && chosen.includes(item.id)}
            onChange={(e) => toggle(item.id, e.target.checked)}
          />
          <span className="c-tab__name">
            {item.quantity}× {item.product_name}
            {item.variant_name ? ` (${item.variant_name})` : ''}
            {item.claim ? (
              <span className="c-tab__muted"> · {t(`tab.claim.${item.claim}`)}</span>
            ) : null}
          </span>
          <span className="c-tab__amount">{formatMoney(itemTotal(item), currency)}</span>
        </label>
      ))}
    </fieldset>
  );
}
