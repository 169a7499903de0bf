// t() isolates the numbers it places in right-to-left sentences (issue [13/13]): prices, counts
// and times keep their pieces together inside Arabic; left-to-right locales get the values as
// they are.
import { afterAll, describe, expect, it } from 'vitest';
import { FSI, PDI, isolate, stripIsolates } from '../domain/bidi';
import { interpolateFor } from './dictionary';
import { setLocale, t } from './index';

const isolates = (text: string) => [...text].filter((c) => c === FSI).length;

afterAll(() => setLocale('en'));

describe('t() in Arabic', () => {
  it('wraps each interpolated value holding a digit in FSI … PDI', async () => {
    await setLocale('ar');
    expect(t('products.from', { price: '12,50 د.إ' })).toBe(`ابتداءً من ${FSI}12,50 د.إ${PDI}`);
    expect(t('products.detail.stockLeft', { count: 3 })).toBe(`بقي ${FSI}3${PDI} فقط`);
    expect(t('products.freeDelivery', { amount: '150,00 د.إ' })).toContain(
      `${FSI}150,00 د.إ${PDI}`,
    );
  });

  it('never wraps twice, and leaves values without digits alone', async () => {
    await setLocale('ar');
    const once = t('products.from', { price: isolate('12,50 د.إ') });
    expect(isolates(once)).toBe(1);
    expect(t('cart.count', { count: 2, label: 'عناصر' })).toBe(`${FSI}2${PDI} عناصر`);
  });

  it("keeps a counter written '{count}/{max}' as one isolate, so it reads 3/200", async () => {
    await setLocale('ar');
    expect(t('products.detail.commentCount', { count: 3, max: 200 })).toBe(`${FSI}3/200${PDI}`);
  });
});

describe('t() in English', () => {
  it('adds no isolates', async () => {
    await setLocale('en');
    expect(t('products.from', { price: '$12.50' })).toBe('from $12.50');
    expect(t('products.detail.stockLeft', { count: 3 })).toBe('Only 3 left');
    expect(t('products.detail.commentCount', { count: 3, max: 200 })).toBe('3/200');
  });
});

describe('interpolateFor', () => {
  it('isolates array params too, and keeps unknown placeholders visible', () => {
    expect(interpolateFor('{0} و {1}', [5, 'x'], 'rtl')).toBe(`${FSI}5${PDI} و x`);
    expect(interpolateFor('{missing} {0}', ['7'], 'rtl')).toBe(`{missing} ${FSI}7${PDI}`);
  });

  it('reads the same as plain interpolation once the marks are stripped', () => {
    const template = 'أضف {amount} للتوصيل المجاني ({count}/{max})';
    const params = { amount: '12,50 د.إ', count: 1, max: 4 };
    expect(stripIsolates(interpolateFor(template, params, 'rtl'))).toBe(
      interpolateFor(template, params, 'ltr'),
    );
  });
});
