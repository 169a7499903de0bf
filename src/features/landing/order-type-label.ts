// §2.11 order type badge text: the service type, with on-site reading 'at the seat' for a
// fixed list of store slugs (a cinema seat is not a table).
import type { OrderTypeName } from '../../domain/order-taking';
import { AT_THE_SEAT_SLUGS } from '../../domain/constants';

const SLUGS: readonly string[] = AT_THE_SEAT_SLUGS;

/** The i18n key of an order type's service text; the company token is its store slug. */
export function orderTypeLabelKey(
  name: OrderTypeName,
  companyToken: string | null | undefined,
): string {
  if (name === 'onsite' && SLUGS.includes((companyToken ?? '').trim().toLowerCase())) {
    return 'landing.serviceTypes.atTheSeat';
  }
  return `landing.serviceTypes.${name}`;
}
