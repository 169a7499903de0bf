// Imported first by entry-server.tsx: ES modules run in import order, so the storefront's modules
// evaluated after it already see isServerRender().
import { markServerRender } from '../app/server-render';

markServerRender();
