// §4.10 install-app mode: when the page switches to standalone (the diner installed it, or moved
// the tab into the app window), the company is read again with from=preview and the storefront
// takes its language again by the §2.1 rule: the diner's own choice (the cookie) and browser
// language first, the company's language as the default (docs/decisions-parts/language.md).
import { getCompany } from '../api/client';
import { browserLocale, setLocale } from '../i18n';
import { app, hold } from '../state/app';
import { watchStandalone } from './display-mode';

export async function refreshForStandalone(): Promise<void> {
  const companyId = app.companyId;
  if (!companyId) return; // start-up has not resolved the company yet; it will read it itself
  try {
    const company = await getCompany(companyId, { preview: true });
    app.company = hold(company);
    await setLocale(browserLocale(company));
  } catch (error) {
    // §8: logged; the storefront keeps the company it already shows.
    console.error('[ERROR:displayMode]', error instanceof Error ? error.message : error);
  }
}

export function followDisplayMode(): () => void {
  return watchStandalone(() => void refreshForStandalone());
}
