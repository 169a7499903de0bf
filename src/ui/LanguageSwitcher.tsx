// The diner's language (§2.1): a native select, so keyboards, screen readers and phones all know
// how to use it. Each language is listed by its own name, so a visitor finds theirs whatever the
// page speaks now. Choosing one keeps it in the i18n_redirected cookie for a year and switches the
// page at once, <html lang dir> included (src/i18n/index.ts chooseLocale). The compact form, for
// headers with no room to spare (the cart, tracking, the checkout), shows the globe and the
// language's code, with the same select laid invisibly over them.
import type { ChangeEvent } from 'react';
import { LOCALES } from '../domain/constants';
import { chooseLocale, i18nState, useI18n } from '../i18n';
import { isLocale, LOCALE_NAMES } from '../i18n/locale';
import { Icon } from './Icon';
import './language-switcher.css';

function onChange(event: ChangeEvent<HTMLSelectElement>): void {
  const select = event.currentTarget;
  if (!isLocale(select.value)) return;
  chooseLocale(select.value).catch((error: unknown) => {
    // The language's chunk did not load (offline): the page stays as it is, and so does the select.
    console.error('[ERROR:setLocale]', error);
    select.value = i18nState.locale;
  });
}

export function LanguageSwitcher({
  className,
  compact = false,
}: {
  className?: string;
  compact?: boolean;
}) {
  const { t, locale } = useI18n();
  const classes = ['c-lang'];
  if (compact) classes.push('c-lang--compact');
  if (className) classes.push(className);
  return (
    <label className={classes.join(' ')}>
      <span className="c-visually-hidden">{t('common.language')}</span>
      <Icon name="globe" size={18} className="c-lang__icon c-lang__icon--start" />
      {compact ? (
        <span className="c-lang__code" aria-hidden="true">
          {locale.toUpperCase()}
        </span>
      ) : null}
      <select className="c-lang__select" value={locale} onChange={onChange}>
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
      <Icon name="chevron" size={16} className="c-lang__icon c-lang__icon--end" />
    </label>
  );
}
