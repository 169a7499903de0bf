// While a product is open (§2.4) the page title is its name and the description and image meta
// follow it; closing puts back the page's own head. The server describes its PNG card with
// og:image:type, width and height (server/pages/head.ts); those describe that card only, so a
// product photo (of a type and size the page does not know) drops them, and the page's own head
// puts them back.
export interface HeadValues {
  title: string;
  description: string | null;
  image: string | null;
  /** What og:image:type, width and height say of `image`; absent for an image not described. */
  imageDetails?: ImageDetails | null;
}

export interface ImageDetails {
  type: string | null;
  width: string | null;
  height: string | null;
}

const SELECTORS = {
  description: [
    'meta[name="description"]',
    'meta[property="og:description"]',
    'meta[name="twitter:description"]',
  ],
  title: ['meta[property="og:title"]', 'meta[name="twitter:title"]'],
  image: ['meta[property="og:image"]', 'meta[name="twitter:image"]'],
} as const;

/** The og:image properties that describe the image, in the order the server writes them. */
const DETAILS = [
  ['type', 'og:image:type'],
  ['width', 'og:image:width'],
  ['height', 'og:image:height'],
] as const;

function metas(kind: keyof typeof SELECTORS): HTMLMetaElement[] {
  return SELECTORS[kind].flatMap((selector) =>
    Array.from(document.head.querySelectorAll<HTMLMetaElement>(selector)),
  );
}

const property = (name: string): HTMLMetaElement | null =>
  document.head.querySelector<HTMLMetaElement>(`meta[property="${name}"]`);

function captureDetails(): ImageDetails | null {
  const [type, width, height] = DETAILS.map(([, name]) => property(name)?.content ?? null);
  if (type === null && width === null && height === null) return null;
  return { type: type ?? null, width: width ?? null, height: height ?? null };
}

/** Writes the image's details after og:image, or removes them when the image has none. */
function applyDetails(details: ImageDetails | null): void {
  let after = property('og:image');
  for (const [key, name] of DETAILS) {
    const value = details?.[key] ?? null;
    let meta = property(name);
    if (value === null) {
      meta?.remove();
      continue;
    }
    if (!meta) {
      meta = document.createElement('meta');
      meta.setAttribute('property', name);
      if (after) after.after(meta);
      else document.head.append(meta);
    }
    meta.content = value;
    after = meta;
  }
}

/** The head as it is now (nothing on the server, which draws the page but never changes a head). */
export function captureHead(): HeadValues {
  if (typeof document === 'undefined')
    return { title: '', description: null, image: null, imageDetails: null };
  return {
    title: document.title,
    description: metas('description')[0]?.content ?? null,
    image: metas('image')[0]?.content ?? null,
    imageDetails: captureDetails(),
  };
}

/**
 * Writes the values; a null (or blank) description or image leaves those tags as they are. A new
 * image takes its details along: those given, else none.
 */
export function applyHead(values: HeadValues): void {
  document.title = values.title;
  for (const meta of metas('title')) meta.content = values.title;
  if (values.description?.trim())
    for (const meta of metas('description')) meta.content = values.description;
  if (values.image) {
    for (const meta of metas('image')) meta.content = new URL(values.image, document.baseURI).href;
    applyDetails(values.imageDetails ?? null);
  }
}
