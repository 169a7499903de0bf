// Which services a diner reaches only through a QR code (§4.6): the table service, and on-site
// ordering when it goes through the venue's QR codes. The landing's order-type badges leave
// those out (activeOrderTypes), so the landing says how to reach them (issue [16/21] item 8).
import type { EcommerceSettings } from './types';

export type QrService = 'table' | 'onsite';

export function qrOrderingServices(
  settings: Pick<EcommerceSettings, 'table' | 'onsite'>,
): QrService[] {
  const services: QrService[] = [];
  if (settings.table?.active === true) services.push('table');
  if (settings.onsite?.active === true && settings.onsite.onsite_qr_ordering === true)
    services.push('onsite');
  return services;
}
