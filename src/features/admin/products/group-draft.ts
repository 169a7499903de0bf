// A modifier group being created or edited, kept pure (unit-tested): the fields as typed (prices
// as text in the company's currency), their problems (src/domain/menu-rules.ts's groupProblems,
// worded by problems.ts) and the body a save sends.
import type { AdminModifierGroup, ModifierGroupInput } from '../../../api/admin-products';
import { MENU_LIMITS, groupProblems, nameProblem } from '../../../domain/menu-rules';
import type { Currency } from '../../../domain/types';
import { priceText, readPrice } from './money-input';
import { readCount } from './product-draft';
import { problemOf } from './problems';
import type { Problem } from './problems';

export interface OptionDraft {
  key: string;
  id?: string;
  name: string;
  price: string;
}

export interface GroupDraft {
  name: string;
  required: boolean;
  min: string;
  max: string;
  options: OptionDraft[];
}

let counter = 0;
export function optionKey(): string {
  counter += 1;
  return `option-${counter}`;
}

export function emptyGroup(): GroupDraft {
  return {
    name: '',
    required: false,
    min: '0',
    max: '1',
    options: [{ key: optionKey(), name: '', price: '' }],
  };
}

export function groupDraftOf(group: AdminModifierGroup, currency: Currency): GroupDraft {
  return {
    name: group.name,
    required: group.required,
    min: String(group.min),
    max: String(group.max),
    options: [...group.options]
      .sort((a, b) => a.position - b.position)
      .map((o) => ({ key: o.id, id: o.id, name: o.name, price: priceText(o.price, currency) })),
  };
}

/** An option's price may be left empty: free (0). */
function optionPrice(text: string, currency: Currency) {
  return text.trim() === '' ? ({ ok: true, minor: 0 } as const) : readPrice(text, currency);
}

/** Field → problem: 'name', 'min', 'max', 'options', 'options.{index}.{name|price}'. */
export function groupDraftProblems(draft: GroupDraft, currency: Currency): Record<string, Problem> {
  const out: Record<string, Problem> = {};
  const put = (field: string, problem: Problem) => {
    out[field] ??= problem;
  };
  const name = nameProblem(draft.name.trim(), MENU_LIMITS.groupName);
  if (name) put('name', problemOf('name', name));
  const min = readCount(draft.min);
  const max = readCount(draft.max);
  if (min === null) put('min', { key: 'admin.products.errors.wholeNumber' });
  if (max === null) put('max', { key: 'admin.products.errors.wholeNumber' });
  const options = draft.options.map((o, index) => {
    const price = optionPrice(o.price, currency);
    if (!price.ok)
      put(`options.${index}.price`, {
        key:
          price.problem === 'decimals'
            ? 'admin.products.errors.decimals'
            : 'admin.products.errors.price',
      });
    return { name: o.name, price: price.ok ? price.minor : 0 };
  });
  for (const p of groupProblems({
    min: min ?? 0,
    max: max ?? 0,
    required: draft.required,
    options,
  }))
    put(p.field, problemOf(p.field, p.message));
  return out;
}

export function groupBody(draft: GroupDraft, currency: Currency): ModifierGroupInput {
  return {
    name: draft.name.trim(),
    required: draft.required,
    min: readCount(draft.min) ?? 0,
    max: readCount(draft.max) ?? 0,
    options: draft.options.map((o) => {
      const price = optionPrice(o.price, currency);
      return {
        ...(o.id ? { id: o.id } : {}),
        name: o.name.trim(),
        price: price.ok ? price.minor : 0,
      };
    }),
  };
}

export function isGroupDirty(draft: GroupDraft, base: GroupDraft): boolean {
  const strip = (d: GroupDraft) =>
    JSON.stringify({ ...d, options: d.options.map(({ key: _key, ...o }) => o) });
  return strip(draft) !== strip(base);
}
