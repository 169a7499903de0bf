// Every storefront namespace of 'es-MX' in one chunk (load.ts); the back office's load apart.
import type { Dictionary } from '../dictionary';
import { namespacesOf } from '../bundle';

const files = import.meta.glob<Dictionary>(
  ['../locales/es-MX/*.json', '!../locales/es-MX/admin*.json'],
  {
    eager: true,
    import: 'default',
  },
);

export default namespacesOf(files);
