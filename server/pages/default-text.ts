// §2.2: the default page title and meta text describe a 'digital menu' for ordering directly.
// Written in every locale: the page's head speaks the language its body is drawn in (the
// visitor's, §2.1), and the manifest the company's.
import type { Locale } from '../../src/domain/constants';

interface DefaultText {
  title: (name: string) => string;
  description: (name: string) => string;
  cart: (name: string) => string;
}

const ES: DefaultText = {
  title: (name) => `${name} | Menú digital`,
  description: (name) => `Mira el menú digital de ${name} y haz tu pedido directamente.`,
  cart: (name) => `${name} - Tu carrito`,
};

const TEXT: Record<Locale, DefaultText> = {
  en: {
    title: (name) => `${name} | Digital menu`,
    description: (name) => `See the digital menu of ${name} and order directly.`,
    cart: (name) => `${name} - Your cart`,
  },
  es: ES,
  'es-MX': ES,
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
  it: {
    title: (name) => `${name} | Menu digitale`,
    description: (name) => `Guarda il menu digitale di ${name} e ordina direttamente.`,
    cart: (name) => `${name} - Il tuo carrello`,
  },
  de: {
    title: (name) => `${name} | Digitale Speisekarte`,
    description: (name) => `Sieh dir die digitale Speisekarte von ${name} an und bestelle direkt.`,
    cart: (name) => `${name} - Dein Warenkorb`,
  },
  id: {
    title: (name) => `${name} | Menu digital`,
    description: (name) => `Lihat menu digital ${name} dan pesan langsung.`,
    cart: (name) => `${name} - Keranjang Anda`,
  },
  ar: {
    title: (name) => `${name} | القائمة الرقمية`,
    description: (name) => `تصفّح القائمة الرقمية لـ ${name} واطلب مباشرةً.`,
    cart: (name) => `${name} - سلة التسوق`,
  },
};

export function defaultText(lang: Locale): DefaultText {
  return TEXT[lang];
}
