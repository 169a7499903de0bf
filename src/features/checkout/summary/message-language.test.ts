// Issue [16/21] item 22: the WhatsApp order message is written in the company's language, where
// the restaurant reads it, not in the diner's.
import { beforeAll, describe, expect, it } from 'vitest';
import { setLocale, t } from '../../../i18n';
import { messageLanguage } from './message-language';
import type { MessageLanguage } from './message-language';

const MEXICO = { country_code: 'MX', name: 'México', time_format: '12h' as const };
const UAE = { country_code: 'AE', name: 'UAE', time_format: '12h' as const };

describe('messageLanguage', () => {
  let diner: MessageLanguage;
  beforeAll(async () => {
    await setLocale('de');
    diner = { t, locale: 'de', rtl: false };
  });

  it('writes for a Mexican taquería in Mexican Spanish, whatever the diner reads', async () => {
    expect(diner.t('summary.message.order')).toBe('Bestellung');
    const words = await messageLanguage({ language: 'es', country: MEXICO }, diner);
    expect(words.locale).toBe('es-MX');
    expect(words.rtl).toBe(false);
    expect(words.t('summary.message.order')).toBe('Pedido');
    expect(words.t('summary.message.payment')).toBe('Pago');
    expect(words.t('common.orderTypes.delivery')).toBe('Entrega a domicilio');
    expect(words.t('common.orderTypes.takeaway')).toBe('Para llevar');
  });

  it('writes Arabic right to left for an Arabic company', async () => {
    const words = await messageLanguage({ language: 'ar', country: UAE }, diner);
    expect(words.locale).toBe('ar');
    expect(words.rtl).toBe(true);
    expect(words.t('common.orderTypes.takeaway')).toBe('سفري');
  });

  it('keeps the diner’s words when both speak the same language', async () => {
    const words = await messageLanguage({ language: 'de', country: MEXICO }, diner);
    expect(words).toBe(diner);
  });
});
