import { describe, expect, it } from 'vitest';
import { asQuery, opensAttentionHours, withoutOpenModal } from './landing-query';

describe('open_modal=attention-hours (§2.3)', () => {
  it.each([
    ['open_modal=attention-hours', true],
    ['?qr-id=1&open_modal=attention-hours', true],
    ['open_modal=other', false],
    ['', false],
  ])('%s → %s', (search, expected) => {
    expect(opensAttentionHours(search)).toBe(expected);
  });

  it.each([
    ['open_modal=attention-hours', ''],
    ['qr-id=1&open_modal=attention-hours&utm_source=x', '?qr-id=1&utm_source=x'],
    ['', ''],
  ])('drops only open_modal from %s', (search, expected) => {
    expect(withoutOpenModal(search)).toBe(expected);
  });

  it.each([
    ['', ''],
    ['a=1', '?a=1'],
    ['?a=1', '?a=1'],
  ])('asQuery(%s) → %s', (search, expected) => {
    expect(asQuery(search)).toBe(expected);
  });
});
