// Every storefront namespace of 'es' in one chunk (load.ts); the back office's load apart.
import type { Dictionary } from '../dictionary';
import { namespacesOf } from '../bundle';

const files = import.meta.glob<Dictionary>(['../locales/es/*.json', '!../locales/es/admin*.json'], {
  eager: true,
  import: 'default',
});

export default namespacesOf(files);
