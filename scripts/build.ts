// `npm run build`: the storefront, the server's page renderer and the precompressed siblings
// (server/build/ensure-built.ts), into dist/ or the folder given.
import { resolve } from 'node:path';
import { buildStorefront } from '../server/build/ensure-built';

await buildStorefront(process.cwd(), resolve(process.argv[2] ?? 'dist'));
