// settings.domain: the company's custom domain (companies.domain_url), normalised as tenancy
// reads hosts (normalizeHost), a valid host name that is not the platform's own, and unique
// among companies (409 domain_taken). Saving one marks it active at once: the owner points it
// at the platform with a CNAME record (cname_target, the platform host of BASE_HOST). Blank
// clears it.
import { object } from 'superstruct';
import { domainValue, isPlatformHost } from '../../../src/domain/settings-schemas';
import type { DomainSettings } from '../../../src/domain/settings-schemas';
import { normalizeHost } from '../../db/repositories/company-row';
import { nowIso } from '../../db/json';
import { HttpError } from '../../http/errors';
import { KitchenError } from '../../kitchen/errors';
import type { SettingsSection } from './section';
import { SectionVersion } from '../settings-write';
import { companyRow } from './stored';

export const DomainValue = domainValue(normalizeHost);
type DomainInput = { domain_url: string | null };

const reserved = (): HttpError =>
  new HttpError(422, 'invalid_body', "The platform's own host names cannot be a custom domain", {
    errors: { 'value.domain_url': ['host_reserved'] },
  });

const taken = (): KitchenError =>
  new KitchenError(409, 'domain_taken', 'Another store already uses this domain');

export const domainSection: SettingsSection<DomainSettings, DomainInput> = {
  name: 'domain',
  body: object({ version: SectionVersion, value: DomainValue }),
  async read(db, companyId, { platformHost }) {
    const row = await companyRow(db, companyId);
    return {
      domain_url: row.domain_url,
      registration_status: row.domain_registration_status,
      cname_target: platformHost,
    };
  },
  async write(trx, companyId, { domain_url: host }, { platformHost }) {
    if (host !== null && isPlatformHost(host, normalizeHost(platformHost))) throw reserved();
    if (host !== null) {
      const other = await trx
        .selectFrom('companies')
        .select('id')
        .where('domain_url', '=', host)
        .where('id', '!=', companyId)
        .executeTakeFirst();
      if (other) throw taken();
    }
    const row = await companyRow(trx, companyId);
    if (row.domain_url === host) return;
    await trx
      .updateTable('companies')
      .set({
        domain_url: host,
        domain_registration_status: host === null ? null : 'active',
        updated_at: nowIso(),
      })
      .where('id', '=', companyId)
      .execute();
  },
};
