// The loading label in every locale, built in: it shows while a locale's dictionary is still on
// its way (src/i18n/index.ts t()), so it cannot come from that dictionary. A test keeps it equal
// to each locale's common.loading.
import type { Locale } from '../domain/constants';

export const LOADING_TEXT: Record<Locale, string> = {
  en: 'Loading…',
  es: 'Cargando…',
  'es-MX': 'Cargando…',
  pt: 'Carregando…',
  fr: 'Chargement…',
  it: 'Caricamento…',
  de: 'Wird geladen…',
  id: 'Memuat…',
  ar: 'جارٍ التحميل…',
};
