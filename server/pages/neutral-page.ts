// The bare base host in production (issue [16/21] item 18): it belongs to no company, and a
// stranger who types it must learn nothing about who is hosted (no list, no disabled menu named).
// A neutral page in the visitor's language says where menus are found. Development and the demo
// keep the list of storefronts (base-index.ts), which is how a developer finds the demos.
import type { Locale } from '../../src/domain/constants';
import { escapeHtml } from './escape';
import { PROVIDER_SITE } from './not-found-text';
import { renderPlainPage } from './plain-page';

interface NeutralText {
  title: string;
  heading: string;
  body: string;
  mainSite: string;
}

const ES: NeutralText = {
  title: 'Menús digitales',
  heading: 'Aquí se sirven menús digitales',
  body: 'Cada restaurante tiene su propia dirección. Abre el enlace que te dio el restaurante o escanea el código QR de tu mesa.',
  mainSite: 'Conoce Comanda',
};

export const NEUTRAL_TEXT: Record<Locale, NeutralText> = {
  en: {
    title: 'Digital menus',
    heading: 'Digital menus are served here',
    body: 'Each restaurant has its own address. Open the link the restaurant gave you, or scan the QR code on your table.',
    mainSite: 'About Comanda',
  },
  es: ES,
  'es-MX': ES,
  pt: {
    title: 'Cardápios digitais',
    heading: 'Aqui são servidos cardápios digitais',
    body: 'Cada restaurante tem o seu próprio endereço. Abra o link que o restaurante lhe deu ou leia o QR code da sua mesa.',
    mainSite: 'Conheça a Comanda',
  },
  fr: {
    title: 'Menus numériques',
    heading: 'Des menus numériques sont servis ici',
    body: 'Chaque restaurant a sa propre adresse. Ouvrez le lien que le restaurant vous a donné, ou scannez le QR code de votre table.',
    mainSite: 'Découvrir Comanda',
  },
  it: {
    title: 'Menu digitali',
    heading: 'Qui si servono menu digitali',
    body: 'Ogni ristorante ha il proprio indirizzo. Apri il link che ti ha dato il ristorante o scansiona il codice QR del tuo tavolo.',
    mainSite: 'Scopri Comanda',
  },
  de: {
    title: 'Digitale Speisekarten',
    heading: 'Hier werden digitale Speisekarten bereitgestellt',
    body: 'Jedes Restaurant hat seine eigene Adresse. Öffne den Link, den dir das Restaurant gegeben hat, oder scanne den QR-Code an deinem Tisch.',
    mainSite: 'Mehr über Comanda',
  },
  id: {
    title: 'Menu digital',
    heading: 'Menu digital disajikan di sini',
    body: 'Setiap restoran punya alamatnya sendiri. Buka tautan yang diberikan restoran, atau pindai kode QR di meja Anda.',
    mainSite: 'Tentang Comanda',
  },
  ar: {
    title: 'قوائم طعام رقمية',
    heading: 'هنا تُقدَّم قوائم الطعام الرقمية',
    body: 'لكل مطعم عنوانه الخاص. افتح الرابط الذي أعطاك إياه المطعم، أو امسح رمز QR الموجود على طاولتك.',
    mainSite: 'تعرّف على Comanda',
  },
};

export function renderNeutralPage(locale: Locale): string {
  const t = NEUTRAL_TEXT[locale];
  return renderPlainPage({
    locale,
    title: t.title,
    main: `<h1>${escapeHtml(t.heading)}</h1>
<p>${escapeHtml(t.body)}</p>
<a class="button" href="${PROVIDER_SITE}">${escapeHtml(t.mainSite)}</a>`,
  });
}
