// The routes whose first HTML the server draws with the page itself (src/ssr/entry-server.tsx):
// the landing, the menu and the company's information. The service worker keeps the last such
// page it saw for a visit without network (sw/pages.ts).
export const DRAWN_PAGES: readonly string[] = ['/', '/products', '/info'];

export function isDrawnPage(pathname: string): boolean {
  return DRAWN_PAGES.includes(pathname);
}
