// §4.10 install-app mode: when the page switches to standalone (the diner installed it, or moved
// the tab into the app window), the company is read again with from=preview and the storefront
// takes the company's language.
import { getCompany } from '../api/client';
import { companyLocale, setLocale } from '../i18n';
import { app, hold } from '../state/app';
import { watchStandalone } from './display-mode';

export async function refreshForStandalone(): Promise<void> {
  const companyId = app.companyId;
  if (!companyId) return; // start-up has not resolved the company yet; it will read it itself
  try {
    const company = await getCompany(companyId, { preview: true });
    app.company = hold(company);
    await setLocale(companyLocale(company.language, company.country?.country_code));
  } catch (error) {
    // §8: logged; the storefront keeps the company it already shows.
    console.error('[ERROR:displayMode]', error instanceof Error ? error.message : error);
  }
}

export function followDisplayMode(): () => void {
  return watchStandalone(() => void refreshForStandalone());
}
