// Every storefront namespace of 'fr' in one chunk (load.ts); the back office's load apart.
import type { Dictionary } from '../dictionary';
import { namespacesOf } from '../bundle';

const files = import.meta.glob<Dictionary>(['../locales/fr/*.json', '!../locales/fr/admin*.json'], {
  eager: true,
  import: 'default',
});

export default namespacesOf(files);
