// Start-up for the staff routes (/kitchen, /admin): only the company and the language, by the same
// §2.1 rule as the storefront (the cookie, the browser languages, then the company's language). The
// diner start-up (visit count, client restore, QR, coupons, loyalty) does not apply to staff, so
// ensureStarted is not used.
import { getCompany, getCompanyIdFromHost, getEcommerceSettings } from '../api/client';
import { browserLocale, setLocale } from '../i18n';
import { app, hold } from '../state/app';
import { readBootData } from './boot';
import type { BootData } from './boot';

async function resolve(): Promise<BootData> {
  const boot = readBootData();
  if (boot) return boot;
  const { company_id: companyId } = await getCompanyIdFromHost(location.hostname);
  const [company, settings] = await Promise.all([
    getCompany(companyId),
    getEcommerceSettings(companyId),
  ]);
  return { companyId, company, settings };
}

let started: Promise<BootData> | null = null;

export function bootStaff(): Promise<BootData> {
  started ??= resolve().then(async (data) => {
    app.companyId = data.companyId;
    app.company = hold(data.company);
    app.settings = hold(data.settings);
    try {
      await setLocale(browserLocale(data.company));
    } catch (error) {
      console.error('[ERROR:setLocale]', error);
    }
    app.status = 'ready';
    return data;
  });
  started.catch(() => {
    started = null; // let a retry try again
  });
  return started;
}
