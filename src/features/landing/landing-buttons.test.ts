import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANDING_BUTTON,
  landingAction,
  landingButtons,
  safeExternalHref,
} from './landing-buttons';
import type { LandingContent } from '../../domain/types';
import { WIFI_SEPARATOR } from '../../domain/constants';

const content = (over: Partial<LandingContent>): LandingContent => ({
  id: 'x',
  name: 'Link',
  order: 0,
  status: true,
  type: 'other',
  value: 'https://example.com',
  ...over,
});

describe('landingButtons (§2.3 landing buttons)', () => {
  it.each([
    ['no contents at all', null, ['default-menu']],
    ['an empty list', [], ['default-menu']],
    ['only inactive contents', [content({ id: 'a', status: false })], ['default-menu']],
    [
      'active contents sorted by order, inactive dropped',
      [
        content({ id: 'c', order: 3 }),
        content({ id: 'a', order: 1 }),
        content({ id: 'off', order: 0, status: false }),
        content({ id: 'b', order: 2 }),
      ],
      ['a', 'b', 'c'],
    ],
    [
      'ties keep their configured order',
      [content({ id: 'first', order: 1 }), content({ id: 'second', order: 1 })],
      ['first', 'second'],
    ],
  ])('%s', (_name, contents, ids) => {
    expect(landingButtons(contents).map((b) => b.id)).toEqual(ids);
  });

  it("defaults to 'Menu', type menu_webapp_url, value '/' with a translated label", () => {
    expect(landingButtons([])).toEqual([DEFAULT_LANDING_BUTTON]);
    expect(DEFAULT_LANDING_BUTTON).toMatchObject({
      name: null,
      type: 'menu_webapp_url',
      value: '/',
    });
  });
});

describe('landingAction (§2.3 what each button type does)', () => {
  const button = (type: string, value: string) => ({ id: 'b', name: 'B', type, value });

  it.each([
    [
      "menu '/' navigates in-app to the products page",
      button('menu_webapp_url', '/'),
      { kind: 'navigate', to: '/products' },
    ],
    [
      "menu '/products' navigates in-app",
      button('menu_webapp_url', '/products'),
      { kind: 'navigate', to: '/products' },
    ],
    [
      'a menu on another site opens it',
      button('menu_webapp_url', 'https://menu.example/x'),
      { kind: 'external', href: 'https://menu.example/x' },
    ],
    [
      'whatsapp opens the send link with an empty message',
      button('whatsapp_number', '+1 (555) 010-2030'),
      { kind: 'external', href: 'https://wa.me/15550102030?text=' },
    ],
    [
      'wifi opens the wifi modal with network and password',
      button('wifi_network', `Cafe Guest${WIFI_SEPARATOR}s3cret`),
      { kind: 'wifi', network: 'Cafe Guest', password: 's3cret' },
    ],
    [
      'wifi without a password',
      button('wifi_network', 'Open Net'),
      { kind: 'wifi', network: 'Open Net', password: '' },
    ],
    [
      'any other type opens its value',
      button('instagram_url', 'https://instagram.com/x'),
      { kind: 'external', href: 'https://instagram.com/x' },
    ],
    [
      'a bare host gets https',
      button('website', 'example.com/menu'),
      { kind: 'external', href: 'https://example.com/menu' },
    ],
    ['a script url does nothing', button('website', 'javascript:alert(1)'), { kind: 'none' }],
    ['an empty value does nothing', button('website', '  '), { kind: 'none' }],
  ])('%s', (_name, b, expected) => {
    expect(landingAction(b)).toEqual(expected);
  });
});

describe('safeExternalHref', () => {
  it.each([
    ['https://a.example/p?q=1', 'https://a.example/p?q=1'],
    ['mailto:hi@a.example', 'mailto:hi@a.example'],
    ['tel:+15550100', 'tel:+15550100'],
    ['data:text/html,hi', null],
    ['http://', null],
  ])('%s → %s', (value, expected) => {
    expect(safeExternalHref(value)).toBe(expected);
  });
});
