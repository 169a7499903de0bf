// While a product is open (§2.4) the page title is its name and the description and image meta
// follow it; closing puts back the page's own head.
export interface HeadValues {
  title: string;
  description: string | null;
  image: string | null;
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

function metas(kind: keyof typeof SELECTORS): HTMLMetaElement[] {
  return SELECTORS[kind].flatMap((selector) =>
    Array.from(document.head.querySelectorAll<HTMLMetaElement>(selector)),
  );
}

/** The head as it is now (nothing on the server, which draws the page but never changes a head). */
export function captureHead(): HeadValues {
  if (typeof document === 'undefined') return { title: '', description: null, image: null };
  return {
    title: document.title,
    description: metas('description')[0]?.content ?? null,
    image: metas('image')[0]?.content ?? null,
  };
}

/** Writes the values; a null (or blank) description or image leaves those tags as they are. */
export function applyHead(values: HeadValues): void {
  document.title = values.title;
  for (const meta of metas('title')) meta.content = values.title;
  if (values.description?.trim())
    for (const meta of metas('description')) meta.content = values.description;
  if (values.image)
    for (const meta of metas('image')) meta.content = new URL(values.image, document.baseURI).href;
}
