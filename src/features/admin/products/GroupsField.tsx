// The modifier groups the product offers (extras, sauces, cooking point…), as checkboxes, with the
// way to create or edit groups.
import type { AdminModifierGroup } from '../../../api/admin-products';
import { Button } from '../../../ui/Button';
import { useAdminI18n } from '../admin-i18n';
import { groupRuleKey } from './group-rule';

export function GroupsField({
  groups,
  selected,
  onToggle,
  onManage,
}: {
  groups: readonly AdminModifierGroup[];
  selected: readonly string[];
  onToggle: (groupId: string) => void;
  onManage: () => void;
}) {
  const { t } = useAdminI18n();
  return (
    <fieldset className="a-editor__group">
      <legend>{t('admin.products.groups.title')}</legend>
      {groups.length === 0 ? (
        <p className="a-muted">{t('admin.products.groups.none')}</p>
      ) : (
        <ul className="a-checks">
          {groups.map((group) => {
            const rule = groupRuleKey(group);
            return (
              <li key={group.id}>
                <label className="a-check">
                  <input
                    type="checkbox"
                    checked={selected.includes(group.id)}
                    onChange={() => onToggle(group.id)}
                  />
                  <span>
                    <span className="a-check__name">{group.name}</span>
                    <span className="a-muted a-check__rule">
                      {t(rule.key, rule.params)} ·{' '}
                      {t('admin.products.groups.options', { count: group.options.length })}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <Button variant="secondary" onClick={onManage} aria-haspopup="dialog">
        {t('admin.products.groups.manage')}
      </Button>
    </fieldset>
  );
}
