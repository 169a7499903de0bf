// Wording of the §2.7 "digital menu disabled" page, in every locale of the storefront.
import type { Locale } from '../../src/domain/constants';

export interface NotFoundText {
  title: string;
  heading: string;
  body: string;
  contact: string;
  marketingIntro: string;
  features: string;
  pricing: string;
  mainSite: string;
  otherLanguages: string;
}

const ES: NotFoundText = {
  title: 'Menú digital desactivado',
  heading: 'Este menú digital no está disponible',
  body: 'El restaurante ha desactivado su menú digital.',
  contact: 'Comunícate directamente con el restaurante para hacer tu pedido.',
  marketingIntro: '¿Tienes un restaurante? Crea tu propio menú digital.',
  features: 'Funciones',
  pricing: 'Precios',
  mainSite: 'Ir al sitio principal',
  otherLanguages: 'Otros idiomas',
};

export const NOT_FOUND_TEXT: Record<Locale, NotFoundText> = {
  en: {
    title: 'Digital menu disabled',
    heading: 'This digital menu is not available',
    body: 'The restaurant has disabled its digital menu.',
    contact: 'Please contact the restaurant directly to place your order.',
    marketingIntro: 'Do you run a restaurant? Create your own digital menu.',
    features: 'Features',
    pricing: 'Pricing',
    mainSite: 'Go to the main site',
    otherLanguages: 'Other languages',
  },
  es: ES,
  'es-MX': { ...ES, body: 'El restaurante desactivó su menú digital.' },
  pt: {
    title: 'Cardápio digital desativado',
    heading: 'Este cardápio digital não está disponível',
    body: 'O restaurante desativou o seu cardápio digital.',
    contact: 'Entre em contato diretamente com o restaurante para fazer o seu pedido.',
    marketingIntro: 'Tem um restaurante? Crie o seu próprio cardápio digital.',
    features: 'Funcionalidades',
    pricing: 'Preços',
    mainSite: 'Ir para o site principal',
    otherLanguages: 'Outros idiomas',
  },
  fr: {
    title: 'Menu numérique désactivé',
    heading: "Ce menu numérique n'est pas disponible",
    body: 'Le restaurant a désactivé son menu numérique.',
    contact: 'Veuillez contacter directement le restaurant pour passer votre commande.',
    marketingIntro: 'Vous avez un restaurant ? Créez votre propre menu numérique.',
    features: 'Fonctionnalités',
    pricing: 'Tarifs',
    mainSite: 'Aller au site principal',
    otherLanguages: 'Autres langues',
  },
  it: {
    title: 'Menu digitale disattivato',
    heading: 'Questo menu digitale non è disponibile',
    body: 'Il ristorante ha disattivato il suo menu digitale.',
    contact: 'Contatta direttamente il ristorante per fare il tuo ordine.',
    marketingIntro: 'Hai un ristorante? Crea il tuo menu digitale.',
    features: 'Funzionalità',
    pricing: 'Prezzi',
    mainSite: 'Vai al sito principale',
    otherLanguages: 'Altre lingue',
  },
  de: {
    title: 'Digitale Speisekarte deaktiviert',
    heading: 'Diese digitale Speisekarte ist nicht verfügbar',
    body: 'Das Restaurant hat seine digitale Speisekarte deaktiviert.',
    contact: 'Bitte wende dich direkt an das Restaurant, um deine Bestellung aufzugeben.',
    marketingIntro: 'Du hast ein Restaurant? Erstelle deine eigene digitale Speisekarte.',
    features: 'Funktionen',
    pricing: 'Preise',
    mainSite: 'Zur Hauptseite',
    otherLanguages: 'Andere Sprachen',
  },
  id: {
    title: 'Menu digital dinonaktifkan',
    heading: 'Menu digital ini tidak tersedia',
    body: 'Restoran ini telah menonaktifkan menu digitalnya.',
    contact: 'Silakan hubungi restoran secara langsung untuk memesan.',
    marketingIntro: 'Punya restoran? Buat menu digital Anda sendiri.',
    features: 'Fitur',
    pricing: 'Harga',
    mainSite: 'Buka situs utama',
    otherLanguages: 'Bahasa lain',
  },
  ar: {
    title: 'القائمة الرقمية معطّلة',
    heading: 'هذه القائمة الرقمية غير متاحة',
    body: 'عطّل المطعم قائمته الرقمية.',
    contact: 'يُرجى التواصل مع المطعم مباشرةً لتقديم طلبك.',
    marketingIntro: 'هل تملك مطعمًا؟ أنشئ قائمتك الرقمية الخاصة.',
    features: 'المزايا',
    pricing: 'الأسعار',
    mainSite: 'الانتقال إلى الموقع الرئيسي',
    otherLanguages: 'لغات أخرى',
  },
};

/** Neutral placeholders for the provider's marketing site (no real provider is named). */
export const PROVIDER_SITE = 'https://comanda.example/';
export const providerPage = (locale: Locale, page: 'features' | 'pricing'): string =>
  `${PROVIDER_SITE}${locale.toLowerCase()}/${page}`;
