// Wording of the §2.7 "digital menu disabled" page in its four languages.
import type { NotFoundLocale } from './visitor-locale';

export interface NotFoundText {
  languageName: string;
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

export const NOT_FOUND_TEXT: Record<NotFoundLocale, NotFoundText> = {
  en: {
    languageName: 'English',
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
  es: {
    languageName: 'Español',
    title: 'Menú digital desactivado',
    heading: 'Este menú digital no está disponible',
    body: 'El restaurante ha desactivado su menú digital.',
    contact: 'Comunícate directamente con el restaurante para hacer tu pedido.',
    marketingIntro: '¿Tienes un restaurante? Crea tu propio menú digital.',
    features: 'Funciones',
    pricing: 'Precios',
    mainSite: 'Ir al sitio principal',
    otherLanguages: 'Otros idiomas',
  },
  fr: {
    languageName: 'Français',
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
  pt: {
    languageName: 'Português',
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
};

/** Neutral placeholders for the provider's marketing site (no real provider is named). */
export const PROVIDER_SITE = 'https://comanda.example/';
export const providerPage = (locale: NotFoundLocale, page: 'features' | 'pricing'): string =>
  `${PROVIDER_SITE}${locale}/${page}`;
