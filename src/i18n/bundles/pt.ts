// Every storefront namespace of 'pt' in one chunk (load.ts); the back office's load apart.
import type { Dictionary } from '../dictionary';
import { namespacesOf } from '../bundle';

const files = import.meta.glob<Dictionary>(['../locales/pt/*.json', '!../locales/pt/admin*.json'], {
  eager: true,
  import: 'default',
});

export default namespacesOf(files);
