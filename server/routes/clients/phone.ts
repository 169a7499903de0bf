// §7.5 get-or-create is keyed by the phone in E.164. The payload carries the calling code and
// the national number; the domain's validatePhone, the same check the checkout form runs, reads
// them as one international number, so the number's own country decides (§5.1).
import { validatePhone } from '../../../src/domain/phone';
import type { PhoneCheck } from '../../../src/domain/phone';

export type E164Result = PhoneCheck;

export function e164Of(callingCode: string, nationalNumber: string): E164Result {
  const code = callingCode.replace(/^\+/, '');
  return validatePhone(`+${code} ${nationalNumber.trim()}`, null);
}
