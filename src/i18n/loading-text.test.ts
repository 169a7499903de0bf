// The loading label speaks the wanted language before its dictionary has arrived.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../domain/constants';
import { i18nState, setLocale, t } from './index';
import { LOADING_TEXT } from './loading-text';

const common = import.meta.glob<{ loading: string }>('./locales/*/common.json', {
  eager: true,
  import: 'default',
});

describe('LOADING_TEXT', () => {
  it.each(LOCALES)('%s is that locale’s common.loading', (locale) => {
    expect(LOADING_TEXT[locale]).toBe(common[`./locales/${locale}/common.json`]?.loading);
  });
});

describe('t() while a locale loads', () => {
  it('gives the loading labels in the wanted locale, everything else in the active one', async () => {
    expect(i18nState.locale).toBe('en');
    const loading = setLocale('ar');
    expect(t('common.loading')).toBe('جارٍ التحميل…');
    expect(t('landing.loading')).toBe('جارٍ التحميل…');
    expect(t('common.close')).toBe('Close');
    await loading;
    expect(i18nState.locale).toBe('ar');
    expect(t('landing.loading')).toBe('جارٍ تحميل المتجر…');
    expect(t('common.close')).not.toBe('Close');
  });
});
