// True inside the server's page renderer (src/ssr/entry-server.tsx sets it before any other
// module runs): modules that start device work when imported (the cart's IndexedDB) skip it there.
interface RenderFlag {
  comandaServerRender?: boolean;
}

export function isServerRender(): boolean {
  return (globalThis as RenderFlag).comandaServerRender === true;
}

/** Called first by the server's renderer, before the storefront's modules are evaluated. */
export function markServerRender(): void {
  (globalThis as RenderFlag).comandaServerRender = true;
}
