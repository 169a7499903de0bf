// The storefront is written against React's API and typed with @types/react, but the browser and
// the server's renderer run it on Preact (preact/compat): React's client alone is about 58 KB
// gzipped, the whole budget of the landing's initial JavaScript (issue [12/13]); Preact with
// compat is about 11 KB and hydrates a 300-product menu several times faster on a slow phone.
// docs/decisions.md ("Preact in the browser") records the choice. Every build and the unit tests
// resolve React through these aliases, so what the tests render is what diners run.
import type { Alias } from 'vite';

export const preactAliases: Alias[] = [
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
