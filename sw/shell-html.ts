// The precached shell came through the server, which fills /index.html like any page; its boot
// block is a snapshot from install time. Served offline without it, the storefront reads the
// company from the API cache instead, which stale-while-revalidate keeps current
// (docs/decisions.md "#comanda-boot").
const BOOT_BLOCK = /<script\b[^>]*\bid=["']?comanda-boot["']?[^>]*>[\s\S]*?<\/script>/i;

/** The shell without the server's boot data block. */
export function stripBootData(html: string): string {
  return html.replace(BOOT_BLOCK, '');
}
