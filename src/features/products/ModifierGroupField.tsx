// One modifier group (§2.4): radios when at most one may be chosen, checkboxes otherwise, with
// its rule ('Required', 'Choose up to 3') and, after a failed add, the message next to it.
import { forwardRef } from 'react';
import type { ModifierGroupError } from '../../domain/modifiers';
import { formatMoney } from '../../domain/money';
import type { Currency, ModifierGroup } from '../../domain/types';
import { useI18n } from '../../i18n';
import type { DetailChoice } from './detail-state';
import { groupPicks } from './detail-state';

export interface ModifierGroupFieldProps {
  group: ModifierGroup;
  choice: DetailChoice;
  error: ModifierGroupError | undefined;
  currency: Currency;
  onToggle: (group: ModifierGroup, modifierId: string) => void;
}

function ruleText(group: ModifierGroup, t: (key: string, p?: Record<string, number>) => string) {
  const parts = [t(group.required ? 'products.detail.required' : 'products.detail.optional')];
  if (group.max > 1) parts.push(t('products.detail.upTo', { max: group.max }));
  if (group.min > 1) parts.push(t('products.detail.atLeast', { min: group.min }));
  return parts.join(' · ');
}

export const ModifierGroupField = forwardRef<HTMLFieldSetElement, ModifierGroupFieldProps>(
  function ModifierGroupField({ group, choice, error, currency, onToggle }, ref) {
    const { t } = useI18n();
    const single = group.max === 1;
    const full = group.max > 0 && groupPicks(choice, group) >= group.max;
    const errorId = `modifier-error-${group.id}`;
    const message = error
      ? error.kind === 'required'
        ? t('products.detail.errorRequired')
        : error.kind === 'min'
          ? t('products.detail.errorMin', { min: error.limit })
          : t('products.detail.errorMax', { max: error.limit })
      : null;
    return (
      <fieldset
        ref={ref}
        className={error ? 'pp-group pp-group--invalid' : 'pp-group'}
        tabIndex={-1}
        aria-describedby={message ? errorId : undefined}
        aria-invalid={message ? true : undefined}
        data-group-id={group.id}
      >
        <legend className="pp-group__title">
          {group.name}
          <span className="pp-group__rule">{ruleText(group, t)}</span>
        </legend>
        {message ? (
          <p id={errorId} className="pp-group__error" role="alert">
            {message}
          </p>
        ) : null}
        <div className="pp-options">
          {group.modifiers.map((m) => {
            const checked = choice.modifiers.some((s) => s.modifierId === m.id);
            return (
              <label key={m.id} className="pp-option">
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={`group-${group.id}`}
                  value={m.id}
                  checked={checked}
                  disabled={!single && !checked && full}
                  onChange={() => onToggle(group, m.id)}
                />
                <span className="pp-option__name">{m.name}</span>
                {m.price > 0 ? (
                  <span className="pp-option__price">+{formatMoney(m.price, currency)}</span>
                ) : null}
              </label>
            );
          })}
        </div>
      </fieldset>
    );
  },
);
