// English's storefront namespaces the shell does not bundle (load.ts), in one chunk; the back
// office's load apart. Keep the exclusions in step with load.ts's EAGER_NAMESPACES.
import type { Dictionary } from '../dictionary';
import { namespacesOf } from '../bundle';

const files = import.meta.glob<Dictionary>(
  [
    '../locales/en/*.json',
    '!../locales/en/admin*.json',
    '!../locales/en/common.json',
    '!../locales/en/landing.json',
    '!../locales/en/pwa.json',
  ],
  { eager: true, import: 'default' },
);

export default namespacesOf(files);
