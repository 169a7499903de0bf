// The options of a modifier group being edited: each option's name and price (typed in the
// company's currency), a button to remove it while the group has more than one, and one to add
// another up to the menu's limit.
import { MENU_LIMITS } from '../../../../domain/menu-rules';
import type { Currency } from '../../../../domain/types';
import { Button } from '../../../../ui/Button';
import { Icon } from '../../../../ui/Icon';
import { useAdminI18n } from '../../admin-i18n';
import { FieldError, describedBy } from '../FieldError';
import { optionKey } from '../group-draft';
import type { GroupDraft } from '../group-draft';
import { priceExample } from '../money-input';
import type { Problem } from '../problems';

export function GroupOptionsField({
  base,
  draft,
  problems,
  currency,
  change,
  touch,
}: {
  /** The prefix of the form's element ids. */
  base: string;
  draft: GroupDraft;
  problems: Record<string, Problem>;
  currency: Currency;
  change: (next: (d: GroupDraft) => GroupDraft) => void;
  touch: (field: string) => void;
}) {
  const { t } = useAdminI18n();
  const id = (field: string) => `${base}-${field}`;
  return (
    <fieldset className="a-editor__group">
      <legend>{t('admin.products.groups.optionsTitle')}</legend>
      <FieldError id={id('options-error')} problem={problems.options} />
      <ol className="a-variants">
        {draft.options.map((option, index) => {
          const number = index + 1;
          const oid = (field: string) => `${base}-${option.key}-${field}`;
          const nameProblem = problems[`options.${index}.name`];
          const priceProblem = problems[`options.${index}.price`];
          return (
            <li key={option.key} className="a-variant">
              <div className="a-field a-variant__name">
                <label htmlFor={oid('name')}>
                  {t('admin.products.groups.optionName', { number })}
                </label>
                <input
                  id={oid('name')}
                  className="a-input"
                  value={option.name}
                  autoComplete="off"
                  onBlur={() => touch(`options.${index}.name`)}
                  onChange={(e) =>
                    change((d) => ({
                      ...d,
                      options: d.options.map((o) =>
                        o.key === option.key ? { ...o, name: e.target.value } : o,
                      ),
                    }))
                  }
                  {...describedBy(oid('name-error'), nameProblem)}
                />
                <FieldError id={oid('name-error')} problem={nameProblem} />
              </div>
              <div className="a-field">
                <label htmlFor={oid('price')}>
                  {t('admin.products.groups.optionPrice', { number })}
                </label>
                <input
                  id={oid('price')}
                  className="a-input a-input--money"
                  value={option.price}
                  inputMode="decimal"
                  placeholder={priceExample(currency)}
                  autoComplete="off"
                  onBlur={() => touch(`options.${index}.price`)}
                  onChange={(e) =>
                    change((d) => ({
                      ...d,
                      options: d.options.map((o) =>
                        o.key === option.key ? { ...o, price: e.target.value } : o,
                      ),
                    }))
                  }
                  {...describedBy(oid('price-error'), priceProblem)}
                />
                <FieldError id={oid('price-error')} problem={priceProblem} />
              </div>
              {draft.options.length > 1 ? (
                <button
                  type="button"
                  className="c-button c-button--secondary a-cat__move a-variant__remove"
                  onClick={() =>
                    change((d) => ({
                      ...d,
                      options: d.options.filter((o) => o.key !== option.key),
                    }))
                  }
                  aria-label={t('admin.products.groups.removeOption', {
                    name: option.name.trim() || String(number),
                  })}
                >
                  <Icon name="trash" size={20} />
                </button>
              ) : null}
            </li>
          );
        })}
      </ol>
      {draft.options.length < MENU_LIMITS.optionsPerGroup ? (
        <Button
          variant="secondary"
          icon={<Icon name="plus" size={20} />}
          onClick={() =>
            change((d) => ({
              ...d,
              options: [...d.options, { key: optionKey(), name: '', price: '' }],
            }))
          }
        >
          {t('admin.products.groups.addOption')}
        </Button>
      ) : null}
    </fieldset>
  );
}
