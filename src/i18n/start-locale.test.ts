// startLocale (src/i18n/index.ts): the browser's start-up draws an English page with the
// namespaces bundled with the shell at once, while the others load; localeReady waits for them.
import { describe, expect, it } from 'vitest';
import { i18nState, localeReady, startLocale, t } from './index';

describe('startLocale', () => {
  it('activates English at once from the bundled namespaces; the others follow', async () => {
    const started = startLocale('en');
    // Nothing to wait for: the landing's own texts are there before any chunk arrives.
    expect(i18nState.locale).toBe('en');
    expect(t('common.loading')).not.toBe('common.loading');
    expect(t('products.soldOut')).toBe('products.soldOut');
    await started;
    await localeReady();
    expect(t('products.soldOut')).toBe('Sold out');
  });

  it('waits for any other locale’s dictionary before switching', async () => {
    const started = startLocale('es');
    expect(i18nState.locale).toBe('en');
    await started;
    expect(i18nState.locale).toBe('es');
    expect(t('products.soldOut')).not.toBe('Sold out');
    expect(t('products.soldOut')).not.toBe('products.soldOut');
  });
});
