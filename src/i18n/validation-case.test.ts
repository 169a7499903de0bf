// Issue [16/21] item 7: a validation message starts with a capital letter, in every locale, as the
// diner reads it (field names and numbers filled in). Scripts without case (Arabic) pass as they
// are. The keys are the validation modules' own list plus the summary's field messages.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../domain/constants';
import { FIELD_NAME_KEYS, VALIDATION_KEYS } from '../domain/validation-core';

const files = import.meta.glob<unknown>('./locales/*/*.json', { eager: true, import: 'default' });

/** The summary's own field messages (src/features/checkout/summary). */
const SUMMARY_KEYS = [
  'summary.time.required',
  'summary.coupon.required',
  'summary.payment.cashTooLow',
  'summary.invalidAmount',
] as const;

function lookup(locale: string, key: string): string {
  const [namespace = '', ...path] = key.split('.');
  let node: unknown = files[`./locales/${locale}/${namespace}.json`];
  for (const part of path) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`${locale} has no ${key}`);
  return node;
}

/** The message as shown: every field name in turn, a number for {max}, an amount for {total}. */
function rendered(locale: string, key: string): string[] {
  const text = lookup(locale, key);
  const fields = text.includes('{field}') ? FIELD_NAME_KEYS.map((k) => lookup(locale, k)) : [''];
  return fields.map((field) =>
    text.replace('{field}', field).replace('{max}', '80').replace('{total}', '$10.00'),
  );
}

const startsLowerCase = (text: string): boolean => {
  const first = [...text.trimStart()][0] ?? '';
  return first !== first.toLocaleUpperCase();
};

describe('validation messages start with a capital letter', () => {
  it.each(LOCALES)('%s', (locale) => {
    const lower = [...VALIDATION_KEYS, ...SUMMARY_KEYS].flatMap((key) =>
      rendered(locale, key)
        .filter(startsLowerCase)
        .map((text) => `${key}: ${text}`),
    );
    expect(lower).toEqual([]);
  });

  it('the check itself tells lower from upper case', () => {
    expect(startsLowerCase('your name is required')).toBe(true);
    expect(startsLowerCase('Your name is required')).toBe(false);
    expect(startsLowerCase('اسمك مطلوب')).toBe(false);
    expect(startsLowerCase('80 caractères maximum')).toBe(false);
  });
});
