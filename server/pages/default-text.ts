// §2.2: the default page title and meta text describe a 'digital menu' for ordering directly.
// Written per company language; the locales without their own wording use English.
import type { Locale } from '../../src/domain/constants';

interface DefaultText {
  title: (name: string) => string;
  description: (name: string) => string;
  cart: (name: string) => string;
}

const EN: DefaultText = {
  title: (name) => `${name} | Digital menu`,
  description: (name) => `See the digital menu of ${name} and order directly.`,
  cart: (name) => `${name} - Your cart`,
};

/** Keyed by primary language subtag (es-MX uses es). */
const TEXT: Record<string, DefaultText> = {
  en: EN,
  es: {
    title: (name) => `${name} | Menú digital`,
    description: (name) => `Mira el menú digital de ${name} y haz tu pedido directamente.`,
    cart: (name) => `${name} - Tu carrito`,
  },
  pt: {
    title: (name) => `${name} | Cardápio digital`,
    description: (name) => `Veja o cardápio digital de ${name} e peça diretamente.`,
    cart: (name) => `${name} - Seu carrinho`,
  },
  fr: {
    title: (name) => `${name} | Menu numérique`,
    description: (name) => `Consultez le menu numérique de ${name} et commandez directement.`,
    cart: (name) => `${name} - Votre panier`,
  },
};

export function defaultText(lang: Locale): DefaultText {
  return TEXT[lang.split('-')[0] ?? 'en'] ?? EN;
}
