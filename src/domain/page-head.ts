// §2.2: the title and description of each page the server draws. One rule for the server's first
// HTML (server/pages/head.ts) and for the browser, which puts the page's own head back after an
// in-app navigation (src/app/usePageHead.ts, the menu's useProductRoute), so a tab never keeps
// the title of the page the diner came from.

/** The texts of products.head in the locale files, each taking the company's name. */
export type PageHeadText =
  'title' | 'description' | 'homeTitle' | 'homeDescription' | 'infoTitle' | 'infoDescription';

/** The owner's landing title and summary (layout_settings.landing.title), when set. */
export interface LandingTitle {
  name: string;
  summary: string;
}

export interface PageHead {
  title: string;
  description: string;
}

/** /products is the menu, /info the company's details; any other page reads as the landing. */
export function pageHeadText(
  path: string,
  companyName: string,
  landing: LandingTitle | null | undefined,
  text: (key: PageHeadText, name: string) => string,
): PageHead {
  if (path === '/products')
    return { title: text('title', companyName), description: text('description', companyName) };
  if (path === '/info')
    return {
      title: text('infoTitle', companyName),
      description: text('infoDescription', companyName),
    };
  return {
    title: landing?.name.trim() || text('homeTitle', companyName),
    description: landing?.summary.trim() || text('homeDescription', companyName),
  };
}
