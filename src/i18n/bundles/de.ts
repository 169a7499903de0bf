// Every storefront namespace of 'de' in one chunk (load.ts); the back office's load apart.
import type { Dictionary } from '../dictionary';
import { namespacesOf } from '../bundle';

const files = import.meta.glob<Dictionary>(['../locales/de/*.json', '!../locales/de/admin*.json'], {
  eager: true,
  import: 'default',
});

export default namespacesOf(files);
