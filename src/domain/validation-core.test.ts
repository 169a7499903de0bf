import { describe, expect, it } from 'vitest';
import { object, refine, string } from 'superstruct';
import {
  VALIDATION_KEYS,
  encodeMessage,
  maxChars,
  requiredText,
  text,
  validateForm,
} from './validation-core';

describe('§5.1 validateForm maps failures to i18n keys', () => {
  const schema = object({
    title: maxChars(requiredText('validation.required_field'), 5),
    plain: string(),
    free: text,
  });

  it.each([
    ['valid', { title: 'abc', plain: 'x', free: null }, true, {}],
    [
      'first failure per field wins',
      { title: '', plain: 'x' },
      false,
      { title: { key: 'validation.required_field', params: {} } },
    ],
    [
      'params travel with the key',
      { title: 'abcdef', plain: 'x' },
      false,
      { title: { key: 'validation.max_characters', params: { max: 5 } } },
    ],
    [
      'a missing non-form field reads as required',
      { title: 'a' },
      false,
      { plain: { key: 'validation.required_field', params: {} } },
    ],
    [
      'a wrong type reads as invalid',
      { title: 'a', plain: 3 },
      false,
      { plain: { key: 'validation.invalid_value', params: {} } },
    ],
    [
      'an unknown key is reported under its name',
      { title: 'a', plain: 'x', extra: 1 },
      false,
      { extra: { key: 'validation.invalid_value', params: {} } },
    ],
  ])('%s', (_name, value, valid, errors) => {
    expect(validateForm(schema, value)).toEqual({ valid, errors });
  });

  it('a non-object value is a form-level error', () => {
    expect(validateForm(schema, 'nope').errors._form?.key).toBe('validation.invalid_value');
  });

  it('foreign refinement messages are not mistaken for keys', () => {
    const s = object({ a: refine(string(), 'x', () => '{"key":"validation.not_a_key"}') });
    expect(validateForm(s, { a: 'zzz' }).errors.a?.key).toBe('validation.invalid_value');
  });

  it('encodes only known keys and lists each key once', () => {
    expect(JSON.parse(encodeMessage('validation.move_pin'))).toEqual({
      key: 'validation.move_pin',
      params: {},
    });
    expect(new Set(VALIDATION_KEYS).size).toBe(VALIDATION_KEYS.length);
  });
});
