// Storefront build. Every route is a lazy chunk (src/app/pages.ts); React, react-dom and the
// router sit in a shared vendor chunk so route chunks stay small and cache well across deploys.
// The service worker (sw/sw.ts) is built by vite-plugin-pwa in injectManifest mode.
// `vite build --ssr src/ssr/entry-server.tsx` builds the server's renderer instead (server/build/
// build.ts runs both): one self-contained file, with the pages it draws imported eagerly.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fontsPlugin } from './scripts/fonts-plugin';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const api = 'http://localhost:3000';
const eagerPages = fileURLToPath(new URL('./src/ssr/pages-eager.ts', import.meta.url));
/** React 19's own useSyncExternalStore for the pre-18 shim wouter imports. */
const syncStoreShim = {
  find: /^use-sync-external-store\/shim(\/index\.js)?$/,
  replacement: fileURLToPath(
    new URL('./scripts/react-shims/use-sync-external-store.ts', import.meta.url),
  ),
};

/** The server renderer's build: every dependency bundled, so it runs from any DIST_DIR. */
const ssrBuild = defineConfig({
  plugins: [react()],
  // React's production build, whatever NODE_ENV the server runs with.
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  resolve: { alias: [syncStoreShim, { find: /^\.\/pages$/, replacement: eagerPages }] },
  ssr: { noExternal: true },
  build: { target: 'node20', sourcemap: false, copyPublicDir: false },
});

const clientBuild = defineConfig({
  plugins: [
    react(),
    fontsPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // The page asks before a new worker takes over (src/app/pwa-register.ts): an update must
      // never reload a storefront in the middle of a checkout.
      registerType: 'prompt',
      // src/app/pwa.ts registers lazily after the first render, off the landing's critical path.
      injectRegister: false,
      // Each tenant has its own manifest, built by the server at /manifest-{token}.json
      // (manifests/README.md); the server-filled head links it.
      manifest: false,
      injectManifest: {
        // Everything the storefront can need offline: every route and locale chunk (any page,
        // any language), the CSS, the font declarations, the favicon and the shell itself.
        // Precompressed siblings do not exist yet at this point (scripts/compress.ts runs after).
        globPatterns: ['**/*.{js,css,html,png,svg,ico,woff2}'],
        // The brand fonts' files are cached when a page uses them (sw/routes.ts): precaching
        // all 21 would cost every first visit about 550 KB of faces it never shows.
        globIgnores: ['sw.js', '**/*.map', 'fonts/files/**'],
      },
      devOptions: { enabled: false },
    }),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  resolve: { alias: [syncStoreShim] },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // The server reads it to inline each page's CSS into its first HTML (server/pages/critical-css.ts).
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    modulePreload: {
      // Every browser the storefront supports preloads modules itself (Chromium, Firefox 115,
      // Safari 17); where one does not, the link is only a missed hint, so Vite's 0.5 KB polyfill
      // is left out of every page's first script.
      polyfill: false,
      // A page's own chunk is imported as the page starts (src/app/pages.ts preloadPage): its
      // static imports are left to the browser's module loader rather than added as
      // <link rel=modulepreload> one by one, which cost a long task on a 300-card page (each
      // link inserted into <head> of a big document; issue [12/13]). Their CSS still loads.
      resolveDependencies: (filename, deps) =>
        /(^|\/)(LandingPage|ProductsPage|InfoPage|CartPage)-[^/]+\.js$/.test(filename) ? [] : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|wouter|valtio|proxy-compare|regexparam|mitt|rosetta|dlv|templite)[\\/]/,
            },
            {
              // The business constants (read by nearly every chunk) share the small chunk of
              // Vite's preload helper, which the landing loads anyway, instead of costing it a
              // chunk of their own.
              name: 'shared',
              test: /src[\\/]domain[\\/]constants\.ts$|vite[\\/]preload-helper/,
            },
            {
              // The small UI pieces every page draws (icons, buttons, the spinner, the snackbar
              // store) in one chunk, so a page never loads the dialog code just to reach them.
              name: 'ui-core',
              test: /src[\\/]ui[\\/](Icon|icons|Button|Spinner|snackbar-store)\.tsx?$/,
            },
            {
              // The landing's pieces the back office's live preview draws too (its buttons, their
              // style, the background, the value formatters): one chunk, or sharing them with the
              // admin chunk splits them into several small ones the landing must all load.
              name: 'landing-kit',
              test: /src[\\/](features[\\/]landing[\\/](landing-buttons|landing-style|background|LandingBackground)|domain[\\/]formatting)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': api,
      '/media': api,
      '/manifest-': api,
      // Live tracking and the kitchen board's sockets.
      '/ws': { target: api, ws: true },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : clientBuild));
