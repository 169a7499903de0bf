// The company's modifier groups as a list, sorted by the caller: each group's rule, its first
// options with their prices, how many products use it, and its Edit and Delete buttons.
import type { AdminModifierGroup } from '../../../../api/admin-products';
import { formatMoney } from '../../../../domain/money';
import type { Currency } from '../../../../domain/types';
import { Button } from '../../../../ui/Button';
import { Icon } from '../../../../ui/Icon';
import { useAdminI18n } from '../../admin-i18n';
import { groupRuleKey } from '../group-rule';

export function GroupList({
  groups,
  currency,
  onEdit,
  onDelete,
}: {
  groups: readonly AdminModifierGroup[];
  currency: Currency;
  onEdit: (group: AdminModifierGroup) => void;
  onDelete: (group: AdminModifierGroup) => void;
}) {
  const { t } = useAdminI18n();
  return (
    <ul className="a-group-list">
      {groups.map((group) => {
        const rule = groupRuleKey(group);
        return (
          <li key={group.id} className="a-group-item">
            <div className="a-group-item__main">
              <h3 className="a-group-item__name">{group.name}</h3>
              <p className="a-muted a-group-item__meta">
                {t(rule.key, rule.params)} ·{' '}
                {group.options
                  .slice(0, 4)
                  .map((o) =>
                    o.price > 0 ? `${o.name} +${formatMoney(o.price, currency)}` : o.name,
                  )
                  .join(', ')}
                {group.options.length > 4 ? '…' : ''}
              </p>
              <p className="a-muted a-group-item__meta">
                {t('admin.products.groups.usedBy', { count: group.product_count })}
              </p>
            </div>
            <div className="a-prod__actions">
              <Button
                variant="secondary"
                onClick={() => onEdit(group)}
                aria-label={t('admin.products.groups.edit', { name: group.name })}
              >
                {t('admin.products.row.editButton')}
              </Button>
              <button
                type="button"
                className="c-button c-button--secondary a-cat__move"
                onClick={() => onDelete(group)}
                aria-haspopup="dialog"
                aria-label={t('admin.products.groups.delete', { name: group.name })}
              >
                <Icon name="trash" size={20} />
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
