// settings.staff: the kitchen's staff password (the rule and hashing of server/kitchen/password.ts,
// as `npm run company -- set-staff-password`). The password is hashed before the transaction,
// never answered and never audited (the section reads as { configured }); saving it ends every
// kitchen session of the company, so each device signs in again with the new password.
import { object } from 'superstruct';
import { StaffValue } from '../../../src/domain/settings-schemas';
import type { StaffSettings } from '../../../src/domain/settings-schemas';
import { setStaffPasswordHash } from '../../db/repositories/companies';
import { getStaffPasswordHash } from '../../db/repositories/kitchen-sessions';
import { hashStaffPassword } from '../../kitchen/password';
import type { SettingsSection } from './section';
import { SectionVersion } from '../settings-write';
import { companyRow } from './stored';

/** The PUT value once prepared: the hash instead of the password. */
interface StaffInput {
  password: string;
}

export const staffSection: SettingsSection<StaffSettings, StaffInput> = {
  name: 'staff',
  body: object({ version: SectionVersion, value: StaffValue }),
  // The slow hash runs before the company's lock is taken; `password` then holds the hash.
  prepare: async ({ password }) => ({ password: await hashStaffPassword(password) }),
  async read(db, companyId) {
    await companyRow(db, companyId);
    return { configured: (await getStaffPasswordHash(db, companyId)) !== null };
  },
  async write(trx, companyId, { password: hash }) {
    await setStaffPasswordHash(trx, companyId, hash);
    await trx.deleteFrom('kitchen_sessions').where('company_id', '=', companyId).execute();
  },
};
