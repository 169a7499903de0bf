// Storefront build. Every route is a lazy chunk (src/app/pages.ts); React and the router sit
// in a shared vendor chunk so route chunks stay small and cache well across deploys.
// vite-plugin-pwa will join `plugins` in the offline issue.
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};
const api = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|wouter|valtio|proxy-compare|regexparam|mitt|rosetta|dlv|templite)[\\/]/,
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
